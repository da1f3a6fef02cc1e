import { languageCodes } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { ensurePromotionRule } from '../../engagement/promotions';
import { insertLevelIfMissing, type LevelValues } from './vip-admin.repository';
import { vipSeedText } from './vip-seed-text';

/** The demo's VIP club promotion: English its own text, the other languages its translations. */
export const vipClubTitle = 'VIP club';

const icons = ['builtin:star', 'builtin:bronze', 'builtin:silver', 'builtin:gold', 'builtin:platinum', 'builtin:diamond', 'builtin:crown'];
/** Per level, in major units: thresholds, keep rule (deposits, valid bets), upgrade, weekly and monthly bonus. */
const ladder: readonly [number, number, number, number, number, number, number][] = [
  [0, 0, 0, 0, 0, 0, 0],
  [1_000, 5_000, 500, 2_500, 50, 0, 0],
  [5_000, 25_000, 2_500, 12_500, 200, 0, 100],
  [20_000, 100_000, 10_000, 50_000, 800, 100, 400],
  [50_000, 300_000, 25_000, 150_000, 2_000, 300, 1_000],
  [200_000, 1_000_000, 100_000, 500_000, 8_000, 1_000, 4_000],
  [500_000, 3_000_000, 250_000, 1_500_000, 20_000, 3_000, 10_000],
];

const minor = (major: number) => BigInt(major) * 100n;

const perLanguage = (pick: (code: (typeof languageCodes)[number]) => string) =>
  Object.fromEntries(languageCodes.map((code) => [code, pick(code)]).filter(([, text]) => text !== ''));

const levelValues = (level: number): LevelValues => {
  const [deposit, bets, keepDeposit, keepBets, upgrade, weekly, monthly] = ladder[level]!;
  const benefits = (code: (typeof languageCodes)[number]) => {
    const t = vipSeedText[code];
    return level >= 5 ? `${t.support}\n${t.manager}` : level >= 3 ? t.support : '';
  };
  return {
    names: perLanguage((code) => vipSeedText[code].names[level]!),
    benefits: perLanguage(benefits),
    icon: icons[level]!,
    depositThreshold: minor(deposit),
    validBetThreshold: minor(bets),
    keepDeposit: minor(keepDeposit),
    keepValidBet: minor(keepBets),
    upgradeBonus: minor(upgrade),
    weeklyBonus: minor(weekly),
    monthlyBonus: minor(monthly),
    // Bets of once the bonus before a withdrawal.
    turnoverMultipleBp: 10_000,
  };
};

/**
 * The demo's VIP programme: levels 0-6 (a level staff changed is kept), and the "VIP club" promotion
 * of kind `loyalty` the bonuses are paid from, named in the settings unless staff chose another.
 * Running it again changes nothing.
 */
export const seedVipProgramme = async (db: Kysely<DB>): Promise<void> => {
  for (let level = 0; level < ladder.length; level += 1) await insertLevelIfMissing(db, level, levelValues(level));
  let promotion = await db
    .selectFrom('content_promotions')
    .select('id')
    .where('title', '=', vipClubTitle)
    .where('language', '=', 'EN')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!promotion) {
    const translations = Object.fromEntries(
      languageCodes.filter((c) => c !== 'EN').map((c) => [c, { title: vipSeedText[c].title, content: `<p>${vipSeedText[c].content}</p>` }]),
    );
    promotion = await db
      .insertInto('content_promotions')
      .values({
        title: vipClubTitle,
        category: 'VIP',
        images: '[]',
        content: `<p>${vipSeedText.EN.content}</p>`,
        language: 'EN',
        translations: JSON.stringify(translations),
        start_at: null,
        end_at: null,
        // A payout promotion: its feature has its own page, so the hall and the home carousel do not list it.
        enabled: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  await ensurePromotionRule(db, { promotionId: promotion.id, parameters: { kind: 'loyalty' }, turnoverMultipleBp: 10_000 });
  await db.updateTable('vip_settings').set({ promotion_id: promotion.id }).where('id', '=', 1).where('promotion_id', 'is', null).execute();
};
