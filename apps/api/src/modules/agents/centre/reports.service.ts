import type {
  AgentAccountDetailsPage,
  AgentAccountDetailsQuery,
  AgentDownlineDetail,
  AgentLedgerKind,
  AgentLossStatement,
  AgentLossStatementsPage,
  AgentLossStatementsQuery,
  AgentOverview,
  AgentOverviewDay,
  AgentPeriodQuery,
  AgentProfile,
  AgentRevenueFigures,
  AgentRevenuePage,
  AgentRevenueQuery,
  AgentTeamBetsPage,
  AgentTeamBetsQuery,
  LanguageCode,
} from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { pickDisplayName } from '../../games/catalog';
import { findMemberRecord } from '../../identity/accounts';
import type { SettingsService } from '../../platform/settings';
import { daysOf, gmtOffsetOf, resolvePeriod } from './agent-period';
import {
  countDirectDownlines,
  depositsByDay,
  findTeamMember,
  mainBalance,
  pageDownlineSums,
  pageMovements,
  pageTeamBets,
  revenueGroups,
  subtreeGameSums,
  sumMovements,
  sumTeamBets,
  teamActiveMembers,
  teamGameDays,
  teamNewMembersByDay,
  teamSizes,
  withdrawalsByDay,
  type DayCount,
  type GameSums,
  type RevenueGroup,
} from './reports.repository';

/** Rows of one read: a page (`limit`/`offset`) or a CSV export (offset 0, the cap + 1). */
export type Slice = { limit: number; offset: number };
const pageSlice = (q: { pageNo: number; pageSize: number }): Slice => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
const pageMeta = (q: { pageNo: number; pageSize: number }, total: number) => ({
  pageNum: q.pageNo,
  pageSize: q.pageSize,
  totalPages: Math.ceil(total / q.pageSize),
  total,
});

const n = (value: bigint): number => Number(value);

/** The journal kinds behind each kind of movement the agent centre shows. */
const ledgerKindJournals: Record<Exclude<AgentLedgerKind, 'other'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_payout'],
  transfer: ['transfer_upline', 'transfer_downline', 'vendor_transfer_in', 'vendor_transfer_out'],
  bet: ['game_bet'],
  // An adjust (wallet API v1.1) resettles a bet: a signed correction of its win.
  win: ['game_win', 'game_adjust'],
  refund: ['game_refund'],
  agent_income: ['agent_income'],
  adjustment: ['adjustment'],
  bonus: ['bonus'],
};
const knownJournalKinds = Object.values(ledgerKindJournals).flat();
const ledgerKindOf = (journalKind: string): AgentLedgerKind =>
  (Object.entries(ledgerKindJournals).find(([, kinds]) => kinds.includes(journalKind))?.[0] as AgentLedgerKind | undefined) ?? 'other';

const lossFigures = (s: GameSums) => ({ betCount: s.betCount, bet: n(s.bet), validBet: n(s.validBet), win: n(s.win), profitLoss: n(s.profitLoss) });

const byDay = (rows: DayCount[]) => new Map(rows.map((r) => [r.day, r]));

const revenueFigures = (groups: readonly RevenueGroup[]): AgentRevenueFigures => {
  const sum = (pick: (g: RevenueGroup) => bigint) => n(groups.reduce((acc, g) => acc + pick(g), 0n));
  const income = sum((g) => g.income);
  const expense = sum((g) => g.expense);
  return {
    incomeCount: groups.reduce((acc, g) => acc + g.incomeCount, 0),
    income,
    incomeDue: sum((g) => g.incomeDue),
    expenseCount: groups.reduce((acc, g) => acc + g.expenseCount, 0),
    expense,
    expenseDue: sum((g) => g.expenseDue),
    net: income - expense,
  };
};

/**
 * The agent centre's reports. Each one is about the caller's own team, read from the
 * closure table; periods are [from, to) with game figures by hour of the business time zone.
 */
