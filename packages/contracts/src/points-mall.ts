import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { translationsOf } from './content-translations';
import { languageCode } from './language-code';
import { walletRequestKey } from './wallet';

/**
 * The points mall (docs/loyalty.md, Points mall): goods of the spec's four redeem types bought with
 * points, points converted to cash, and the redemption records with their statuses.
 */

/** The spec's redeem types: cash for points, discounts, life services, gifts. */
export const pointsMallRedeemTypes = ['cash', 'discount', 'life', 'gift'] as const;
export const pointsMallRedeemType = z.enum(pointsMallRedeemTypes);
export type PointsMallRedeemType = z.infer<typeof pointsMallRedeemType>;

/**
 * The spec's statuses: `applying` (in process, waiting for staff), `approved` (staff accepted it, or
 * cash is being paid), `released` (handed over or paid), `rejected` (points and stock returned).
 */
export const pointsMallRedemptionStatuses = ['applying', 'approved', 'released', 'rejected'] as const;
export const pointsMallRedemptionStatus = z.enum(pointsMallRedemptionStatuses);
export type PointsMallRedemptionStatus = z.infer<typeof pointsMallRedemptionStatus>;

const points = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const minorUnits = z.number().int().min(0).max(1_000_000_000_000);
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
/** A picture the upload service stored, or one of the site's own drawings: never another site's address. */
export const pointsMallImage = z
  .string()
  .trim()
  .regex(/^\/(uploads|lgw\/art)\/[A-Za-z0-9/_.-]{1,200}$/, 'an uploaded image (/uploads/...)');

// Player calls.

export const pointsMallGoodsQuery = z.strictObject({
  redeemType: pointsMallRedeemType.optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
  language: languageCode.optional(),
});
export type PointsMallGoodsQuery = z.infer<typeof pointsMallGoodsQuery>;

export const pointsMallGoodsIdQuery = z.strictObject({ id, language: languageCode.optional() });

export const pointsMallGoods = z.object({
  id: z.number().int(),
  redeemType: pointsMallRedeemType,
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Points for one item. */
  pointsNeeded: points,
  /** Minor units: the cash paid for cash-for-points goods, the face value of the others (0: none). */
  amountNeeded: minorUnits,
  /** Items left; null is unlimited. */
  stock: z.number().int().nullable(),
  /** Items one member may redeem in all; null is no limit. */
  limitPerMember: z.number().int().nullable(),
  /** Items this member holds already (every redemption not rejected). */
  redeemedByMe: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
});
export type PointsMallGoods = z.infer<typeof pointsMallGoods>;

/** One goods item with the member's points now, for the redeem button. */
export const pointsMallGoodsDetail = pointsMallGoods.extend({ pointsBalance: points });
export type PointsMallGoodsDetail = z.infer<typeof pointsMallGoodsDetail>;

/** A page of goods, with the member's points now (the mall's summary at the top). */
export const pointsMallGoodsPage = boPage(pointsMallGoods).extend({ pointsBalance: points });
export type PointsMallGoodsPage = z.infer<typeof pointsMallGoodsPage>;

/** `/wps/relay/passwordCheck/MCS2_redeemPointReward` (T, E). */
export const redeemPointRewardRequest = z.strictObject({
  goodsId: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(1).max(100).default(1),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: walletRequestKey,
});
export type RedeemPointRewardRequest = z.infer<typeof redeemPointRewardRequest>;

/** `/wps/relay/passwordCheck/MCS2_convertPoint` (T, E): points to cash at the configured ratio. */
export const convertPointRequest = z.strictObject({
  points: z.number().int().min(1).max(1_000_000_000),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: walletRequestKey,
});
export type ConvertPointRequest = z.infer<typeof convertPointRequest>;

/** One redeem record: the spec's points transaction fields that belong to a redemption. */
export const pointsMallRedemption = z.object({
  id: z.number().int(),
  /** The transaction number players quote to support. */
  number: z.string(),
  kind: z.enum(['redeem', 'convert']),
  goodsId: z.number().int().nullable(),
  redeemType: pointsMallRedeemType,
  itemName: z.string(),
  quantity: z.number().int(),
  pointsNeeded: points,
  amountNeeded: minorUnits,
  /** `<points>:<minor units>` for cash paid for points; null for goods handed over. */
  ratio: z.string().nullable(),
  status: pointsMallRedemptionStatus,
  /** Why staff rejected it, or the code of the refusal that returned the points. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PointsMallRedemption = z.infer<typeof pointsMallRedemption>;

export const pointsMallRedemptionResult = z.object({
  redemption: pointsMallRedemption,
  /** The member's points after the request. */
  pointsBalance: points,
  /** True when this key had been used: the first answer is shown and nothing moved again. */
  replayed: z.boolean(),
});
export type PointsMallRedemptionResult = z.infer<typeof pointsMallRedemptionResult>;

