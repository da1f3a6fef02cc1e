import type { LanguageCode, PointsMallRedeemType } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { cleanHtml } from '../modules/engagement/content';
import { ensurePromotionRule } from '../modules/engagement/promotions';
import { pointsMallSeedText } from './points-mall.seed-text';

/** The `loyalty` promotion that pays conversions and cash-for-points goods (its English title). */
export const pointsExchangeTitle = 'Points exchange';

/** The demo goods, one per redeem type, in the order of the seed texts; amounts in minor units. */
const demoGoods: { redeemType: PointsMallRedeemType; pointsNeeded: bigint; amountNeeded: bigint; stock: number | null; limitPerMember: number | null }[] = [
  { redeemType: 'cash', pointsNeeded: 1_000n, amountNeeded: 1_000n, stock: null, limitPerMember: 5 },
  { redeemType: 'discount', pointsNeeded: 300n, amountNeeded: 500n, stock: 500, limitPerMember: 3 },
  { redeemType: 'life', pointsNeeded: 800n, amountNeeded: 1_000n, stock: 200, limitPerMember: 2 },
  { redeemType: 'gift', pointsNeeded: 5_000n, amountNeeded: 0n, stock: 50, limitPerMember: 1 },
];

const otherLanguages = () => (Object.keys(pointsMallSeedText) as LanguageCode[]).filter((code) => code !== 'EN');

/**
 * The paying promotion, hidden from the promotion hall (members never claim it there), with a
 * `loyalty` rule of no turnover that staff may change. Found again by its English title; a
 * promotion staff renamed or deleted is not made twice while the config still names it.
 */
const ensurePointsExchangePromotion = async (db: Kysely<DB>, configured: number | null): Promise<number> => {
  if (configured !== null) {
    const kept = await db.selectFrom('content_promotions').select('id').where('id', '=', configured).executeTakeFirst();
    if (kept) return kept.id;
  }
  const found = await db
    .selectFrom('content_promotions')
    .select('id')
    .where('title', '=', pointsExchangeTitle)
    .where('language', '=', 'EN')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (found) return found.id;
  const en = pointsMallSeedText.EN;
  const translations = Object.fromEntries(
    otherLanguages().map((code) => [code, { title: pointsMallSeedText[code].title, content: cleanHtml(`<p>${pointsMallSeedText[code].content}</p>`) }]),
  );
  const row = await db
    .insertInto('content_promotions')
    .values({
      title: en.title,
      content: cleanHtml(`<p>${en.content}</p>`),
      language: 'EN',
      translations: JSON.stringify(translations),
      category: 'VIP',
      images: JSON.stringify([{ url: '/lgw/art/promo/points-exchange.svg', sequence: 1 }]),
      start_at: null,
      end_at: null,
      enabled: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * The demo points mall: the "Points exchange" loyalty promotion named in the mall's config, and one
 * goods item of each redeem type with its words in every language, when the mall has no goods yet.
 */
export const seedPointsMall = async (db: Kysely<DB>): Promise<void> => {
  const config = await db.selectFrom('points_mall_config').select('promotion_id').executeTakeFirstOrThrow();
  const promotionId = await ensurePointsExchangePromotion(db, config.promotion_id);
  await ensurePromotionRule(db, { promotionId, parameters: { kind: 'loyalty' }, turnoverMultipleBp: 0 });
  if (config.promotion_id !== promotionId) await db.updateTable('points_mall_config').set({ promotion_id: promotionId, updated_by: 'seed' }).execute();

  if (await db.selectFrom('points_mall_goods').select('id').limit(1).executeTakeFirst()) return;
  await db
    .insertInto('points_mall_goods')
    .values(
      demoGoods.map((g, i) => ({
        redeem_type: g.redeemType,
        name: pointsMallSeedText.EN.goods[i]![0],
        description: pointsMallSeedText.EN.goods[i]![1],
        language: 'EN',
        translations: JSON.stringify(
          Object.fromEntries(
            otherLanguages().map((code) => [code, { name: pointsMallSeedText[code].goods[i]![0], description: pointsMallSeedText[code].goods[i]![1] }]),
          ),
        ),
        images: JSON.stringify([`/lgw/art/promo/mall-${g.redeemType}.svg`]),
        stock: g.stock,
        limit_per_member: g.limitPerMember,
        points_needed: g.pointsNeeded,
        amount_needed: g.amountNeeded,
        sort_order: i + 1,
      })),
    )
    .execute();
};
