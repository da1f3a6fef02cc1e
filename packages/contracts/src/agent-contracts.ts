import { z } from 'zod';

/**
 * Contracts between agents.
 * An upline offers a contract to a direct downline agent (or the platform to a top-level agent);
 * the downline accepts or rejects; either side may terminate; an offer or a contract past its end
 * expires. Amounts are minor units; rates are basis points (1 = 0.01 %, 10,000 = 100 %).
 */

export const agentContractTypes = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export const agentContractType = z.enum(agentContractTypes);
export type AgentContractTypeName = z.infer<typeof agentContractType>;

/** The relay call of each type, as the clients name it. */
export const agentContractRelay = {
  dividend: 'MCS2_processDividendReq',
  daily_salary: 'MCS2_processDailySalContract',
  hourly_salary: 'MCS2_processContractHourSalary',
  realtime_salary: 'MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<AgentContractTypeName, string>;

/** The agent-centre page of each type and its menu type. */
export const agentContractPage = {
  dividend: { page: 'agentDividendRecordCopy2', menuType: 'enableCt' },
  daily_salary: { page: 'agentDailyWages2', menuType: 'salary' },
  hourly_salary: { page: 'agentHourSalary', menuType: 'hourSalary' },
  realtime_salary: { page: 'agentRealtimeSalary', menuType: 'agentRealtimeSalary' },
} as const satisfies Record<AgentContractTypeName, { page: string; menuType: string }>;

export const agentContractStatuses = ['offered', 'active', 'rejected', 'terminated', 'expired'] as const;
export const agentContractStatus = z.enum(agentContractStatuses);
export type AgentContractStatusName = z.infer<typeof agentContractStatus>;

export const dividendPeriods = ['daily', 'weekly', 'semi_monthly', 'monthly'] as const;
export const dividendPeriod = z.enum(dividendPeriods);
export type DividendPeriod = z.infer<typeof dividendPeriod>;

export const rateBp = z.number().int().min(1).max(10_000);
const minorUnits = z.number().int().min(0).max(1_000_000_000_000);

/**
 * One tier: it applies when the team meets every threshold for the period; the highest-rate tier
 * that applies wins. `minValidBet` is the period's team valid bet (for salaries, the daily or
 * hourly bet amount); `minProfitLoss` (dividends) the team's loss to the house for the period
 * after carry-over (positive when the house won).
 */
export const salaryTier = z.strictObject({
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  minValidBet: minorUnits,
  rateBp,
});
export type SalaryTier = z.infer<typeof salaryTier>;

export const dividendTier = salaryTier.extend({ minProfitLoss: minorUnits });
export type DividendTier = z.infer<typeof dividendTier>;

/** Tiers ascend: each asks at least as much as the one before and pays a strictly higher rate. */
const ascending = <T extends { minActiveMembers: number; minValidBet: number; rateBp: number; minProfitLoss?: number }>(tiers: readonly T[]) =>
  tiers.every((tier, i) => {
    const before = tiers[i - 1];
    if (!before) return true;
    return (
      tier.rateBp > before.rateBp &&
      tier.minActiveMembers >= before.minActiveMembers &&
      tier.minValidBet >= before.minValidBet &&
      (tier.minProfitLoss ?? 0) >= (before.minProfitLoss ?? 0)
    );
  });
const tiersMessage = { message: 'TIERS_NOT_ASCENDING', path: ['tiers'] };

export const dailySalaryTerms = z.strictObject({ tiers: z.array(salaryTier).min(1).max(10) }).refine((t) => ascending(t.tiers), tiersMessage);
export const hourlySalaryTerms = dailySalaryTerms;
export const dividendTerms = z
  .strictObject({ period: dividendPeriod, tiers: z.array(dividendTier).min(1).max(10) })
  .refine((t) => ascending(t.tiers), tiersMessage);
/**
 * Real-time salary: every 5 minutes, each team bet settled in the window whose stake is at least
 * `minSingleBet` earns `winRateBp` of its stake when the player won (profit) or `lossRateBp` when
 * the player lost.
 */
export const realtimeSalaryTerms = z.strictObject({ winRateBp: rateBp, lossRateBp: rateBp, minSingleBet: minorUnits });

export type DailySalaryTerms = z.infer<typeof dailySalaryTerms>;
export type HourlySalaryTerms = z.infer<typeof hourlySalaryTerms>;
export type DividendTerms = z.infer<typeof dividendTerms>;
export type RealtimeSalaryTerms = z.infer<typeof realtimeSalaryTerms>;

export const agentContractTermsByType = {
  dividend: dividendTerms,
  daily_salary: dailySalaryTerms,
  hourly_salary: hourlySalaryTerms,
  realtime_salary: realtimeSalaryTerms,
} as const;

export type AgentContractTerms = DailySalaryTerms | DividendTerms | RealtimeSalaryTerms;

/**
 * The rates one contract grants, for the rate-cap rule: a contract an agent gives below it may
 * not pay more than the contract it holds. Tiered types compare their highest tier; real-time
 * salary compares each rate on its own.
 */
export const contractRates = (terms: AgentContractTerms): { rateBp: number; winRateBp?: number; lossRateBp?: number } => {
  if ('tiers' in terms) return { rateBp: Math.max(...terms.tiers.map((t) => t.rateBp)) };
  return { rateBp: Math.max(terms.winRateBp, terms.lossRateBp), winRateBp: terms.winRateBp, lossRateBp: terms.lossRateBp };
};

/** True when `given` pays more than `held` allows (the given contract must be ended or refused). */
export const exceedsRateCap = (given: AgentContractTerms, held: AgentContractTerms): boolean => {
  const g = contractRates(given);
  const h = contractRates(held);
  if (g.winRateBp !== undefined && h.winRateBp !== undefined) return g.winRateBp > h.winRateBp || (g.lossRateBp ?? 0) > (h.lossRateBp ?? 0);
  return g.rateBp > h.rateBp;
};

const party = z.object({ id: z.number().int(), account: z.string(), nickname: z.string().nullable() });

export const agentContractView = z.object({
  id: z.number().int(),
  type: agentContractType,
  status: agentContractStatus,
  /** `received`: the caller is the downline; `given`: the caller is the upline. */
  role: z.enum(['received', 'given']),
  /** null: the platform is the upline (a top-level agent's contract). */
  upline: party.nullable(),
  downline: party,
  terms: z.record(z.string(), z.unknown()),
  period: z.enum(['five_minutes', 'hourly', 'daily', 'weekly', 'semi_monthly', 'monthly']),
  note: z.string().nullable(),
  offeredAt: z.string(),
  offerExpiresAt: z.string(),
  respondedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedBy: z.enum(['upline', 'downline', 'system', 'staff']).nullable(),
  /** Free text from the party who ended it, or a stable code for the system (e.g. RATE_CAP, EXPIRED). */
  endReason: z.string().nullable(),
});
export type AgentContractView = z.infer<typeof agentContractView>;

/** `GET /wps/relay/<relay of the type>`: the caller's contracts of that type. */
export const agentContractListQuery = z.object({
  role: z.enum(['received', 'given', 'all']).default('all'),
  status: z.union([agentContractStatus, z.literal('live')]).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentContractListQuery = z.infer<typeof agentContractListQuery>;

export const agentContractList = z.object({
  content: z.array(agentContractView),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The active contract the caller holds of this type (its terms cap what it may offer), or null. */
  held: agentContractView.nullable(),
});
export type AgentContractList = z.infer<typeof agentContractList>;

/** `POST /wps/relay/<relay of the type>`: one action, named by `action`. */
export const agentContractAction = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('offer'),
    /** A direct downline agent of the caller. */
    downlineAccount: z.string().trim().min(1).max(50),
    terms: z.record(z.string(), z.unknown()),
    /** Optional end of the contract (ISO date-time, in the future). */
    endsAt: z.string().datetime({ offset: true }).nullable().optional(),
    note: z.string().trim().max(200).optional(),
  }),
  z.strictObject({ action: z.literal('accept'), contractId: z.number().int().positive() }),
  z.strictObject({ action: z.literal('reject'), contractId: z.number().int().positive(), reason: z.string().trim().max(200).optional() }),
  z.strictObject({ action: z.literal('terminate'), contractId: z.number().int().positive(), reason: z.string().trim().max(200).optional() }),
  /** Dividends only: the upline confirms (pays) or refuses a settlement awaiting confirmation. */
  z.strictObject({ action: z.literal('confirm'), settlementId: z.number().int().positive() }),
  z.strictObject({ action: z.literal('refuse'), settlementId: z.number().int().positive(), reason: z.string().trim().max(200).optional() }),
]);
export type AgentContractAction = z.infer<typeof agentContractAction>;

