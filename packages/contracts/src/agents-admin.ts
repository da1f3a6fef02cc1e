import { z } from 'zod';
import { agentContractStatus, agentContractType, agentContractView, agentSettlementStatus, agentSettlementView } from './agent-contracts';
import { boPage } from './content';

// Back office, agents: the agent tree, contract oversight, settlement runs and
// their re-runs, freeze and unfreeze. Amounts are integer minor units; ids of bigint rows are numbers.

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const account = z.string().trim().min(1).max(50);

export const boAgentIdParams = z.strictObject({ id });

/** Frozen: a dividend refused or not confirmed in time (or staff); the member cannot sign in. */
export const boAgentMemberStatus = z.enum(['active', 'disabled', 'frozen']);
export type BoAgentMemberStatus = z.infer<typeof boAgentMemberStatus>;

export const boAgentTreeNode = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** From the merchant's agent type codes (anything else, trial accounts included, is a player). */
  kind: z.enum(['agent', 'player']),
  type: z.number().int(),
  status: boAgentMemberStatus,
  frozenReason: z.string().nullable(),
  frozenAt: z.string().nullable(),
  uplineId: z.number().int().nullable(),
  /** Everyone below (member_team_sizes), the member itself excluded. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Main wallet in the merchant currency (agent_main or player_main). */
  balance: z.number().int(),
  createdAt: z.string(),
});
export type BoAgentTreeNode = z.infer<typeof boAgentTreeNode>;

/** Children of `parentId`, or the top-level members (no upline) when absent; agents first. */
export const boAgentTreeQuery = z.strictObject({ parentId: id.optional(), pageNo, pageSize });
export type BoAgentTreeQuery = z.infer<typeof boAgentTreeQuery>;
export const boAgentTreePage = boPage(boAgentTreeNode);
export type BoAgentTreePage = z.infer<typeof boAgentTreePage>;

/** An exact account (any case); empty finds nobody. */
export const boAgentSearchQuery = z.strictObject({ account: z.string().trim().max(50).default('') });
/** The member (null: no such account) and its upline chain, top-level first, so the tree can expand down to it. */
export const boAgentSearchResult = z.object({ member: boAgentTreeNode.nullable(), chain: z.array(boAgentTreeNode) });
export type BoAgentSearchResult = z.infer<typeof boAgentSearchResult>;

/** What the agents screens show beside the tree: the policy flag and the settlement clock. */
export const boAgentOverview = z.object({
  /** Whitelabel AGENTPOLICY3 (edited on the whitelabel settings screen). */
  agentPolicy: z.boolean(),
  businessTimeZone: z.string(),
  /** The settlement clock = wall clock + this (AGENT_SETTLEMENT_CLOCK_OFFSET_MINUTES). */
  settlementClockOffsetMinutes: z.number().int(),
});
export type BoAgentOverview = z.infer<typeof boAgentOverview>;

export const boAgentFreezeBody = z.strictObject({ reason: z.string().trim().min(1).max(200) });
export type BoAgentFreezeBody = z.infer<typeof boAgentFreezeBody>;

/** A contract as staff see it: both parties, who offered it (a staff id for platform offers). */
export const boAgentContract = agentContractView.omit({ role: true }).extend({
  offeredByStaffId: z.number().int().nullable(),
  replacesId: z.number().int().nullable(),
});
export type BoAgentContract = z.infer<typeof boAgentContract>;

export const boAgentContractQuery = z.strictObject({
  type: agentContractType.optional(),
  status: agentContractStatus.optional(),
  /** Either party's account, exact. */
  account: account.optional(),
  pageNo,
  pageSize,
});
export type BoAgentContractQuery = z.infer<typeof boAgentContractQuery>;
export const boAgentContractPage = boPage(boAgentContract);
export type BoAgentContractPage = z.infer<typeof boAgentContractPage>;

/** A platform contract offered to a top-level agent (terms checked by `agentContractTermsByType`). */
export const boAgentContractOffer = z.strictObject({
  type: agentContractType,
  downlineAccount: account,
  terms: z.record(z.string(), z.unknown()),
  endsAt: z.string().datetime({ offset: true }).nullable().optional(),
  note: z.string().trim().max(200).optional(),
});
export type BoAgentContractOffer = z.infer<typeof boAgentContractOffer>;

export const boAgentContractTerminate = z.strictObject({ reason: z.string().trim().min(1).max(200) });
export type BoAgentContractTerminate = z.infer<typeof boAgentContractTerminate>;

