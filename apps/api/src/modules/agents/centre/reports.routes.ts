import {
  agentAccountDetailsPage,
  agentAccountDetailsQuery,
  agentDownlineDetail,
  agentDownlineParams,
  agentDownlineQuery,
  agentLossStatementsPage,
  agentLossStatementsQuery,
  agentOverview,
  agentOverviewQuery,
  agentProfile,
  agentRevenuePage,
  agentRevenueQuery,
  agentTeamBetsPage,
  agentTeamBetsQuery,
  okEnvelope,
  type AgentAccountMovement,
  type AgentLossStatement,
  type AgentOverviewDay,
  type AgentRevenueRow,
  type AgentTeamBet,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { languageOf } from '../../../lib/language-code';
import { agentAccess } from '../../../lib/route-access';
import { memberOf } from '../../../lib/caller-context';
import { csvRowLimit, periodStamp, sendCsv, toCsv, type CsvColumn } from './agent-csv';
import type { AgentReportsService } from './reports.service';

/** A CSV export reads one row past the cap, so it knows when it cut. */
const csvSlice = { limit: csvRowLimit + 1, offset: 0 };
const csvResponse = {
  200: z
    .string()
    .describe('text/csv; charset=utf-8, header row, amounts in major units; at most 10,000 rows (x-truncated: true and a last comment line when cut)'),
};
const periodOf = (page: { from: string; to: string }) => ({ from: new Date(page.from), to: new Date(page.to) });

const dayColumns: CsvColumn<AgentOverviewDay>[] = [
  { header: 'day', text: (d) => d.day },
  { header: 'new_members', text: (d) => d.newMembers },
  { header: 'active_members', text: (d) => d.activeMembers },
  { header: 'deposits', money: (d) => d.deposits },
  { header: 'deposit_count', text: (d) => d.depositCount },
  { header: 'withdrawals', money: (d) => d.withdrawals },
  { header: 'withdrawal_count', text: (d) => d.withdrawalCount },
  { header: 'bet_count', text: (d) => d.betCount },
  { header: 'valid_bet', money: (d) => d.validBet },
  { header: 'profit_loss', money: (d) => d.profitLoss },
];

const betColumns: CsvColumn<AgentTeamBet>[] = [
  { header: 'round_id', text: (b) => b.id },
  { header: 'account', text: (b) => b.account },
  { header: 'game', text: (b) => b.gameName },
  { header: 'game_type', text: (b) => b.gameType },
  { header: 'vendor', text: (b) => b.vendorName },
  { header: 'bet', money: (b) => b.bet },
  { header: 'valid_bet', money: (b) => b.validBet },
  { header: 'win', money: (b) => b.win },
  { header: 'profit_loss', money: (b) => b.profitLoss },
  { header: 'status', text: (b) => b.status },
  { header: 'opened_at', text: (b) => b.openedAt },
];

const lossColumns: CsvColumn<AgentLossStatement>[] = [
  { header: 'account', text: (r) => r.account },
  { header: 'nickname', text: (r) => r.nickname },
  { header: 'agent', text: (r) => (r.isAgent ? 'yes' : 'no') },
  { header: 'team_size', text: (r) => r.teamSize },
  { header: 'bet_count', text: (r) => r.betCount },
  { header: 'bet', money: (r) => r.bet },
  { header: 'valid_bet', money: (r) => r.validBet },
  { header: 'win', money: (r) => r.win },
  { header: 'profit_loss', money: (r) => r.profitLoss },
];

const revenueColumns: CsvColumn<AgentRevenueRow>[] = [
  { header: 'period', text: (r) => r.period },
  { header: 'type', text: (r) => r.type },
  { header: 'income_count', text: (r) => r.incomeCount },
  { header: 'income', money: (r) => r.income },
  { header: 'income_due', money: (r) => r.incomeDue },
  { header: 'expense_count', text: (r) => r.expenseCount },
  { header: 'expense', money: (r) => r.expense },
  { header: 'expense_due', money: (r) => r.expenseDue },
  { header: 'net', money: (r) => r.net },
];

const movementColumns: CsvColumn<AgentAccountMovement>[] = [
  { header: 'id', text: (m) => m.id },
  { header: 'account', text: (m) => m.account },
  { header: 'kind', text: (m) => m.kind },
  { header: 'journal_kind', text: (m) => m.journalKind },
  { header: 'amount', money: (m) => m.amount },
  { header: 'balance_after', money: (m) => m.balanceAfter },
  { header: 'created_at', text: (m) => m.createdAt },
  { header: 'reference', text: (m) => m.reference },
];

/** The agent centre's reports: each a JSON page and a CSV twin at `<path>/csv` (same query). */
export const agentReportRoutes: FastifyPluginAsyncZod<{ reports: AgentReportsService }> = async (app, { reports }) => {
  const tags = ['agent centre'];
  const config = { access: agentAccess };

  app.get(
    '/wps/agent/profile',
    {
      config,
      schema: {
        tags,
        summary: "The agent centre header: the agent's name, affiliate code and the business time zone with its GMT offset now",
        response: { 200: okEnvelope(agentProfile) },
      },
    },
    async (request) => ok(await reports.profile(memberOf(request))),
  );

  app.get(
    '/wps/agent/overview',
    {
      config,
      schema: {
        tags,
        summary: 'Team overview (agentTeamOverview): team size, new and active members, deposits, withdrawals, valid bet, profit and loss, and a daily series',
        querystring: agentOverviewQuery,
        response: { 200: okEnvelope(agentOverview) },
      },
    },
    async (request) => ok(await reports.overview(memberOf(request), request.query)),
  );
  app.get(
    '/wps/agent/overview/csv',
    { config, schema: { tags, summary: 'Team overview daily series as CSV', querystring: agentOverviewQuery, response: csvResponse } },
    async (request, reply) => {
      const page = await reports.overview(memberOf(request), request.query);
      return sendCsv(reply, `team-overview-${periodStamp(periodOf(page))}.csv`, toCsv(dayColumns, page.daily, [{ ...page, day: 'total' }]));
    },
  );

  app.get(
    '/wps/agent/bets',
    {
      config,
      schema: {
        tags,
        summary: "Team betting records (personalHistoryCopy): the team's game rounds with totals for the filter",
        querystring: agentTeamBetsQuery,
        response: { 200: okEnvelope(agentTeamBetsPage) },
      },
    },
    async (request) => ok(await reports.teamBets(memberOf(request), request.query, languageOf(request))),
  );
  app.get(
    '/wps/agent/bets/csv',
    { config, schema: { tags, summary: 'Team betting records as CSV', querystring: agentTeamBetsQuery, response: csvResponse } },
    async (request, reply) => {
      const page = await reports.teamBets(memberOf(request), request.query, languageOf(request), csvSlice);
      return sendCsv(reply, `team-bets-${periodStamp(periodOf(page))}.csv`, toCsv(betColumns, page.content));
    },
  );

  app.get(
    '/wps/agent/loss-statements',
    {
      config,
      schema: {
        tags,
        summary: "User loss statements (palStatementsAgentCopy): each direct downline with its whole team's figures, the agent's own row and totals",
        querystring: agentLossStatementsQuery,
        response: { 200: okEnvelope(agentLossStatementsPage) },
      },
    },
    async (request) => ok(await reports.lossStatements(memberOf(request), request.query)),
  );
  app.get(
    '/wps/agent/loss-statements/csv',
    {
      config,
      schema: {
        tags,
        summary: "User loss statements as CSV (the agent's own row and the total last)",
        querystring: agentLossStatementsQuery,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const page = await reports.lossStatements(memberOf(request), request.query, csvSlice);
      const total: AgentLossStatement = {
        ...page.totals,
        memberId: 0,
        account: 'total',
        nickname: null,
        isAgent: false,
        teamSize: page.content.reduce((n, r) => n + r.teamSize, 1),
      };
      return sendCsv(reply, `loss-statements-${periodStamp(periodOf(page))}.csv`, toCsv(lossColumns, page.content, [page.own, total]));
    },
  );

  app.get(
    '/wps/agent/revenue',
    {
      config,
      schema: {
        tags,
        summary: 'My income (agentRevenueReport): settlements received and paid, by period and contract type',
        querystring: agentRevenueQuery,
        response: { 200: okEnvelope(agentRevenuePage) },
      },
    },
    async (request) => ok(await reports.revenue(memberOf(request), request.query)),
  );
  app.get(
    '/wps/agent/revenue/csv',
    { config, schema: { tags, summary: 'My income as CSV', querystring: agentRevenueQuery, response: csvResponse } },
    async (request, reply) => {
      const page = await reports.revenue(memberOf(request), request.query, csvSlice);
      return sendCsv(reply, `revenue-${periodStamp(periodOf(page))}.csv`, toCsv(revenueColumns, page.content));
    },
  );

  app.get(
    '/wps/agent/account-details',
    {
      config,
      schema: {
        tags,
        summary: "Downline account details (agentDownlineTransactionDetailsCopy): movements of team members' main wallets",
        querystring: agentAccountDetailsQuery,
        response: { 200: okEnvelope(agentAccountDetailsPage) },
      },
    },
    async (request) => ok(await reports.accountDetails(memberOf(request), request.query)),
  );
  app.get(
    '/wps/agent/account-details/csv',
    { config, schema: { tags, summary: 'Downline account details as CSV', querystring: agentAccountDetailsQuery, response: csvResponse } },
    async (request, reply) => {
      const page = await reports.accountDetails(memberOf(request), request.query, csvSlice);
      return sendCsv(reply, `account-details-${periodStamp(periodOf(page))}.csv`, toCsv(movementColumns, page.content));
    },
  );

  app.get(
    '/wps/agent/team/:memberId',
    {
      config,
      schema: {
        tags,
        summary: "One member of the agent's team with its period figures; NOT_DOWNLINE for anyone else",
        params: agentDownlineParams,
        querystring: agentDownlineQuery,
        response: { 200: okEnvelope(agentDownlineDetail) },
      },
    },
    async (request) => ok(await reports.downline(memberOf(request), request.params.memberId, request.query)),
  );
};