export const agentContractActionResult = z.object({
  contract: agentContractView.nullable(),
  settlement: z.lazy(() => agentSettlementView).nullable(),
  /** Contracts the caller had given below it that this acceptance ended (rate cap), by id. */
  autoTerminated: z.array(z.number().int()),
});
export type AgentContractActionResult = z.infer<typeof agentContractActionResult>;

/** Consolidated contract info: which contract pages the agent centre shows. */
const contractTypeInfo = z.object({
  /** The page is shown: the agent holds or has been offered this type, or has given one. */
  enabled: z.boolean(),
  received: agentContractStatus.nullable(),
  givenActive: z.number().int(),
  givenOffered: z.number().int(),
});
export const consolidatedContractInfo = z.object({
  divtypereq: contractTypeInfo,
  dailysalreqtype: contractTypeInfo,
  contracthoursalreq: contractTypeInfo,
  realtimesalreqtype: contractTypeInfo,
  /** Offers waiting for the caller's answer, all types. */
  pendingOffers: z.number().int(),
  /** Dividend settlements waiting for the caller's confirmation. */
  pendingConfirmations: z.number().int(),
});
export type ConsolidatedContractInfo = z.infer<typeof consolidatedContractInfo>;

export const consolidatedInfoKey = {
  dividend: 'divtypereq',
  daily_salary: 'dailysalreqtype',
  hourly_salary: 'contracthoursalreq',
  realtime_salary: 'realtimesalreqtype',
} as const satisfies Record<AgentContractTypeName, keyof ConsolidatedContractInfo>;