/** Settlement jobs: one per contract type (dividends of every period kind run in the dividend job). */
export const boAgentSettlementJobs = ['realtime_salary', 'hourly_salary', 'daily_salary', 'dividend'] as const;
export const boAgentSettlementJob = z.enum(boAgentSettlementJobs);
export type BoAgentSettlementJob = z.infer<typeof boAgentSettlementJob>;

/** Period key formats (business time zone), as the settlement makes them. */
export const agentPeriodKeyPatterns = {
  five_minutes: /^\d{4}-\d{2}-\d{2}T\d{2}:[0-5][05]$/,
  hourly: /^\d{4}-\d{2}-\d{2}T\d{2}$/,
  daily: /^\d{4}-\d{2}-\d{2}$/,
  weekly: /^\d{4}-W\d{2}$/,
  semi_monthly: /^\d{4}-\d{2}-H[12]$/,
  monthly: /^\d{4}-\d{2}$/,
} as const;
export type AgentPeriodKind = keyof typeof agentPeriodKeyPatterns;

/** The period kinds each job settles. */
export const agentJobPeriodKinds = {
  realtime_salary: ['five_minutes'],
  hourly_salary: ['hourly'],
  daily_salary: ['daily'],
  dividend: ['daily', 'weekly', 'semi_monthly', 'monthly'],
} as const satisfies Record<BoAgentSettlementJob, readonly AgentPeriodKind[]>;

/** The period kind a key of this job names, or null when the key is not one of the job's formats. */
export const periodKindOfKey = (job: BoAgentSettlementJob, key: string): AgentPeriodKind | null =>
  agentJobPeriodKinds[job].find((kind) => agentPeriodKeyPatterns[kind].test(key)) ?? null;

export const boAgentSettlementRunCreate = z
  .strictObject({ job: boAgentSettlementJob, periodKey: z.string().trim().min(7).max(20) })
  .refine((v) => periodKindOfKey(v.job, v.periodKey) !== null, { message: 'PERIOD_KEY_INVALID', path: ['periodKey'] });
export type BoAgentSettlementRunCreate = z.infer<typeof boAgentSettlementRunCreate>;

export const boAgentSettlementRun = z.object({
  id: z.number().int(),
  job: boAgentSettlementJob,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  trigger: z.enum(['schedule', 'catch_up', 'staff']),
  staff: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  runner: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  contracts: z.number().int(),
  paidCount: z.number().int(),
  paidAmount: z.number().int(),
  error: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BoAgentSettlementRun = z.infer<typeof boAgentSettlementRun>;

export const boAgentSettlementRunQuery = z.strictObject({
  job: boAgentSettlementJob.optional(),
  status: z.enum(['running', 'done', 'failed']).optional(),
  trigger: z.enum(['schedule', 'catch_up', 'staff']).optional(),
  periodKey: z.string().trim().min(1).max(20).optional(),
  pageNo,
  pageSize,
});
export type BoAgentSettlementRunQuery = z.infer<typeof boAgentSettlementRunQuery>;
export const boAgentSettlementRunPage = boPage(boAgentSettlementRun);
export type BoAgentSettlementRunPage = z.infer<typeof boAgentSettlementRunPage>;

/**
 * A settlement as staff see it. `inputs` is the stored figures object as the settlement job wrote it
 * (`agentSettlementInputs`), passed through untouched so a newer figure never breaks the screen.
 */
export const boAgentSettlement = agentSettlementView.omit({ role: true, inputs: true }).extend({
  inputs: z.record(z.string(), z.unknown()),
  revision: z.number().int(),
});
export type BoAgentSettlement = z.infer<typeof boAgentSettlement>;

export const boAgentSettlementRunDetail = z.object({ run: boAgentSettlementRun, settlements: z.array(boAgentSettlement) });
export type BoAgentSettlementRunDetail = z.infer<typeof boAgentSettlementRunDetail>;

export const boAgentSettlementQuery = z.strictObject({
  type: agentContractType.optional(),
  status: agentSettlementStatus.optional(),
  /** Payee's or payer's account, exact. */
  account: account.optional(),
  periodKey: z.string().trim().min(1).max(20).optional(),
  pageNo,
  pageSize,
});
export type BoAgentSettlementQuery = z.infer<typeof boAgentSettlementQuery>;
export const boAgentSettlementPage = boPage(boAgentSettlement);
export type BoAgentSettlementPage = z.infer<typeof boAgentSettlementPage>;
