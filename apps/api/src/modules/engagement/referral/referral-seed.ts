import type { LanguageCode } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { ensurePromotionRule } from '../promotions';
import { findSettings, setSettingsPromotion } from './referral.repository';

/** The promotion the referral rewards are paid from, titled in every language. */
export const referralPromotionTitle = 'Invite friends';

const titles: Record<LanguageCode, string> = {
  CN: '邀请好友',
  TW: '邀請好友',
  EN: referralPromotionTitle,
  HI: 'दोस्तों को आमंत्रित करें',
  JA: '友達を招待',
  TH: 'ชวนเพื่อน',
  VI: 'Mời bạn bè',
  MY: 'သူငယ်ချင်းများကို ဖိတ်ခေါ်ပါ',
  ES: 'Invita a tus amigos',
  ID: 'Undang teman',
  KM: 'អញ្ជើញមិត្តភក្តិ',
  KO: '친구 초대',
  MS: 'Jemput rakan',
  PT: 'Convide amigos',
  TA: 'நண்பர்களை அழைக்கவும்',
  TY: 'Mag-imbita ng mga kaibigan',
  UR: 'دوستوں کو مدعو کریں',
  TR: 'Arkadaşlarını davet et',
  BN: 'বন্ধুদের আমন্ত্রণ জানান',
  AR: 'ادعُ أصدقاءك',
  FA: 'دعوت از دوستان',
  RU: 'Пригласите друзей',
  KK: 'Достарды шақыру',
  UZ: 'Doʻstlarni taklif qiling',
  LO: 'ເຊີນໝູ່',
  NE: 'साथीहरूलाई निम्तो दिनुहोस्',
  FR: 'Invitez vos amis',
  DE: 'Freunde einladen',
  IT: 'Invita gli amici',
  PL: 'Zaproś znajomych',
  NL: 'Nodig vrienden uit',
  SI: 'මිතුරන්ට ආරාධනා කරන්න',
  TE: 'స్నేహితులను ఆహ్వానించండి',
  MR: 'मित्रांना आमंत्रित करा',
};

/**
 * The demo's referral programme: the promotion of kind `referral` its rewards are paid from (kept
 * out of the hall: the referral page is its place), and, the first time only, the demo's rules: 50.00
 * for a first deposit of at least 100.00 and 20.00 when valid bets reach 1,000.00, with bets of once
 * the reward before a withdrawal. Settings staff changed are never overwritten.
 */
export const seedReferralProgramme = async (db: Kysely<DB>): Promise<void> => {
  const settings = await findSettings(db);
  if (settings.promotion_id !== null) return;
  const translations = Object.fromEntries(
    Object.entries(titles)
      .filter(([code]) => code !== 'EN')
      .map(([code, title]) => [code, { title, content: `<p>${title}</p>` }]),
  );
  const promotion = await db
    .insertInto('content_promotions')
    .values({
      title: referralPromotionTitle,
      category: 'NEW',
      images: '[]',
      content: `<p>${referralPromotionTitle}</p>`,
      language: 'EN',
      translations: JSON.stringify(translations),
      start_at: null,
      end_at: null,
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensurePromotionRule(db, { promotionId: promotion.id, parameters: { kind: 'referral' }, turnoverMultipleBp: 10_000 });
  await setSettingsPromotion(db, promotion.id);
  await db
    .updateTable('referral_settings')
    .set({ enabled: true, first_deposit_amount: 5_000n, first_deposit_min: 10_000n, valid_bets_amount: 2_000n, valid_bets_figure: 100_000n })
    .where('id', '=', 1)
    .execute();
};
