import { z } from 'zod';
import { translationsOf } from './content-translations';
import { boPage, boPageQuery } from './content';
import { minorTotal } from './money';

/**
 * Missions and leaderboards: daily and weekly missions composed of conditions (all must hold) with
 * a reward in money (with turnover), points or prize-wheel tickets, and boards by valid bets or
 * biggest win per day, week or month and category, with prizes for the top places. Amounts are
 * minor units; turnover multiples basis points (10,000 = once the reward).
 */

/** The game categories missions and boards count in (the spec's live, lottery, pvp, rng, sports). */
export const loyaltyGameCategories = ['live', 'lottery', 'pvp', 'rng', 'sports'] as const;
export const loyaltyGameCategory = z.enum(loyaltyGameCategories);
export type LoyaltyGameCategory = z.infer<typeof loyaltyGameCategory>;

/** The catalog's game types (member_game_hourly.game_type) of each category. */
export const gameTypesOfCategory: Record<LoyaltyGameCategory, readonly string[]> = {
  live: ['LIVE'],
  lottery: ['LOTT', 'ELOTT'],
  pvp: ['PVP'],
  rng: ['RNG', 'BGS', 'FISH'],
  sports: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
};

const minor = z.number().int().positive().max(1_000_000_000_000);
const count = z.number().int().min(1).max(100_000);
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const missionConditionTypes = ['deposit', 'valid_bets', 'rounds', 'login_streak', 'invite_depositor'] as const;
export const missionConditionType = z.enum(missionConditionTypes);
export type MissionConditionType = z.infer<typeof missionConditionType>;

/** One condition: deposits of at least X, valid bets of Y (in a category or any), N rounds, N days running, N invited friends who deposit. */
export const missionCondition = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('deposit'), minAmount: minor }),
  z.strictObject({ type: z.literal('valid_bets'), amount: minor, category: loyaltyGameCategory.nullable() }),
  z.strictObject({ type: z.literal('rounds'), count, category: loyaltyGameCategory.nullable() }),
  z.strictObject({ type: z.literal('login_streak'), days: z.number().int().min(1).max(31) }),
  z.strictObject({ type: z.literal('invite_depositor'), count: z.number().int().min(1).max(100) }),
]);
export type MissionCondition = z.infer<typeof missionCondition>;

export const missionPeriod = z.enum(['daily', 'weekly']);
export type MissionPeriod = z.infer<typeof missionPeriod>;
export const missionRewardKind = z.enum(['money', 'points', 'tickets']);
export type MissionRewardKind = z.infer<typeof missionRewardKind>;

const texts = { title: z.string().trim().min(1).max(120), description: z.string().trim().max(1000) };
export const missionTranslations = translationsOf(texts);

/** A condition as the member sees it: how far they are, in the condition's unit (minor units, rounds, days, friends). */
export const missionConditionProgress = z.object({
  type: missionConditionType,
  category: loyaltyGameCategory.nullable(),
  target: z.number().int(),
  current: minorTotal,
  done: z.boolean(),
});
export type MissionConditionProgress = z.infer<typeof missionConditionProgress>;

export const missionReward = z.object({ kind: missionRewardKind, amount: z.number().int(), turnoverMultipleBp: z.number().int() });

export const missionView = z.object({
  id: z.number().int(),
  period: missionPeriod,
  periodKey: z.string(),
  periodEnd: z.string(),
  title: z.string(),
  description: z.string(),
  conditions: z.array(missionConditionProgress),
  /** 0 to 10,000: the mean of the conditions' progress, each capped at its target. */
  progressBp: z.number().int(),
  complete: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
  reward: missionReward,
});
export type MissionView = z.infer<typeof missionView>;

export const missionSummary = z.object({ missions: z.array(missionView), claimableCount: z.number().int() });
export type MissionSummary = z.infer<typeof missionSummary>;

export const claimMissionRequest = z.strictObject({ missionId: id });
export type ClaimMissionRequest = z.infer<typeof claimMissionRequest>;

export const claimMissionResult = z.object({
  missionId: z.number().int(),
  periodKey: z.string(),
  reward: missionReward,
  status: z.enum(['paying', 'paid']),
  /** True when the mission was already claimed this period: the first claim's answer, nothing paid now. */
  replayed: z.boolean(),
});
export type ClaimMissionResult = z.infer<typeof claimMissionResult>;

export const boardMetric = z.enum(['valid_bets', 'biggest_win']);
export type BoardMetric = z.infer<typeof boardMetric>;
export const boardPeriod = z.enum(['daily', 'weekly', 'monthly']);
export type BoardPeriod = z.infer<typeof boardPeriod>;

/** A board to show: the named one (or the first), this period or the one before. */
export const leaderboardRequest = z.strictObject({ boardId: id.optional(), previous: z.boolean().optional() });
export type LeaderboardRequest = z.infer<typeof leaderboardRequest>;

export const leaderboardSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  metric: boardMetric,
  period: boardPeriod,
  category: loyaltyGameCategory.nullable(),
});
export type LeaderboardSummary = z.infer<typeof leaderboardSummary>;

