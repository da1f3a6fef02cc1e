import type {
  AgentAccountDetailsPage,
  AgentDownlineDetail,
  AgentLossStatementsPage,
  AgentOverview,
  AgentProfile,
  AgentRevenuePage,
  AgentTeamBetsPage,
} from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { openHouseAccount, openMainWallet, postJournal } from '../../money/ledger';
import { currency, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { addTestGame, buildTeam, creditedDeposit, paidWithdrawal, playRound, type Team } from './agent-reports.test-support';

/**
 * The agent centre's reports over a hand-built team:
 *   top (agent) -> sub (agent) -> deep (player);  top -> player;  stranger (agent) -> outsider.
 * player: deposit 50,000, withdrawal 7,000, bets 20,000 and wins 5,000 (active, -15,000);
 * deep: deposit 30,000, bets 3,000 and wins 9,000 (not active, +6,000); top itself bets 1,000, wins 0.
 */
let t: TestApp;
let team: Team;
let stranger: TestMember;
let outsider: TestMember;

beforeAll(async () => {
  t = await createTestApp({ BUSINESS_TIME_ZONE: 'Asia/Kolkata', CATALOG_CACHE_MS: '0' });
  team = await buildTeam(t);
  stranger = await newMember(t, { agent: true });
  outsider = await newMember(t, { uplineId: stranger.id });
  const game = await addTestGame(t);
  await creditedDeposit(t, team.player, 50_000);
  await creditedDeposit(t, team.deep, 30_000);
  await creditedDeposit(t, team.top, 5_000);
  await creditedDeposit(t, outsider, 90_000);
  await paidWithdrawal(t, team.player, 7_000);
  await playRound(t, game, team.player, 20_000, 5_000);
  await playRound(t, game, team.deep, 3_000, 9_000);
  await playRound(t, game, team.top, 1_000, 0);
  await playRound(t, game, outsider, 40_000, 0);
});
afterAll(async () => t.close());

const get = async <T>(url: string, member: TestMember): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
};

describe('agent profile', () => {
  it('names the agent, its affiliate code and the business time zone with its GMT offset', async () => {
    await t.database.db.updateTable('members').set({ affiliate_code: 'AGTOP1', nickname: 'Top Dog' }).where('id', '=', team.top.id).execute();
    const profile = await get<AgentProfile>('/wps/agent/profile', team.top);
    expect(profile).toMatchObject({
      account: team.top.account,
      nickname: 'Top Dog',
      businessTimeZone: 'Asia/Kolkata',
      gmtOffset: 'GMT+05:30',
      offsetMinutes: 330,
      agentCode: 'AGTOP1',
    });
  });
});

describe('team overview', () => {
  it('sums the team (not the agent itself, not another team) over the period, with a daily series', async () => {
    const o = await get<AgentOverview>('/wps/agent/overview', team.top);
    expect(o).toMatchObject({
      teamSize: 3,
      directMembers: 2,
      newMembers: 3,
      activeMembers: 1,
      activeMemberMinValidBet: 10_000,
      deposits: 80_000,
      depositCount: 2,
      withdrawals: 7_000,
      withdrawalCount: 1,
      betCount: 2,
      validBet: 23_000,
      profitLoss: -9_000,
    });
    expect(o.daily.length).toBeGreaterThanOrEqual(7);
    const today = o.daily.at(-1);
    expect(today).toMatchObject({ newMembers: 3, activeMembers: 1, deposits: 80_000, validBet: 23_000, profitLoss: -9_000 });
    const sub = await get<AgentOverview>('/wps/agent/overview', team.sub);
    expect(sub).toMatchObject({ teamSize: 1, directMembers: 1, deposits: 30_000, withdrawals: 0, validBet: 3_000, profitLoss: 6_000, activeMembers: 0 });
  });

  it('follows the threshold setting and a period that excludes the play', async () => {
    const doc = await t.services.settings.get('agentContracts');
    await t.services.settings.update('agentContracts', { ...doc.value, activeMemberMinValidBet: 3_000 }, doc.version, systemActor('test'));
    try {
      expect((await get<AgentOverview>('/wps/agent/overview', team.top)).activeMembers).toBe(2);
    } finally {
      const now = await t.services.settings.get('agentContracts');
      await t.services.settings.update('agentContracts', { ...now.value, activeMemberMinValidBet: 10_000 }, now.version, systemActor('test'));
    }
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const to = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const past = await get<AgentOverview>(`/wps/agent/overview?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, team.top);
    expect([past.validBet, past.deposits, past.newMembers, past.teamSize]).toEqual([0, 0, 0, 3]);
    expect(past.daily.length).toBeGreaterThanOrEqual(1);
    expect(past.daily.length).toBeLessThanOrEqual(2);
  });

  it('refuses a reversed, half-given or too long period', async () => {
    const at = (days: number) => encodeURIComponent(new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString());
    for (const query of [`from=${at(2)}&to=${at(1)}`, `from=${at(0)}`, `from=${at(0)}&to=${at(94)}`, 'from=yesterday&to=today']) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/agent/overview?${query}`, headers: bearer(team.top.token) });
      expect([res.statusCode, errorCodeOf(res)], query).toEqual([400, 'VALIDATION_ERROR']);
    }
    const ok = await t.app.inject({ method: 'GET', url: `/wps/agent/bets?from=${at(0)}&to=${at(93)}`, headers: bearer(team.top.token) });
    expect(ok.statusCode).toBe(200);
  });
});

