import { z } from 'zod';
import { boPage, boPageQuery } from './content';
import { languageCodes } from './languages';
import { pointRateSource } from './loyalty-points';

/**
 * VIP levels (docs/loyalty.md, "VIP levels"): the ladder staff define, a member's level and progress,
 * the VIP bonuses, and the back office's editor, member views and runs. Money is in minor units,
 * turnover multiples in basis points (10 000 = once the bonus).
 */

const minorUnits = z.number().int().min(0).max(1_000_000_000_000);
export const vipLevelNumber = z.coerce.number().int().min(0).max(100);
export const vipKeepPeriod = z.enum(['weekly', 'monthly', 'none']);
export type VipKeepPeriod = z.infer<typeof vipKeepPeriod>;
export const vipHistoryReason = z.enum(['upgrade', 'downgrade', 'staff']);
export const vipBonusKind = z.enum(['upgrade', 'weekly', 'monthly']);
export const vipBonusStatus = z.enum(['owed', 'paid', 'refused']);

/** The built-in icon set; a level's icon is `builtin:<name>` or an uploaded picture's URL. */
export const vipBuiltinIcons = [
  'builtin:star',
  'builtin:bronze',
  'builtin:silver',
  'builtin:gold',
  'builtin:platinum',
  'builtin:diamond',
  'builtin:crown',
] as const;
const vipIcon = z.union([
  z.enum(vipBuiltinIcons),
  z
    .string()
    .max(500)
    .regex(/^\/(uploads|lgw)\/[A-Za-z0-9/_.-]+$/, 'an uploaded picture or a built-in icon'),
]);

const languageKey = z.enum(languageCodes);
/** Per language text; a language left out falls back to English, then to the level number. */
const perLanguage = (max: number) => z.partialRecord(languageKey, z.string().trim().min(1).max(max));

/** A level as staff write it. */
export const boVipLevelInput = z.strictObject({
  names: perLanguage(40).refine((v) => Object.keys(v).length > 0, 'at least one language'),
  benefits: perLanguage(1000),
  icon: vipIcon,
  depositThreshold: minorUnits,
  validBetThreshold: minorUnits,
  keepDeposit: minorUnits,
  keepValidBet: minorUnits,
  upgradeBonus: minorUnits,
  weeklyBonus: minorUnits,
  monthlyBonus: minorUnits,
  turnoverMultipleBp: z.number().int().min(0).max(10_000_000),
});
export type BoVipLevelInput = z.infer<typeof boVipLevelInput>;

export const boVipLevel = boVipLevelInput.extend({ level: z.number().int(), members: z.number().int(), updatedAt: z.string() });
export type BoVipLevel = z.infer<typeof boVipLevel>;

export const boVipSettingsInput = z.strictObject({
  /** The `loyalty` promotion VIP bonuses are paid from (its budget applies); null pays nothing until set. */
  promotionId: z.number().int().positive().max(2_147_483_647).nullable(),
  windowDays: z.number().int().min(1).max(365),
  keepPeriod: vipKeepPeriod,
  maxDropLevels: z.number().int().min(1).max(100),
});
export type BoVipSettingsInput = z.infer<typeof boVipSettingsInput>;
export const boVipSettings = boVipSettingsInput.extend({ promotionTitle: z.string().nullable() });
export type BoVipSettings = z.infer<typeof boVipSettings>;

export const boVipProgramme = z.object({ settings: boVipSettings, levels: z.array(boVipLevel) });
export type BoVipProgramme = z.infer<typeof boVipProgramme>;

export const boVipLevelParams = z.strictObject({ level: vipLevelNumber });

export const boVipMemberQuery = boPageQuery.extend({
  level: vipLevelNumber.optional(),
  account: z.string().trim().min(1).max(64).optional(),
});
export type BoVipMemberQuery = z.infer<typeof boVipMemberQuery>;
export const boVipMember = z.object({ memberId: z.number().int(), account: z.string(), level: z.number().int(), since: z.string().nullable() });
export const boVipMemberPage = boPage(boVipMember);
export type BoVipMemberPage = z.infer<typeof boVipMemberPage>;

export const boVipMemberParams = z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const vipHistoryEntry = z.object({
  id: z.number().int(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: vipHistoryReason,
  periodKey: z.string().nullable(),
  staff: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export const boVipMemberHistory = z.object({ memberId: z.number().int(), account: z.string(), level: z.number().int(), history: z.array(vipHistoryEntry) });
export type BoVipMemberHistory = z.infer<typeof boVipMemberHistory>;

/** Staff set a member's level by hand (audited); no upgrade bonus is paid for it. */
export const boVipLevelSet = z.strictObject({ level: z.number().int().min(0).max(100), remark: z.string().trim().min(1).max(500) });
export type BoVipLevelSet = z.infer<typeof boVipLevelSet>;

export const boVipRun = z.object({
  id: z.number().int(),
  runner: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  upgraded: z.number().int(),
  downgraded: z.number().int(),
  bonusesPaid: z.number().int(),
  bonusesRefused: z.number().int(),
  error: z.string().nullable(),
});
export const boVipRunStatus = z.object({
  schedulerOn: z.boolean(),
  runs: z.array(boVipRun),
  owed: z.number().int(),
  refused: z.number().int(),
  closedPeriods: z.array(
    z.object({ periodKey: z.string(), kind: z.enum(['weekly', 'monthly']), bonuses: z.number().int(), downgraded: z.number().int(), closedAt: z.string() }),
  ),
});
export type BoVipRunStatus = z.infer<typeof boVipRunStatus>;

/** A level as players read it, in the caller's language. */
export const vipLevelView = z.object({
  level: z.number().int(),
  name: z.string(),
  icon: z.string(),
  benefits: z.string(),
  depositThreshold: minorUnits,
  validBetThreshold: minorUnits,
  keepDeposit: minorUnits,
  keepValidBet: minorUnits,
  upgradeBonus: minorUnits,
  weeklyBonus: minorUnits,
  monthlyBonus: minorUnits,
  turnoverMultipleBp: z.number().int(),
  /** Points earned per 100.00 of valid bets (per category) or deposits at this level, in basis points of a point. */
  pointRates: z.partialRecord(pointRateSource, z.number().int()),
});
export type VipLevelView = z.infer<typeof vipLevelView>;

/** MCS2_vipInfo: the member's level, rolling figures, what the next level needs, and the ladder. */
export const vipInfo = z.object({
  level: z.number().int(),
  currency: z.string(),
  windowDays: z.number().int(),
  keepPeriod: vipKeepPeriod,
  /** Deposits and valid bets of the rolling window upgrades read. */
  deposits: minorUnits,
  validBets: minorUnits,
  /** Deposits and valid bets of the current keep period (what keeping the level needs). */
  periodDeposits: minorUnits,
  periodValidBets: minorUnits,
  nextLevel: z.number().int().nullable(),
  levels: z.array(vipLevelView),
});
export type VipInfo = z.infer<typeof vipInfo>;

export const vipBonus = z.object({
  id: z.number().int(),
  kind: vipBonusKind,
  level: z.number().int(),
  periodKey: z.string(),
  amount: minorUnits,
  status: vipBonusStatus,
  createdAt: z.string(),
});
export const vipBonusList = z.object({ list: z.array(vipBonus) });
export type VipBonusList = z.infer<typeof vipBonusList>;
