import { z } from 'zod';
import { agentContractType } from './agent-contracts';
import { gameCategory } from './catalog';

/**
 * The agent centre's reports: profile, team overview, team bets, loss
 * statements, revenue, downline account details, downline detail. Every report is about the caller's
 * own team. Amounts are integer minor units; times ISO 8601. Every list has a CSV twin at
 * `<path>/csv` taking the same query (amounts there in major units).
 */

/** Longest period a report covers. */
export const agentReportMaxDays = 93;

const isoDateTime = z.iso.datetime({ offset: true });
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/**
 * `from` (inclusive) and `to` (exclusive) as ISO date-times. Without them: the 7 days up to now.
 * Game figures come from hourly buckets (an hour counts when it starts inside the period).
 */
const periodFields = { from: isoDateTime.optional(), to: isoDateTime.optional() };

type PeriodShape = { from?: string | undefined; to?: string | undefined };
const checkPeriod = (value: PeriodShape, ctx: z.RefinementCtx) => {
  if (value.from === undefined || value.to === undefined) {
    if ((value.from === undefined) !== (value.to === undefined))
      ctx.addIssue({ code: 'custom', path: [value.from ? 'to' : 'from'], message: 'from and to go together' });
    return;
  }
  const from = Date.parse(value.from);
  const to = Date.parse(value.to);
  if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
  else if (to - from > agentReportMaxDays * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${agentReportMaxDays} days` });
};

/** `from` / `to` alone (overview, downline detail). */
export const agentPeriodQuery = z.object(periodFields).superRefine(checkPeriod);
export type AgentPeriodQuery = z.infer<typeof agentPeriodQuery>;

/** The resolved period every report answers with. */
const resolvedPeriod = { from: z.string(), to: z.string(), currency: z.string() };

const pageFields = { pageNum: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int(), total: z.number().int() };

// ---------- 1. profile (header) ----------

/** `GET /wps/agent/profile`: the header's name and clock. */
export const agentProfile = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** IANA zone of the platform's business day, e.g. Asia/Kolkata. */
  businessTimeZone: z.string(),
  /** The zone's offset now, e.g. "GMT+05:30". */
  gmtOffset: z.string(),
  /** Minutes east of UTC now (330 for GMT+05:30), for the ticking clock. */
  offsetMinutes: z.number().int(),
  serverTime: z.string(),
  /** The agent's affiliate code (registration links `?affiliateCode=`), null when it has none. */
  agentCode: z.string().nullable(),
});
export type AgentProfile = z.infer<typeof agentProfile>;

// ---------- 2. overview ----------

/** Team figures of a period (or of one business day in the series). */
export const agentTeamFigures = z.object({
  /** Registered in the period. */
  newMembers: z.number().int(),
  /** Team members whose valid bet in the period reached `activeMemberMinValidBet`. */
  activeMembers: z.number().int(),
  /** Completed deposits. */
  deposits: z.number().int(),
  depositCount: z.number().int(),
  /** Paid-out withdrawals. */
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  betCount: z.number().int(),
  validBet: z.number().int(),
  /** The players' result: positive when the players won (the house lost). */
  profitLoss: z.number().int(),
});
export type AgentTeamFigures = z.infer<typeof agentTeamFigures>;

export const agentOverviewDay = agentTeamFigures.extend({ day: z.string() });
export type AgentOverviewDay = z.infer<typeof agentOverviewDay>;

/** `GET /wps/agent/overview` (agentTeamOverview). The team is everyone below the agent (not itself). */
export const agentOverviewQuery = agentPeriodQuery;
export type AgentOverviewQuery = AgentPeriodQuery;
export const agentOverview = agentTeamFigures.extend({
  ...resolvedPeriod,
  businessTimeZone: z.string(),
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  activeMemberMinValidBet: z.number().int(),
  /** One entry per business day touched by the period, oldest first (charts). */
  daily: z.array(agentOverviewDay),
});
export type AgentOverview = z.infer<typeof agentOverview>;

// ---------- 3. team bets ----------

export const agentTeamBetScope = z.enum(['direct', 'all']);
export const agentTeamBetStatus = z.enum(['open', 'closed', 'cancelled']);

/** `GET /wps/agent/bets` (personalHistoryCopy): the team's game rounds, by the time they opened. */
export const agentTeamBetsQuery = z
  .object({
    ...periodFields,
    /** Part of a member's account, any case. */
    account: z.string().trim().max(50).optional(),
    gameType: gameCategory.optional(),
    /** `direct`: rounds of direct downlines; `all` (default): the whole team. */
    scope: agentTeamBetScope.default('all'),
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type AgentTeamBetsQuery = z.infer<typeof agentTeamBetsQuery>;

export const agentTeamBet = z.object({
  id: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  bet: z.number().int(),
  /** bet - refund. */
  validBet: z.number().int(),
  win: z.number().int(),
  /** The member's result: win - bet + refund (positive when the member won). */
  profitLoss: z.number().int(),
  status: agentTeamBetStatus,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AgentTeamBet = z.infer<typeof agentTeamBet>;

export const agentBetTotals = z.object({
  rounds: z.number().int(),
  bet: z.number().int(),
  validBet: z.number().int(),
  win: z.number().int(),
  profitLoss: z.number().int(),
});
export type AgentBetTotals = z.infer<typeof agentBetTotals>;

export const agentTeamBetsPage = z.object({ content: z.array(agentTeamBet), ...pageFields, totals: agentBetTotals, ...resolvedPeriod });
export type AgentTeamBetsPage = z.infer<typeof agentTeamBetsPage>;

// ---------- 4. loss statements ----------

/** `GET /wps/agent/loss-statements` (palStatementsAgentCopy). */
export const agentLossStatementsQuery = z
  .object({ ...periodFields, /** Part of a direct downline's account or nickname. */ keyword: z.string().trim().max(50).optional(), pageNo, pageSize })
  .superRefine(checkPeriod);
export type AgentLossStatementsQuery = z.infer<typeof agentLossStatementsQuery>;

export const agentLossFigures = z.object({
  betCount: z.number().int(),
  bet: z.number().int(),
  validBet: z.number().int(),
  win: z.number().int(),
  /** Players' result: positive when they won. */
  profitLoss: z.number().int(),
});
export type AgentLossFigures = z.infer<typeof agentLossFigures>;

/** A direct downline with the figures of its whole team (itself included); or the agent's own play. */
export const agentLossStatement = agentLossFigures.extend({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  /** Members counted in the row: the downline and everyone below it (1 for a player). */
  teamSize: z.number().int(),
});
export type AgentLossStatement = z.infer<typeof agentLossStatement>;

export const agentLossStatementsPage = z.object({
  content: z.array(agentLossStatement),
  ...pageFields,
  /** The agent's own bets (itself only). */
  own: agentLossStatement,
  /** The agent and its whole team (ignores the keyword). */
  totals: agentLossFigures,
  ...resolvedPeriod,
});
export type AgentLossStatementsPage = z.infer<typeof agentLossStatementsPage>;

// ---------- 5. revenue ----------

export const agentRevenueGrouping = z.enum(['day', 'week', 'month']);
export type AgentRevenueGrouping = z.infer<typeof agentRevenueGrouping>;

/**
 * `GET /wps/agent/revenue` (agentRevenueReport): settlements whose period started in the range, the
 * caller payee (income) or payer (expense), grouped by business day / ISO week / month and type.
 * The rows behind a figure: `GET /wps/agent/settlements`.
 */
export const agentRevenueQuery = z
  .object({ ...periodFields, groupBy: agentRevenueGrouping.default('day'), type: agentContractType.optional(), pageNo, pageSize })
  .superRefine(checkPeriod);
export type AgentRevenueQuery = z.infer<typeof agentRevenueQuery>;

export const agentRevenueFigures = z.object({
  /** Settlements where the caller is paid, and what was paid of them. */
  incomeCount: z.number().int(),
  income: z.number().int(),
  /** Computed but not (yet) paid to the caller. */
  incomeDue: z.number().int(),
  expenseCount: z.number().int(),
  expense: z.number().int(),
  expenseDue: z.number().int(),
  /** income - expense (paid amounts). */
  net: z.number().int(),
});
export type AgentRevenueFigures = z.infer<typeof agentRevenueFigures>;

export const agentRevenueRow = agentRevenueFigures.extend({
  /** `YYYY-MM-DD`, `YYYY-Www` or `YYYY-MM` by `groupBy`. */
  period: z.string(),
  type: agentContractType,
});
export type AgentRevenueRow = z.infer<typeof agentRevenueRow>;

export const agentRevenueByType = agentRevenueFigures.extend({ type: agentContractType });

export const agentRevenuePage = z.object({
  /** Newest period first, then by type. */
  content: z.array(agentRevenueRow),
  ...pageFields,
  byType: z.array(agentRevenueByType),
  totals: agentRevenueFigures,
  /** Every group of the period in the order of `content`, not paged (at most 94 periods x 4 types): the chart's data. */
  chart: z.array(agentRevenueRow),
  groupBy: agentRevenueGrouping,
  ...resolvedPeriod,
});
export type AgentRevenuePage = z.infer<typeof agentRevenuePage>;

// ---------- 6. account details ----------

/** Kinds of movement of a member's main wallet, as the agent centre groups them. */
export const agentLedgerKinds = ['deposit', 'withdrawal', 'transfer', 'bet', 'win', 'refund', 'agent_income', 'adjustment', 'bonus', 'other'] as const;
export const agentLedgerKind = z.enum(agentLedgerKinds);
export type AgentLedgerKind = z.infer<typeof agentLedgerKind>;

/** `GET /wps/agent/account-details` (agentDownlineTransactionDetailsCopy): team members' main wallets. */
export const agentAccountDetailsQuery = z
  .object({
    ...periodFields,
    /** Part of a member's account, any case. */ account: z.string().trim().max(50).optional(),
    kind: agentLedgerKind.optional(),
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type AgentAccountDetailsQuery = z.infer<typeof agentAccountDetailsQuery>;

export const agentAccountMovement = z.object({
  id: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  kind: agentLedgerKind,
  /** The journal kind as posted (e.g. game_bet, transfer_downline, agent_income). */
  journalKind: z.string(),
  /** Signed: positive credits the wallet. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  /** The journal's id, quoted to support. */
  reference: z.string(),
});
export type AgentAccountMovement = z.infer<typeof agentAccountMovement>;

export const agentAccountDetailsPage = z.object({
  content: z.array(agentAccountMovement),
  ...pageFields,
  totals: z.object({ credits: z.number().int(), debits: z.number().int(), net: z.number().int() }),
  ...resolvedPeriod,
});
export type AgentAccountDetailsPage = z.infer<typeof agentAccountDetailsPage>;

// ---------- 7. downline detail ----------

export const agentDownlineParams = z.strictObject({ memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
/** `GET /wps/agent/team/:memberId`: a member of the caller's team (else NOT_DOWNLINE). */
export const agentDownlineQuery = agentPeriodQuery;

export const agentDownlineDetail = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.string(),
  /** Main wallet, minor units. */
  balance: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  /** 1 for a direct downline of the caller. */
  depth: z.number().int(),
  directMembers: z.number().int(),
  teamSize: z.number().int(),
  /** The member's own figures in the period. */
  figures: agentLossFigures.extend({ deposits: z.number().int(), withdrawals: z.number().int() }),
  /** The member and everyone below it, in the period. */
  teamFigures: agentLossFigures,
  ...resolvedPeriod,
});
export type AgentDownlineDetail = z.infer<typeof agentDownlineDetail>;
