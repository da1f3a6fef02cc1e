import type { LanguageCode, VipLevelView } from '@gp/contracts';
import type { LevelRow } from './vip-runner';

/** A level's text in a language: the language's own, else English, else any, else the fallback. */
export const textIn = (texts: Record<string, string>, language: LanguageCode, fallback: string): string =>
  texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? fallback;

/** A level as players read it. */
export const levelView = (l: LevelRow, language: LanguageCode, pointRates: VipLevelView['pointRates']): VipLevelView => ({
  level: l.level,
  name: textIn(l.names, language, `VIP ${l.level}`),
  icon: l.icon,
  benefits: textIn(l.benefits, language, ''),
  depositThreshold: Number(l.deposit_threshold),
  validBetThreshold: Number(l.valid_bet_threshold),
  keepDeposit: Number(l.keep_deposit),
  keepValidBet: Number(l.keep_valid_bet),
  upgradeBonus: Number(l.upgrade_bonus),
  weeklyBonus: Number(l.weekly_bonus),
  monthlyBonus: Number(l.monthly_bonus),
  turnoverMultipleBp: l.turnover_multiple_bp,
  pointRates,
});