describe('team bets', () => {
  it('lists the team rounds with totals, by scope, account and game type', async () => {
    const all = await get<AgentTeamBetsPage>('/wps/agent/bets', team.top);
    expect(all.content.map((b) => [b.account, b.bet, b.validBet, b.win, b.profitLoss, b.status, b.gameName, b.vendorCode]).sort()).toEqual(
      [
        [team.deep.account, 3_000, 3_000, 9_000, 6_000, 'closed', 'Agent Slot', 'AGTV'],
        [team.player.account, 20_000, 20_000, 5_000, -15_000, 'closed', 'Agent Slot', 'AGTV'],
      ].sort(),
    );
    expect(all.totals).toEqual({ rounds: 2, bet: 23_000, validBet: 23_000, win: 14_000, profitLoss: -9_000 });
    const direct = await get<AgentTeamBetsPage>('/wps/agent/bets?scope=direct', team.top);
    expect(direct.content.map((b) => b.account)).toEqual([team.player.account]);
    const named = await get<AgentTeamBetsPage>(`/wps/agent/bets?account=${team.deep.account.toUpperCase()}`, team.top);
    expect(named.content.map((b) => b.account)).toEqual([team.deep.account]);
    expect((await get<AgentTeamBetsPage>('/wps/agent/bets?gameType=LIVE', team.top)).total).toBe(0);
    const paged = await get<AgentTeamBetsPage>('/wps/agent/bets?pageSize=1&pageNo=2', team.top);
    expect([paged.content.length, paged.totalPages, paged.total, paged.pageNum]).toEqual([1, 2, 2, 2]);
  });

  it("names games and vendors in the caller's language, as the catalog does, in the page and the CSV", async () => {
    const headers = { ...bearer(team.top.token), 'accept-language': 'zh-CN' };
    const page = await t.app.inject({ method: 'GET', url: '/wps/agent/bets', headers });
    const bets = (page.json() as { value: AgentTeamBetsPage }).value.content;
    expect(bets.map((b) => [b.gameName, b.vendorName])).toEqual([
      ['代理老虎机', '代理游戏'],
      ['代理老虎机', '代理游戏'],
    ]);
    const csv = await t.app.inject({ method: 'GET', url: '/wps/agent/bets/csv', headers });
    expect(csv.body).toContain('代理老虎机');
    // A language without its own names falls back to English, then to the vendor's own name.
    const hindi = (await t.app.inject({ method: 'GET', url: '/wps/agent/bets', headers: { ...bearer(team.top.token), 'accept-language': 'hi' } })).json() as {
      value: AgentTeamBetsPage;
    };
    expect(hindi.value.content.map((b) => [b.gameName, b.vendorName])).toContainEqual(['Agent Slot', 'AGTV Games']);
  });
});

describe('loss statements', () => {
  it("gives each direct downline its whole team's figures, the agent's own row and the totals", async () => {
    const page = await get<AgentLossStatementsPage>('/wps/agent/loss-statements', team.top);
    expect(page.content.map((r) => [r.account, r.isAgent, r.teamSize, r.betCount, r.validBet, r.win, r.profitLoss])).toEqual([
      [team.player.account, false, 1, 1, 20_000, 5_000, -15_000],
      [team.sub.account, true, 2, 1, 3_000, 9_000, 6_000],
    ]);
    expect(page.own).toMatchObject({ account: team.top.account, betCount: 1, validBet: 1_000, win: 0, profitLoss: -1_000 });
    expect(page.totals).toEqual({ betCount: 3, bet: 24_000, validBet: 24_000, win: 14_000, profitLoss: -10_000 });
    const searched = await get<AgentLossStatementsPage>(`/wps/agent/loss-statements?keyword=${team.sub.account}`, team.top);
    expect(searched.content.map((r) => r.account)).toEqual([team.sub.account]);
  });
});