export const createAgentReportsService = (db: Kysely<DB>, deps: { settings: SettingsService; businessTimeZone: string; now?: () => Date }) => {
  const { settings, businessTimeZone: timeZone } = deps;
  const now = deps.now ?? (() => new Date());
  const context = async (query: AgentPeriodQuery) => {
    const merchant = await settings.value('merchant');
    const period = resolvePeriod(query, now());
    return { merchant, period, answer: { from: period.from.toISOString(), to: period.to.toISOString(), currency: merchant.currency } };
  };

  const profile = async (agent: MemberPrincipal): Promise<AgentProfile> => {
    const member = await findMemberRecord(db, agent.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    const at = now();
    return {
      memberId: Number(member.id),
      account: member.account,
      nickname: member.nickname,
      businessTimeZone: timeZone,
      ...gmtOffsetOf(timeZone, at),
      serverTime: at.toISOString(),
      agentCode: member.affiliate_code,
    };
  };

  const overview = async (agent: MemberPrincipal, query: AgentPeriodQuery): Promise<AgentOverview> => {
    const { merchant, period, answer } = await context(query);
    const activeMin = BigInt((await settings.value('agentContracts')).activeMemberMinValidBet ?? 10_000);
    const [sizes, games, active, joined, deposits, withdrawals] = await Promise.all([
      teamSizes(db, agent.id),
      teamGameDays(db, agent.id, period, merchant.currency, timeZone, activeMin),
      teamActiveMembers(db, agent.id, period, merchant.currency, activeMin),
      teamNewMembersByDay(db, agent.id, period, timeZone),
      depositsByDay(db, agent.id, 'team', period, merchant.currency, timeZone),
      withdrawalsByDay(db, agent.id, 'team', period, merchant.currency, timeZone),
    ]);
    const [gameMap, joinedMap, depositMap, withdrawalMap] = [new Map(games.map((g) => [g.day, g])), byDay(joined), byDay(deposits), byDay(withdrawals)];
    const daily: AgentOverviewDay[] = daysOf(timeZone, period).map((day) => {
      const g = gameMap.get(day);
      return {
        day,
        newMembers: joinedMap.get(day)?.count ?? 0,
        activeMembers: g?.activeMembers ?? 0,
        deposits: n(depositMap.get(day)?.amount ?? 0n),
        depositCount: depositMap.get(day)?.count ?? 0,
        withdrawals: n(withdrawalMap.get(day)?.amount ?? 0n),
        withdrawalCount: withdrawalMap.get(day)?.count ?? 0,
        betCount: g?.betCount ?? 0,
        validBet: n(g?.validBet ?? 0n),
        profitLoss: n(g?.profitLoss ?? 0n),
      };
    });
    const total = (pick: (d: AgentOverviewDay) => number) => daily.reduce((acc, d) => acc + pick(d), 0);
    return {
      ...answer,
      businessTimeZone: timeZone,
      teamSize: sizes.team,
      directMembers: sizes.direct,
      activeMemberMinValidBet: n(activeMin),
      newMembers: total((d) => d.newMembers),
      activeMembers: active,
      deposits: total((d) => d.deposits),
      depositCount: total((d) => d.depositCount),
      withdrawals: total((d) => d.withdrawals),
      withdrawalCount: total((d) => d.withdrawalCount),
      betCount: total((d) => d.betCount),
      validBet: total((d) => d.validBet),
      profitLoss: total((d) => d.profitLoss),
      daily,
    };
  };

  /** Game and vendor names in the caller's language, as the catalog shows them. */
  const teamBets = async (
    agent: MemberPrincipal,
    query: AgentTeamBetsQuery,
    language: LanguageCode,
    slice: Slice = pageSlice(query),
  ): Promise<AgentTeamBetsPage> => {
    const { period, answer } = await context(query);
    const filter = { agentId: agent.id, period, scope: query.scope, account: query.account || undefined, gameType: query.gameType };
    const [rows, sums] = await Promise.all([pageTeamBets(db, filter, slice.limit, slice.offset), sumTeamBets(db, filter)]);
    return {
      content: rows.map((r) => {
        const [bet, win, refund] = [BigInt(r.bet_amount), BigInt(r.win_amount), BigInt(r.refund_amount)];
        return {
          id: r.id,
          memberId: Number(r.member_id),
          account: r.account,
          gameCode: r.game_code,
          gameName: pickDisplayName(r.game_names ?? {}, r.game_name ?? r.game_code, language),
          gameType: r.game_type,
          vendorCode: r.vendor_code,
          vendorName: pickDisplayName(r.vendor_names, r.vendor_name, language),
          bet: n(bet),
          validBet: n(bet - refund),
          win: n(win),
          profitLoss: n(win - bet + refund),
          status: r.status,
          openedAt: r.opened_at.toISOString(),
          closedAt: r.closed_at?.toISOString() ?? null,
        };
      }),
      ...pageMeta(query, sums.rounds),
      totals: {
        rounds: sums.rounds,
        bet: n(sums.bet),
        validBet: n(sums.bet - sums.refund),
        win: n(sums.win),
        profitLoss: n(sums.win - sums.bet + sums.refund),
      },
      ...answer,
    };
  };

  const lossStatements = async (agent: MemberPrincipal, query: AgentLossStatementsQuery, slice: Slice = pageSlice(query)): Promise<AgentLossStatementsPage> => {
    const { merchant, period, answer } = await context(query);
    const keyword = query.keyword || undefined;
    const [total, rows, own, totals, me] = await Promise.all([
      countDirectDownlines(db, agent.id, keyword),
      pageDownlineSums(db, agent.id, keyword, period, merchant.currency, slice.limit, slice.offset),
      subtreeGameSums(db, agent.id, 'self', period, merchant.currency),
      subtreeGameSums(db, agent.id, 'teamAndSelf', period, merchant.currency),
      findMemberRecord(db, agent.id),
    ]);
    const ownRow: AgentLossStatement = {
      memberId: Number(agent.id),
      account: agent.account,
      nickname: me?.nickname ?? null,
      isAgent: true,
      teamSize: 1,
      ...lossFigures(own),
    };
    return {
      content: rows.map((r) => ({
        memberId: Number(r.memberId),
        account: r.account,
        nickname: r.nickname,
        isAgent: merchant.agentTypeCodes.includes(r.type),
        teamSize: r.teamCount + 1,
        ...lossFigures(r),
      })),
      ...pageMeta(query, total),
      own: ownRow,
      totals: lossFigures(totals),
      ...answer,
    };
  };

  const revenue = async (agent: MemberPrincipal, query: AgentRevenueQuery, slice: Slice = pageSlice(query)): Promise<AgentRevenuePage> => {
    const { period, answer } = await context(query);
    // At most 94 days x 4 types of groups: read them all, page and total here.
    const groups = await revenueGroups(db, agent.id, period, timeZone, query.groupBy, query.type);
    const types = [...new Set(groups.map((g) => g.type))].sort();
    const rows = groups.map((g) => ({ period: g.period, type: g.type, ...revenueFigures([g]) }));
    return {
      content: rows.slice(slice.offset, slice.offset + slice.limit),
      ...pageMeta(query, groups.length),
      byType: types.map((type) => ({ type, ...revenueFigures(groups.filter((g) => g.type === type)) })),
      totals: revenueFigures(groups),
      chart: rows,
      groupBy: query.groupBy,
      ...answer,
    };
  };

  const accountDetails = async (agent: MemberPrincipal, query: AgentAccountDetailsQuery, slice: Slice = pageSlice(query)): Promise<AgentAccountDetailsPage> => {
    const { merchant, period, answer } = await context(query);
    const filter = {
      agentId: agent.id,
      period,
      currency: merchant.currency,
      account: query.account || undefined,
      journalKinds: query.kind && query.kind !== 'other' ? ledgerKindJournals[query.kind] : undefined,
      excludeKinds: query.kind === 'other' ? knownJournalKinds : undefined,
    };
    const [rows, sums] = await Promise.all([pageMovements(db, filter, slice.limit, slice.offset), sumMovements(db, filter)]);
    return {
      content: rows.map((r) => ({
        id: r.id,
        memberId: Number(r.member_id),
        account: r.account,
        kind: ledgerKindOf(r.journal_kind),
        journalKind: r.journal_kind,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after ?? 0),
        createdAt: r.created_at.toISOString(),
        reference: r.journal_id,
      })),
      ...pageMeta(query, sums.n),
      totals: { credits: n(sums.credits), debits: n(sums.debits), net: n(sums.credits - sums.debits) },
      ...answer,
    };
  };

  /** One member of the caller's team; anyone else (or an unknown id) is NOT_DOWNLINE alike. */
  const downline = async (agent: MemberPrincipal, memberId: number, query: AgentPeriodQuery): Promise<AgentDownlineDetail> => {
    const row = await findTeamMember(db, agent.id, BigInt(memberId));
    if (!row) throw new AppError('NOT_DOWNLINE');
    const { merchant, period, answer } = await context(query);
    const id = BigInt(row.id);
    const sum = (rows: DayCount[]) => n(rows.reduce((acc, r) => acc + r.amount, 0n));
    const [balance, sizes, own, team, deposits, withdrawals] = await Promise.all([
      mainBalance(db, id, merchant.currency),
      teamSizes(db, id),
      subtreeGameSums(db, id, 'self', period, merchant.currency),
      subtreeGameSums(db, id, 'teamAndSelf', period, merchant.currency),
      depositsByDay(db, id, 'self', period, merchant.currency, timeZone),
      withdrawalsByDay(db, id, 'self', period, merchant.currency, timeZone),
    ]);
    return {
      id: Number(id),
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      isAgent: merchant.agentTypeCodes.includes(row.type),
      status: row.status,
      balance: n(balance),
      createdAt: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
      uplineId: row.upline_id === null ? null : Number(row.upline_id),
      uplineAccount: row.upline_account,
      depth: row.depth,
      directMembers: sizes.direct,
      teamSize: sizes.team,
      figures: { ...lossFigures(own), deposits: sum(deposits), withdrawals: sum(withdrawals) },
      teamFigures: lossFigures(team),
      ...answer,
    };
  };

  return { profile, overview, teamBets, lossStatements, revenue, accountDetails, downline };
};

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
