import { randomUUID } from 'node:crypto';
import { agentContractRelay, agentContractTypes, type AgentContractTypeName } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../../../testing/member-client';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import type { RouteCatalogEntry } from '../../../plugins/access-control';
import { fundMember, newMember, paymentPassword, type TestMember } from '../../money/wallet/wallet.test-support';
import { addTestGame, creditedDeposit, playRound } from './agent-reports.test-support';

/**
 * An agent can never read or move anything outside its own team. Agent B calls
 * EVERY agent route the app registers (agentAccess, and member routes under /wps/agent/), each fed
 * with agent A's team ids, accounts, contract, settlement and link ids. Nothing of A's team may come
 * back, and A's team is unchanged afterwards. Routes that take ids or bodies need an entry in
 * `requests` below: a new one without an entry fails the test, so it cannot slip past.
 */
let t: TestApp;
let a: TestMember;
let aSub: TestMember;
let aPlayer: TestMember;
let b: TestMember;
let bPlayer: TestMember;
const aIds = { contract: 0n, dividendContract: 0n, settlement: 0n, dividendSettlement: 0n, link: 0n, linkCode: '' };

const terms: Record<AgentContractTypeName, unknown> = {
  dividend: { period: 'daily', tiers: [{ minActiveMembers: 0, minValidBet: 0, minProfitLoss: 0, rateBp: 1_000 }] },
  daily_salary: { tiers: [{ minActiveMembers: 0, minValidBet: 0, rateBp: 100 }] },
  hourly_salary: { tiers: [{ minActiveMembers: 0, minValidBet: 0, rateBp: 100 }] },
  realtime_salary: { winRateBp: 10, lossRateBp: 20, minSingleBet: 100 },
};
const periodOf: Record<AgentContractTypeName, 'daily' | 'hourly' | 'five_minutes'> = {
  dividend: 'daily',
  daily_salary: 'daily',
  hourly_salary: 'hourly',
  realtime_salary: 'five_minutes',
};

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  a = await newMember(t, { agent: true, withPaymentPassword: true });
  aSub = await newMember(t, { agent: true, uplineId: a.id });
  aPlayer = await newMember(t, { uplineId: aSub.id });
  b = await newMember(t, { agent: true, withPaymentPassword: true });
  bPlayer = await newMember(t, { uplineId: b.id });
  await fundMember(t, a, 100_000);
  await fundMember(t, b, 100_000);
  await creditedDeposit(t, aPlayer, 40_000);
  const game = await addTestGame(t, 'ISOV', 'iso-slot');
  await playRound(t, game, aPlayer, 10_000, 2_000);
  await fundMember(t, bPlayer, 5_000);
  await playRound(t, game, bPlayer, 1_000, 0);

  const db = t.database.db;
  const contract = async (type: AgentContractTypeName, status: 'active' | 'offered') =>
    (
      await db
        .insertInto('agent_contracts')
        .values({
          type,
          upline_id: a.id,
          downline_id: aSub.id,
          status,
          terms: JSON.stringify(terms[type]),
          period: periodOf[type],
          offer_expires_at: new Date(Date.now() + 86_400_000),
          effective_from: status === 'active' ? new Date(Date.now() - 86_400_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // A platform contract held by A (so it may offer), the contracts A gave its sub, and an offer.
  for (const type of agentContractTypes) {
    await db
      .insertInto('agent_contracts')
      .values({
        type,
        upline_id: null,
        downline_id: a.id,
        status: 'active',
        terms: JSON.stringify(terms[type]),
        period: periodOf[type],
        offer_expires_at: new Date(),
        effective_from: new Date(Date.now() - 86_400_000),
      })
      .execute();
  }
  aIds.contract = await contract('daily_salary', 'active');
  aIds.dividendContract = await contract('dividend', 'active');
  await contract('hourly_salary', 'offered');
  const start = new Date(Date.now() - 2 * 86_400_000);
  const settlement = async (contractId: bigint, type: AgentContractTypeName, status: 'paid' | 'awaiting_confirmation') =>
    (
      await db
        .insertInto('agent_settlements')
        .values({
          contract_id: contractId,
          type,
          period_key: start.toISOString().slice(0, 10),
          period_start: start,
          period_end: new Date(start.getTime() + 86_400_000),
          payee_id: aSub.id,
          payer_id: a.id,
          status,
          inputs: JSON.stringify({ teamMembers: 1, activeMembers: 1, validBet: 10_000, houseProfit: 8_000, tierIndex: 0, rateBp: 100, base: 10_000 }),
          amount: 100n,
          paid_amount: status === 'paid' ? 100n : 0n,
          confirm_deadline: status === 'awaiting_confirmation' ? new Date(Date.now() + 86_400_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  aIds.settlement = await settlement(aIds.contract, 'daily_salary', 'paid');
  aIds.dividendSettlement = await settlement(aIds.dividendContract, 'dividend', 'awaiting_confirmation');
  const link = await db
    .insertInto('agent_invite_links')
    .values({ agent_id: a.id, code: 'isoalink01', kind: 'agent', label: 'A link' })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
  aIds.link = link.id;
  aIds.linkCode = link.code;
});
afterAll(async () => t.close());

type Request = { query?: string; params?: Record<string, string | number | bigint>; body?: Record<string, unknown> };

/** Per-route requests aimed at A's team. GET routes without path parameters need none (see below). */
const requests = (): Record<string, Request[]> => {
  const relayRequests = (type: AgentContractTypeName): Request[] => [
    { body: { action: 'offer', downlineAccount: aSub.account, terms: terms[type] } },
    { body: { action: 'offer', downlineAccount: aPlayer.account, terms: terms[type] } },
    { body: { action: 'accept', contractId: Number(aIds.contract) } },
    { body: { action: 'reject', contractId: Number(aIds.contract) } },
    { body: { action: 'terminate', contractId: Number(aIds.contract), reason: 'not yours' } },
    { body: { action: 'terminate', contractId: Number(aIds.dividendContract), reason: 'not yours' } },
    { body: { action: 'confirm', settlementId: Number(aIds.dividendSettlement) } },
    { body: { action: 'refuse', settlementId: Number(aIds.dividendSettlement), reason: 'not yours' } },
  ];
  return {
    'GET /wps/agent/team/:memberId': [aSub, aPlayer, a].map((m) => ({ params: { memberId: m.id } })),
    'POST /wps/agent/downlines': [
      { body: { kind: 'player', account: `iso${randomUUID().slice(0, 8)}`, password: 'Opened2026x', idempotencyKey: `iso-${randomUUID()}` } },
    ],
    'POST /wps/agent/invite-links': [{ body: { kind: 'agent', label: aPlayer.account } }],
    'POST /wps/agent/invite-links/:id': [
      { params: { id: aIds.link }, body: { disabled: true } },
      { params: { id: aIds.link }, body: { label: 'taken over' } },
    ],
    'POST /wps/agent/transferDownline': [aSub, aPlayer].map((m) => ({
      body: { account: m.account, amount: 1_000, paymentPassword, idempotencyKey: `iso-${randomUUID()}` },
    })),
    ...Object.fromEntries(agentContractTypes.map((type) => [`POST /wps/relay/${agentContractRelay[type]}`, relayRequests(type)])),
  };
};

/** The agent routes: agent-only access, or a member route under /wps/agent/ (the downline transfer). */
const agentRoutes = (): RouteCatalogEntry[] =>
  t.routes.filter((r) => r.access.kind === 'member' && (r.access.agentOnly === true || r.url.startsWith('/wps/agent/')) && r.method !== 'HEAD');

/** Everything of A's team that a route could change. */
const snapshotA = async () => {
  const db = t.database.db;
  const ids = [a.id, aSub.id, aPlayer.id];
  const [members, wallets, contracts, settlements, links, tree] = await Promise.all([
    db.selectFrom('members').select(['id', 'upline_id', 'status', 'type', 'password_hash', 'nickname']).where('id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('ledger_accounts').select(['id', 'balance']).where('owner_id', 'in', ids.map(String)).orderBy('id').execute(),
    db
      .selectFrom('agent_contracts')
      .selectAll()
      .where((eb) => eb.or([eb('upline_id', 'in', ids), eb('downline_id', 'in', ids)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('agent_settlements')
      .selectAll()
      .where((eb) => eb.or([eb('payee_id', 'in', ids), eb('payer_id', 'in', ids)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('agent_invite_links').selectAll().where('agent_id', '=', a.id).orderBy('id').execute(),
    db.selectFrom('member_tree').selectAll().where('ancestor_id', '=', a.id).orderBy('descendant_id').execute(),
  ]);
  return JSON.stringify({ members, wallets, contracts, settlements, links, tree }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
};

const fill = (url: string, params: Request['params'] = {}) => url.replace(/:(\w+)/g, (_m, name: string) => String(params[name] ?? '1'));

describe('agent isolation: another team is out of reach on every agent route', () => {
  it('knows every agent route it must try', () => {
    const table = requests();
    const routes = agentRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.filter((r) => (r.method !== 'GET' || r.url.includes(':')) && !table[`${r.method} ${r.url}`]).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'agent routes with ids or a body need an entry in `requests`').toEqual([]);
  });

  it("returns nothing of A's team to B and changes nothing of it", async () => {
    const before = await snapshotA();
    const table = requests();
    // Text that only A's team can produce: its accounts, its link code.
    const secrets = [a.account, aSub.account, aPlayer.account, aIds.linkCode];
    const tried: string[] = [];
    for (const route of agentRoutes()) {
      const key = `${route.method} ${route.url}`;
      // A GET without path parameters is fed A's accounts as every search field it might read.
      const list: Request[] = table[key] ?? [{ query: `keyword=${aPlayer.account}&account=${aPlayer.account}&scope=all&role=all&pageSize=100` }];
      for (const request of list) {
        const url = `${fill(route.url, request.params)}${request.query ? `?${request.query}` : ''}`;
        const payload = request.body === undefined ? undefined : route.encrypted ? await sealed(t, request.body) : request.body;
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: bearer(b.token), ...(payload === undefined ? {} : { payload }) });
        tried.push(`${key} -> ${res.statusCode}`);
        expect(res.statusCode, `${key} ${res.body}`).toBeLessThan(500);
        const sent = `${url} ${JSON.stringify(request.body ?? {})}`.toLowerCase();
        for (const secret of secrets) {
          // A refusal may echo what B itself sent (details.account); an answer may not contain A's data at all,
          // except the label B chose for its own new link.
          if (res.statusCode >= 400 && sent.includes(secret.toLowerCase())) continue;
          if (key === 'POST /wps/agent/invite-links' && secret === aPlayer.account) continue;
          expect(res.body.toLowerCase(), `${key} leaks ${secret}`).not.toContain(secret.toLowerCase());
        }
        if (route.url.includes(':') || (route.method === 'POST' && key !== 'POST /wps/agent/downlines' && key !== 'POST /wps/agent/invite-links')) {
          expect(res.statusCode, `${key} must refuse A's ids: ${res.body}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(await snapshotA()).toBe(before);
    expect(tried.length).toBeGreaterThan(20);
    // What B created landed in B's own team.
    const opened = await t.database.db.selectFrom('members').select('upline_id').where('register_method', '=', 'agent').execute();
    expect(opened.map((m) => m.upline_id)).toEqual([b.id]);
    const bLinks = await t.database.db.selectFrom('agent_invite_links').select('agent_id').where('agent_id', '!=', a.id).execute();
    expect(bLinks.map((l) => l.agent_id)).toEqual([b.id]);
  });

  it("lets A see its own team on the same routes (the test's requests do reach data)", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/wps/agent/team/${aPlayer.id}`, headers: bearer(a.token) });
    expect(res.statusCode, res.body).toBe(200);
    const bets = await t.app.inject({ method: 'GET', url: `/wps/agent/bets?account=${aPlayer.account}`, headers: bearer(a.token) });
    expect(bets.body).toContain(aPlayer.account);
    const details = await t.app.inject({ method: 'GET', url: '/wps/agent/account-details', headers: bearer(a.token) });
    expect(details.body).toContain(aPlayer.account);
  });
});
