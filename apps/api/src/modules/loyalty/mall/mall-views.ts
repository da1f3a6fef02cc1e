import { pickTranslation, type LanguageCode, type PointsMallGoods, type PointsMallRedemption, type PointsMallRedemptionStatus } from '@gp/contracts';
import type { GoodsRow, RedemptionRow } from './mall.repository';

/** The goods' name and description in the caller's language (the fallbacks of pickTranslation). */
export const goodsTextOf = (g: GoodsRow, language: LanguageCode, defaultLanguage: LanguageCode) =>
  pickTranslation({ name: g.name, description: g.description }, g.translations, language, defaultLanguage, g.language);

export const goodsView = (g: GoodsRow, language: LanguageCode, defaultLanguage: LanguageCode, redeemedByMe: number): PointsMallGoods => ({
  id: g.id,
  redeemType: g.redeem_type,
  ...goodsTextOf(g, language, defaultLanguage),
  images: g.images,
  pointsNeeded: Number(g.points_needed),
  amountNeeded: Number(g.amount_needed),
  stock: g.stock,
  limitPerMember: g.limit_per_member,
  redeemedByMe,
  startAt: g.start_at?.toISOString() ?? null,
  endAt: g.end_at?.toISOString() ?? null,
});

/** The transaction number players quote: the row id, padded. */
export const redemptionNumber = (id: bigint): string => `PM${String(id).padStart(8, '0')}`;

export const redemptionView = (r: RedemptionRow): PointsMallRedemption => ({
  id: Number(r.id),
  number: redemptionNumber(r.id),
  kind: r.kind,
  goodsId: r.goods_id,
  redeemType: r.redeem_type,
  itemName: r.item_name,
  quantity: r.quantity,
  pointsNeeded: Number(r.points),
  amountNeeded: Number(r.amount),
  ratio: r.ratio,
  // A refused row never reaches a list; it answers as the error it was.
  status: r.status === 'refused' ? 'rejected' : (r.status as PointsMallRedemptionStatus),
  reason: r.reason ?? r.refusal_code,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** Whether the goods are offered at `now`: enabled and inside their window. */
export const isOffered = (g: GoodsRow, now: Date): boolean => g.enabled && (g.start_at === null || g.start_at <= now) && (g.end_at === null || g.end_at > now);