export const agentSettlementStatuses = ['nothing_due', 'awaiting_confirmation', 'insufficient_funds', 'paid', 'forced_pending', 'forced'] as const;
export const agentSettlementStatus = z.enum(agentSettlementStatuses);

/**
 * The figures a settlement was computed from, shown with every payout. Tiered types fill the team
 * figures and the tier; real-time salary fills the stake split; dividends add the carry-over.
 */
export const agentSettlementInputs = z.object({
  teamMembers: z.number().int(),
  activeMembers: z.number().int(),
  validBet: z.number().int(),
  /** The team's result for the house: positive when the house won (players' losses). */
  houseProfit: z.number().int(),
  /** Index into the contract's tiers, or null when no tier applied. */
  tierIndex: z.number().int().nullable(),
  rateBp: z.number().int(),
  /** What the rate applies to: valid bet (salaries), house profit after carry-over (dividends). */
  base: z.number().int(),
  carryIn: z.number().int().optional(),
  carryOut: z.number().int().optional(),
  qualifyingBets: z.number().int().optional(),
  winningStake: z.number().int().optional(),
  losingStake: z.number().int().optional(),
  winRateBp: z.number().int().optional(),
  lossRateBp: z.number().int().optional(),
  activeMemberMinValidBet: z.number().int().optional(),
});
export type AgentSettlementInputs = z.infer<typeof agentSettlementInputs>;

export const agentSettlementView = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  type: agentContractType,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** `income`: the caller is paid; `expense`: the caller pays. */
  role: z.enum(['income', 'expense']).optional(),
  payee: party,
  /** null: the platform pays. */
  payer: party.nullable(),
  status: agentSettlementStatus,
  amount: z.number().int(),
  paidAmount: z.number().int(),
  carryIn: z.number().int(),
  carryOut: z.number().int(),
  inputs: agentSettlementInputs,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  confirmDeadline: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentSettlementView = z.infer<typeof agentSettlementView>;

/** `GET /wps/agent/settlements`: the caller's settlements (income or expense), by type and period. */
export const agentSettlementQuery = z.object({
  type: agentContractType.optional(),
  role: z.enum(['income', 'expense', 'all']).default('all'),
  status: agentSettlementStatus.optional(),
  /** Period start on or after / before (ISO date-times). */
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentSettlementQuery = z.infer<typeof agentSettlementQuery>;

export const agentSettlementPage = z.object({
  content: z.array(agentSettlementView),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AgentSettlementPage = z.infer<typeof agentSettlementPage>;