export const pointsMallRedemptionQuery = z.strictObject({
  status: pointsMallRedemptionStatus.optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const pointsMallRedemptionPage = boPage(pointsMallRedemption);
export type PointsMallRedemptionPage = z.infer<typeof pointsMallRedemptionPage>;

/** The conversion terms: `points` points are worth `amount` minor units, from `minPoints`, in steps of `points`. */
export const pointsMallConvertTerms = z.object({ points: z.number().int(), amount: minorUnits, minPoints: z.number().int(), available: z.boolean() });
export type PointsMallConvertTerms = z.infer<typeof pointsMallConvertTerms>;

// Back office.

const goodsText = { name: z.string().trim().min(1).max(120), description: z.string().trim().max(4000) };
export const pointsMallGoodsTranslations = translationsOf(goodsText);
const isoInstant = z.iso.datetime({ offset: true }).nullable();

export const boPointsMallGoodsInput = z
  .strictObject({
    redeemType: pointsMallRedeemType,
    ...goodsText,
    description: goodsText.description.default(''),
    language: languageCode.default('EN'),
    translations: pointsMallGoodsTranslations.default({}),
    images: z.array(pointsMallImage).max(6).default([]),
    stock: z.number().int().min(0).max(100_000_000).nullable().default(null),
    limitPerMember: z.number().int().min(1).max(100_000).nullable().default(null),
    pointsNeeded: z.number().int().min(1).max(1_000_000_000),
    amountNeeded: minorUnits.default(0),
    startAt: isoInstant.default(null),
    endAt: isoInstant.default(null),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((g) => g.redeemType !== 'cash' || g.amountNeeded > 0, { path: ['amountNeeded'], message: 'cash for points pays an amount' })
  .refine((g) => !g.startAt || !g.endAt || Date.parse(g.endAt) > Date.parse(g.startAt), { path: ['endAt'], message: 'ends after it starts' });
export type BoPointsMallGoodsInput = z.infer<typeof boPointsMallGoodsInput>;

export const boPointsMallGoods = z.object({
  id: z.number().int(),
  redeemType: pointsMallRedeemType,
  name: z.string(),
  description: z.string(),
  language: languageCode,
  translations: pointsMallGoodsTranslations,
  images: z.array(z.string()),
  stock: z.number().int().nullable(),
  limitPerMember: z.number().int().nullable(),
  pointsNeeded: points,
  amountNeeded: minorUnits,
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  /** Items redeemed and not rejected. */
  redeemed: z.number().int(),
  updatedAt: z.string(),
});
export type BoPointsMallGoods = z.infer<typeof boPointsMallGoods>;
export const boPointsMallGoodsList = z.object({ list: z.array(boPointsMallGoods) });
export const boPointsMallIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
/** Goods ids are 32-bit (an integer column). */
export const boPointsMallGoodsIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const boPointsMallRedemptionQuery = boPageQuery.extend({
  status: pointsMallRedemptionStatus.optional(),
  memberAccount: z.string().trim().min(1).max(64).optional(),
});
export type BoPointsMallRedemptionQuery = z.infer<typeof boPointsMallRedemptionQuery>;

export const boPointsMallRedemption = pointsMallRedemption.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type BoPointsMallRedemption = z.infer<typeof boPointsMallRedemption>;
export const boPointsMallRedemptionPage = boPage(boPointsMallRedemption);
export type BoPointsMallRedemptionPage = z.infer<typeof boPointsMallRedemptionPage>;
export const boPointsMallReject = z.strictObject({ reason: z.string().trim().min(1).max(500) });
export type BoPointsMallReject = z.infer<typeof boPointsMallReject>;

export const boPointsMallConfig = z.object({
  convertPoints: z.number().int(),
  convertAmount: minorUnits,
  convertMinPoints: z.number().int(),
  promotionId: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type BoPointsMallConfig = z.infer<typeof boPointsMallConfig>;
export const boPointsMallConfigInput = z.strictObject({
  convertPoints: z.number().int().min(1).max(1_000_000_000),
  convertAmount: z.number().int().min(1).max(1_000_000_000_000),
  convertMinPoints: z.number().int().min(1).max(1_000_000_000),
  promotionId: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type BoPointsMallConfigInput = z.infer<typeof boPointsMallConfigInput>;

/** Staff give points to a member (or take some back) with a reason: goodwill, a correction. Idempotent on the client key. */
export const boPointsGrantInput = z.strictObject({
  account: z.string().trim().min(1).max(64),
  points: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((p) => p !== 0, 'not zero'),
  reason: z.string().trim().min(1).max(200),
  clientKey: walletRequestKey,
});
export type BoPointsGrantInput = z.infer<typeof boPointsGrantInput>;
export const boPointsGrantResult = z.object({ account: z.string(), points: z.number().int(), balanceAfter: points, replayed: z.boolean() });
export type BoPointsGrantResult = z.infer<typeof boPointsGrantResult>;
