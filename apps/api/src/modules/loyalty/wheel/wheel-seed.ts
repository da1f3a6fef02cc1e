import { languageCodes } from '@gp/contracts';
import type { DB, WheelPrizeRow } from '@gp/db';
import type { Kysely } from 'kysely';
import { ensurePromotionRule } from '../../engagement/promotions';
import { totalWeightOf } from './weighted-pick';
import { envelopeWheelSeedText as text } from './wheel-seed-text';

/** The demo's paying promotions (English their own text, the other languages translations). */
export const envelopePromotionTitle = 'Red envelope rain';
export const wheelPromotionTitle = 'Prize wheel';

const ensureLoyaltyPromotion = async (db: Kysely<DB>, title: string, pick: (code: (typeof languageCodes)[number]) => { title: string; content: string }) => {
  let promotion = await db
    .selectFrom('content_promotions')
    .select('id')
    .where('title', '=', title)
    .where('language', '=', 'EN')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!promotion) {
    const translations = Object.fromEntries(
      languageCodes.filter((c) => c !== 'EN').map((c) => [c, { title: pick(c).title, content: `<p>${pick(c).content}</p>` }]),
    );
    promotion = await db
      .insertInto('content_promotions')
      .values({
        title,
        category: 'DAILY',
        images: '[]',
        content: `<p>${pick('EN').content}</p>`,
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
  // Bets of once the prize before a withdrawal.
  await ensurePromotionRule(db, { promotionId: promotion.id, parameters: { kind: 'loyalty' }, turnoverMultipleBp: 10_000 });
  return promotion.id;
};

/** Prize labels in every language: `{n}` filled with the amount (money in major units). */
const labels = (kind: WheelPrizeRow['kind'], n: number) =>
  Object.fromEntries(languageCodes.map((c) => [c, kind === 'none' ? text[c].again : text[c][kind].replace('{n}', String(n))]));

/** The demo table: mostly small prizes, a "try again" a third of the time. Minor units for money. */
const demoPrizes: WheelPrizeRow[] = [
  { kind: 'money', value: '500', weight: 20, labels: labels('money', 5) },
  { kind: 'points', value: '50', weight: 25, labels: labels('points', 50) },
  { kind: 'none', value: '0', weight: 30, labels: labels('none', 0) },
  { kind: 'points', value: '200', weight: 12, labels: labels('points', 200) },
  { kind: 'money', value: '2000', weight: 8, labels: labels('money', 20) },
  { kind: 'money', value: '10000', weight: 5, labels: labels('money', 100) },
];

/**
 * The demo's red envelopes and wheel: the two loyalty promotions that pay them (named in the
 * settings unless staff chose others), a first prize table, and a deposit rule (each credited
 * deposit of 100.00 or more grants one ticket) unless staff set one. Running it again changes nothing.
 */
export const seedEnvelopesWheel = async (db: Kysely<DB>): Promise<void> => {
  const envelopeId = await ensureLoyaltyPromotion(db, envelopePromotionTitle, (c) => ({ title: text[c].envelopeTitle, content: text[c].envelopeContent }));
  const wheelId = await ensureLoyaltyPromotion(db, wheelPromotionTitle, (c) => ({ title: text[c].wheelTitle, content: text[c].wheelContent }));
  await db
    .updateTable('loyalty_envelope_wheel_settings')
    .set({ envelope_promotion_id: envelopeId })
    .where('id', '=', 1)
    .where('envelope_promotion_id', 'is', null)
    .execute();
  await db
    .updateTable('loyalty_envelope_wheel_settings')
    .set({ wheel_promotion_id: wheelId })
    .where('id', '=', 1)
    .where('wheel_promotion_id', 'is', null)
    .execute();
  await db
    .updateTable('loyalty_envelope_wheel_settings')
    .set({ deposit_min_amount: 10_000n, deposit_tickets: 1 })
    .where('id', '=', 1)
    .where('deposit_min_amount', 'is', null)
    .where('deposit_tickets', '=', 0)
    .execute();
  const hasTable = await db.selectFrom('loyalty_wheel_prize_tables').select('version').limit(1).executeTakeFirst();
  if (!hasTable) {
    await db
      .insertInto('loyalty_wheel_prize_tables')
      .values({ prizes: JSON.stringify(demoPrizes), total_weight: totalWeightOf(demoPrizes.map((p) => p.weight)), created_by: 'seed' })
      .execute();
  }
};