describe('revenue', () => {
  it('groups settlements where the agent is paid or pays, by period and contract type', async () => {
    const db = t.database.db;
    const contract = async (uplineId: bigint | null, downlineId: bigint) =>
      (
        await db
          .insertInto('agent_contracts')
          .values({
            type: 'daily_salary',
            upline_id: uplineId,
            downline_id: downlineId,
            status: 'active',
            terms: JSON.stringify({ tiers: [] }),
            period: 'daily',
            offer_expires_at: new Date(),
            effective_from: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const start = new Date(Date.now() - 86_400_000);
    const settle = async (contractId: bigint, payee: bigint, payer: bigint | null, amount: bigint, paid: bigint, status: 'paid' | 'insufficient_funds') =>
      db
        .insertInto('agent_settlements')
        .values({
          contract_id: contractId,
          type: 'daily_salary',
          period_key: start.toISOString().slice(0, 10),
          period_start: start,
          period_end: new Date(start.getTime() + 86_400_000),
          payee_id: payee,
          payer_id: payer,
          status,
          inputs: JSON.stringify({}),
          amount,
          paid_amount: paid,
        })
        .execute();
    const platformContract = await contract(null, team.top.id);
    await settle(platformContract, team.top.id, null, 2_000n, 1_500n, 'insufficient_funds');
    await settle(await contract(team.top.id, team.sub.id), team.sub.id, team.top.id, 500n, 500n, 'paid');
    const page = await get<AgentRevenuePage>('/wps/agent/revenue', team.top);
    expect(page.totals).toEqual({ incomeCount: 1, income: 1_500, incomeDue: 500, expenseCount: 1, expense: 500, expenseDue: 0, net: 1_000 });
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ type: 'daily_salary', income: 1_500, expense: 500, net: 1_000 });
    expect(page.content[0]?.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.byType).toEqual([
      { type: 'daily_salary', incomeCount: 1, income: 1_500, incomeDue: 500, expenseCount: 1, expense: 500, expenseDue: 0, net: 1_000 },
    ]);
    expect((await get<AgentRevenuePage>('/wps/agent/revenue?groupBy=week', team.top)).content[0]?.period).toMatch(/^\d{4}-W\d{2}$/);
    expect((await get<AgentRevenuePage>('/wps/agent/revenue?groupBy=month', team.top)).content[0]?.period).toMatch(/^\d{4}-\d{2}$/);
    expect((await get<AgentRevenuePage>('/wps/agent/revenue?type=dividend', team.top)).total).toBe(0);
    expect((await get<AgentRevenuePage>('/wps/agent/revenue', team.sub)).totals).toMatchObject({ income: 500, expense: 0, net: 500 });
    expect((await get<AgentRevenuePage>('/wps/agent/revenue', stranger)).total).toBe(0);

    // The chart gets every group of the period, whatever page the table shows.
    const earlier = new Date(start.getTime() - 2 * 86_400_000);
    await db
      .insertInto('agent_settlements')
      .values({
        contract_id: platformContract,
        type: 'daily_salary',
        period_key: earlier.toISOString().slice(0, 10),
        period_start: earlier,
        period_end: new Date(earlier.getTime() + 86_400_000),
        payee_id: team.top.id,
        payer_id: null,
        status: 'paid',
        inputs: JSON.stringify({}),
        amount: 700n,
        paid_amount: 700n,
      })
      .execute();
    const first = await get<AgentRevenuePage>('/wps/agent/revenue?pageSize=1', team.top);
    expect([first.total, first.content.length]).toEqual([2, 1]);
    expect(first.chart.map((r) => [r.income, r.net])).toEqual([
      [1_500, 1_000],
      [700, 700],
    ]);
  });
});

describe('account details', () => {
  it("lists the team members' main wallet movements, filtered by kind and account, with totals", async () => {
    const page = await get<AgentAccountDetailsPage>('/wps/agent/account-details?pageSize=100', team.top);
    const accounts = new Set(page.content.map((m) => m.account));
    expect([...accounts].sort()).toEqual([team.player.account, team.deep.account].sort());
    expect(page.totals).toEqual({ credits: 50_000 + 5_000 + 30_000 + 9_000, debits: 20_000 + 3_000, net: 71_000 });
    const bets = await get<AgentAccountDetailsPage>('/wps/agent/account-details?kind=bet', team.top);
    expect(bets.content.map((m) => [m.kind, m.journalKind, m.amount]).sort()).toEqual([
      ['bet', 'game_bet', -20_000],
      ['bet', 'game_bet', -3_000],
    ]);
    const deep = await get<AgentAccountDetailsPage>(`/wps/agent/account-details?account=${team.deep.account}&kind=deposit`, team.top);
    expect(deep.content.map((m) => [m.account, m.amount, m.balanceAfter])).toEqual([[team.deep.account, 30_000, 30_000]]);
    expect(deep.content[0]?.reference).toMatch(/^\d+$/);
  });
});

describe('downline detail', () => {
  it('shows a team member at any depth with its figures, and NOT_DOWNLINE for anyone else alike', async () => {
    const detail = await get<AgentDownlineDetail>(`/wps/agent/team/${team.deep.id}`, team.top);
    expect(detail).toMatchObject({ account: team.deep.account, isAgent: false, depth: 2, uplineAccount: team.sub.account, balance: 36_000, teamSize: 0 });
    expect(detail.figures).toEqual({ betCount: 1, bet: 3_000, validBet: 3_000, win: 9_000, profitLoss: 6_000, deposits: 30_000, withdrawals: 0 });
    const sub = await get<AgentDownlineDetail>(`/wps/agent/team/${team.sub.id}`, team.top);
    expect(sub).toMatchObject({ isAgent: true, depth: 1, teamSize: 1, directMembers: 1 });
    expect(sub.teamFigures).toMatchObject({ validBet: 3_000, profitLoss: 6_000 });
    for (const [caller, id] of [
      [team.top, outsider.id],
      [team.top, team.top.id],
      [team.top, 987_654_321n],
      [team.sub, team.player.id],
      [stranger, team.deep.id],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/wps/agent/team/${id}`, headers: bearer(caller.token) });
      expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'NOT_DOWNLINE']);
    }
  });
});

describe('CSV exports', () => {
  it('sends each report as CSV: header row, major units, quoted and formula-safe text, attachment name', async () => {
    await t.database.db.updateTable('members').set({ nickname: '=HYPERLINK("http://x"),boom' }).where('id', '=', team.player.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/loss-statements/csv', headers: bearer(team.top.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="loss-statements-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-truncated']).toBeUndefined();
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('account,nickname,agent,team_size,bet_count,bet,valid_bet,win,profit_loss');
    expect(lines[1]).toBe(`${team.player.account},"'=HYPERLINK(""http://x""),boom",no,1,1,200.00,200.00,50.00,-150.00`);
    expect(lines.at(-1)).toBe('total,,no,4,3,240.00,240.00,140.00,-100.00');
    for (const path of ['/wps/agent/overview/csv', '/wps/agent/bets/csv', '/wps/agent/revenue/csv', '/wps/agent/account-details/csv']) {
      const csv = await t.app.inject({ method: 'GET', url: `${path}?scope=all`, headers: bearer(team.top.token) });
      expect(csv.statusCode, path).toBe(200);
      expect(csv.headers['content-type'], path).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition'], path).toMatch(/^attachment; filename=".+\.csv"$/);
    }
    const bets = await t.app.inject({ method: 'GET', url: '/wps/agent/bets/csv', headers: bearer(team.top.token) });
    expect(bets.body.split('\r\n')[0]).toBe('round_id,account,game,game_type,vendor,bet,valid_bet,win,profit_loss,status,opened_at');
    expect(bets.body).toContain(',30.00,30.00,90.00,60.00,closed,');
  });
});

describe('account details of a resettled bet', () => {
  it('lists a game_adjust with the game wins, signed, and never under other', async () => {
    const agent = await newMember(t, { agent: true });
    const member = await newMember(t, { uplineId: agent.id });
    await creditedDeposit(t, member, 10_000);
    const db = t.database.db;
    const wallet = await openMainWallet(db, member.holder, currency);
    const house = await openHouseAccount(db, 'house_game', currency, 'AGTADJ');
    const post = (kind: string, amount: bigint) =>
      postJournal(db, {
        idempotencyKey: `${kind}:${member.id}:${amount}`,
        kind,
        legs: [
          { accountId: wallet.id, amount },
          { accountId: house.id, amount: -amount },
        ],
        metadata: { vendorCode: 'AGTADJ' },
      });
    await post('game_win', 4_000n);
    // The bet was settled again (wallet API v1.1 adjust): part of the win taken back, then some returned.
    await post('game_adjust', -1_500n);
    await post('game_adjust', 500n);
    const wins = await get<AgentAccountDetailsPage>('/wps/agent/account-details?kind=win', agent);
    expect(wins.content.map((m) => [m.kind, m.journalKind, m.amount]).sort()).toEqual([
      ['win', 'game_adjust', -1_500],
      ['win', 'game_adjust', 500],
      ['win', 'game_win', 4_000],
    ]);
    expect((await get<AgentAccountDetailsPage>('/wps/agent/account-details?kind=other', agent)).content).toEqual([]);
  });
});
