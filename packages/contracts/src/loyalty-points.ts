import { z } from 'zod';
import { recordPeriodQuery } from './records';

/**
 * Loyalty points: earning categories, the rates staff set, and the member's balance, rules and
 * details. Points are whole numbers; rates are points per 100.00 (10,000 minor units) of valid bets
 * or deposits, in basis points of a point (10,000 = one point per 100.00).
 */

/** The game categories points are earned in (the spec's live, lottery, pvp, rng, sports). */
export const pointCategories = ['live', 'lottery', 'pvp', 'rng', 'sports'] as const;
export const pointCategory = z.enum(pointCategories);
export type PointCategory = z.infer<typeof pointCategory>;

/** What a rate applies to: a game category, or deposits. */
export const pointRateSources = [...pointCategories, 'deposit'] as const;
export const pointRateSource = z.enum(pointRateSources);
export type PointRateSource = z.infer<typeof pointRateSource>;

/** Every source a points entry may carry (the journal's check constraint lists the same). */
export const pointEntrySources = [
  'live',
  'lottery',
  'pvp',
  'rng',
  'sports',
  'deposit',
  'redeem',
  'convert',
  'refund',
  'mission',
  'wheel',
  'leaderboard',
  'vip',
  'staff',
] as const;
export const pointEntrySource = z.enum(pointEntrySources);
export type PointEntrySource = z.infer<typeof pointEntrySource>;

/** The catalog's game types (member_game_hourly.game_type) by the points category they earn in. */
export const pointCategoryByGameType: Readonly<Record<string, PointCategory>> = {
  LIVE: 'live',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  PVP: 'pvp',
  RNG: 'rng',
  BGS: 'rng',
  FISH: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
};

/** The points category of a game type; null for a type that earns no points. */
export const pointCategoryOf = (gameType: string): PointCategory | null => pointCategoryByGameType[gameType.toUpperCase()] ?? null;

/** Minor units a rate is quoted per (100.00), and the basis points of one point. */
export const POINT_RATE_BASE_MINOR = 10_000;
export const POINT_RATE_BP_PER_POINT = 10_000;

/** A rate: at most 1,000,000 points per 100.00, in basis points of a point. */
export const pointRateBp = z.number().int().min(0).max(10_000_000_000);

/** One rate: a VIP level's (null: the default for every level without its own) for one source. */
export const pointRate = z.strictObject({
  vipLevel: z.number().int().min(0).max(100).nullable(),
  source: pointRateSource,
  pointsBp: pointRateBp,
});
export type PointRate = z.infer<typeof pointRate>;

/** Back office: the whole rates table, replaced at once; a (level, source) pair at most once. */
export const boPointRatesUpdate = z.strictObject({ rates: z.array(pointRate).max(2000) }).superRefine((value, ctx) => {
  const seen = new Set<string>();
  value.rates.forEach((rate, index) => {
    const key = `${rate.vipLevel ?? 'default'}:${rate.source}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rates', index], message: 'duplicate level and source' });
    seen.add(key);
  });
});
export type BoPointRatesUpdate = z.infer<typeof boPointRatesUpdate>;

export const boPointRates = z.object({
  rates: z.array(pointRate),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The last accrual run, if any. */
  lastRun: z
    .object({
      id: z.number().int(),
      status: z.enum(['running', 'done', 'failed']),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      members: z.number().int(),
      entries: z.number().int(),
      pointsIn: z.number().int(),
      pointsOut: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type BoPointRates = z.infer<typeof boPointRates>;

/** Back office: an accrual run started by staff (the scheduler runs it too). */
export const boPointAccrualRunResult = z.object({
  ran: z.boolean(),
  members: z.number().int(),
  entries: z.number().int(),
  pointsIn: z.number().int(),
  pointsOut: z.number().int(),
});
export type BoPointAccrualRunResult = z.infer<typeof boPointAccrualRunResult>;

/** The member's points now. */
export const pointBalance = z.object({
  balance: z.number().int(),
  earned: z.number().int(),
  spent: z.number().int(),
});
export type PointBalance = z.infer<typeof pointBalance>;

/** Points rules: the member's own rates and every level's, and that points never expire. */
export const pointConfig = z.object({
  /** The member's VIP level the rates below apply at (null: the default rates). */
  vipLevel: z.number().int().nullable(),
  /** The member's effective rate per source. */
  myRates: z.array(z.object({ source: pointRateSource, pointsBp: pointRateBp })),
  /** Every rate staff set, default (vipLevel null) first. */
  rates: z.array(pointRate),
  rateBaseMinor: z.number().int(),
  neverExpire: z.literal(true),
});
export type PointConfig = z.infer<typeof pointConfig>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** Points details: a period (preset or from/to days), a source, a page. */
export const pointDetailsQuery = recordPeriodQuery.extend({ source: pointEntrySource.optional(), pageNo, pageSize });
export type PointDetailsQuery = z.infer<typeof pointDetailsQuery>;

/** One points movement with the spec's transaction fields; redeem fields come from the entry's details. */
export const pointDetail = z.object({
  transactionNo: z.string(),
  time: z.string(),
  source: pointEntrySource,
  /** Redeem type (cash, discount, life service, gift), when the movement is a redemption. */
  redeemType: z.string().nullable(),
  itemName: z.string().nullable(),
  quantity: z.number().int().nullable(),
  pointsNeeded: z.number().int().nullable(),
  /** Minor units. */
  amountNeeded: z.number().int().nullable(),
  status: z.string().nullable(),
  change: z.number().int(),
  balance: z.number().int(),
  remark: z.string().nullable(),
  /** Exchange ratio as staff wrote it (for conversions), or the rate used (earning). */
  ratio: z.string().nullable(),
  /** An accrual entry nets the run's categories: each category's part (empty for other movements). */
  parts: z.array(z.object({ source: pointCategory, change: z.number().int() })),
});
export type PointDetail = z.infer<typeof pointDetail>;

export const pointDetailsPage = z.object({
  list: z.array(pointDetail),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PointDetailsPage = z.infer<typeof pointDetailsPage>;
