import { pickLanguage, type boPromotion, type LanguageCode, type PromotionKind, type PromotionParameters } from '@gp/contracts';
import type { z } from 'zod';

/** A promotion as the back office's content list answers it. */
export type BoPromotion = z.infer<typeof boPromotion>;

type Text = { title: string; content: string };

/**
 * What a player who chose `language` reads of a promotion, as the player hall picks it: their
 * language, a relative, English, the merchant's default, else the promotion's own text. `shownIn`
 * is the language actually shown; when it differs from the one chosen, that language is missing.
 */
export const previewText = (promotion: BoPromotion, language: LanguageCode, defaultLanguage: LanguageCode): Text & { shownIn: LanguageCode } => {
  const own: Text = { title: promotion.title, content: promotion.content };
  const versionOf = (code: LanguageCode): Text | undefined => (code === promotion.language ? own : promotion.translations[code]);
  const chosen = pickLanguage((code) => versionOf(code) !== undefined, language, defaultLanguage) ?? promotion.language;
  return { ...(versionOf(chosen) ?? own), shownIn: chosen };
};

/** The promotion's first picture by sequence, as the hall shows it. */
export const previewImage = (promotion: BoPromotion): string | null =>
  [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? null;

export type PreviewAction = 'claim' | 'apply' | 'signUp' | 'none';

const claimKinds: readonly PromotionKind[] = ['first_deposit', 'reload', 'signup', 'raffle'];

/** The hall's button for a rule: claim kinds claim, apply applies, opt-in cashback and rebate sign up; the rest pay by a run. */
export const previewAction = (parameters: PromotionParameters | null): PreviewAction => {
  if (!parameters) return 'none';
  if (claimKinds.includes(parameters.kind)) return 'claim';
  if (parameters.kind === 'apply') return 'apply';
  return 'optIn' in parameters && parameters.optIn === true ? 'signUp' : 'none';
};