export const leaderboardRow = z.object({ rank: z.number().int(), name: z.string(), score: minorTotal, prize: z.number().int().nullable() });
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const leaderboardDetail = leaderboardSummary.extend({
  description: z.string(),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  rows: z.array(leaderboardRow),
  /** The member's own place (null without a score this period). */
  me: z.object({ rank: z.number().int(), score: minorTotal }).nullable(),
  prizes: z.array(z.object({ rank: z.number().int(), amount: z.number().int() })),
  /** When the standings were last counted (the board run refreshes them every tick). */
  refreshedAt: z.string().nullable(),
});
export type LeaderboardDetail = z.infer<typeof leaderboardDetail>;

export const leaderboardView = z.object({ boards: z.array(leaderboardSummary), board: leaderboardDetail.nullable() });
export type LeaderboardView = z.infer<typeof leaderboardView>;

// Back office.

const isoInstant = z.iso.datetime({ offset: true }).nullable();
const levels = z.array(z.number().int().min(0).max(100)).max(101);
const memberTypes = z.array(z.number().int().min(0).max(2_147_483_647)).max(100);

export const boMissionInput = z
  .strictObject({
    period: missionPeriod,
    title: texts.title,
    description: texts.description,
    translations: missionTranslations,
    conditions: z.array(missionCondition).min(1).max(5),
    rewardKind: missionRewardKind,
    rewardAmount: minor,
    turnoverMultipleBp: z.number().int().min(0).max(10_000_000),
    /** The loyalty promotion a money reward is paid from. */
    promotionId: id.nullable(),
    vipLevels: levels,
    memberTypes,
    startAt: isoInstant,
    endAt: isoInstant,
    enabled: z.boolean(),
    sequence: z.number().int().min(0).max(1_000_000),
  })
  .refine((v) => v.rewardKind !== 'money' || v.promotionId !== null, { path: ['promotionId'], message: 'required for a money reward' })
  .refine((v) => v.startAt === null || v.endAt === null || Date.parse(v.startAt) < Date.parse(v.endAt), { path: ['endAt'], message: 'must be after startAt' });
export type BoMissionInput = z.infer<typeof boMissionInput>;

export const boMission = z.object({
  id: z.number().int(),
  period: missionPeriod,
  title: z.string(),
  description: z.string(),
  translations: missionTranslations,
  conditions: z.array(missionCondition),
  rewardKind: missionRewardKind,
  rewardAmount: z.number().int(),
  turnoverMultipleBp: z.number().int(),
  promotionId: z.number().int().nullable(),
  vipLevels: z.array(z.number().int()),
  memberTypes: z.array(z.number().int()),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  claims: z.number().int(),
  updatedAt: z.string(),
});
export type BoMission = z.infer<typeof boMission>;
export const boMissionList = z.object({ list: z.array(boMission) });
export type BoMissionList = z.infer<typeof boMissionList>;
export const boMissionIdParams = z.strictObject({ id });

export const boLeaderboardInput = z
  .strictObject({
    metric: boardMetric,
    period: boardPeriod,
    category: loyaltyGameCategory.nullable(),
    title: texts.title,
    description: texts.description,
    translations: missionTranslations,
    topN: z.number().int().min(1).max(100),
    /** Minor units per rank, first place first. */
    prizes: z.array(minor).max(100),
    promotionId: id.nullable(),
    turnoverMultipleBp: z.number().int().min(0).max(10_000_000),
    enabled: z.boolean(),
    sequence: z.number().int().min(0).max(1_000_000),
  })
  .refine((v) => v.prizes.length === 0 || v.promotionId !== null, { path: ['promotionId'], message: 'required when prizes are set' });
export type BoLeaderboardInput = z.infer<typeof boLeaderboardInput>;

export const boLeaderboard = z.object({
  id: z.number().int(),
  metric: boardMetric,
  period: boardPeriod,
  category: loyaltyGameCategory.nullable(),
  title: z.string(),
  description: z.string(),
  translations: missionTranslations,
  topN: z.number().int(),
  prizes: z.array(z.number().int()),
  promotionId: z.number().int().nullable(),
  turnoverMultipleBp: z.number().int(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  updatedAt: z.string(),
});
export type BoLeaderboard = z.infer<typeof boLeaderboard>;
export const boLeaderboardList = z.object({ list: z.array(boLeaderboard) });
export type BoLeaderboardList = z.infer<typeof boLeaderboardList>;

export const boBoardResultsQuery = boPageQuery;
export const boBoardPrize = z.object({
  rank: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  score: minorTotal,
  amount: z.number().int(),
  status: z.enum(['owed', 'paid', 'failed']),
  error: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export const boBoardPeriod = z.object({
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(['open', 'closed', 'paid']),
  closedAt: z.string().nullable(),
  prizes: z.array(boBoardPrize),
});
export type BoBoardPeriod = z.infer<typeof boBoardPeriod>;
export const boBoardResults = boPage(boBoardPeriod);
export type BoBoardResults = z.infer<typeof boBoardResults>;
