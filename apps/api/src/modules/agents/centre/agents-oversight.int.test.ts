import type {
  BoAgentContract,
  BoAgentContractPage,
  BoAgentOverview,
  BoAgentSearchResult,
  BoAgentSettlementPage,
  BoAgentSettlementRunDetail,
  BoAgentSettlementRunPage,
  BoAgentTreeNode,
  BoAgentTreePage,
} from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { systemActor } from '../../platform/audit';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { insertContract, insertRun, insertSettlement } from './agents-oversight.test-support';

let t: TestApp;
let admin: string;
let operator: string;
let support: string;
let finance: string;
let content: string;
let top: TestMember;
let sub: TestMember;
let player: TestMember;
let deep: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, support, finance, content] = await Promise.all([
    t.staffToken(['admin']),
    t.staffToken(['operator']),
    t.staffToken(['support']),
    t.staffToken(['finance']),
    t.staffToken(['content']),
  ]);
  top = await newMember(t, { agent: true });
  sub = await newMember(t, { agent: true, uplineId: top.id });
  player = await newMember(t, { uplineId: top.id });
  deep = await newMember(t, { uplineId: sub.id });
  await fundMember(t, sub, 4_200);
});
afterAll(async () => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const send = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const valueOf = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: T }).value;
};
const refused = (res: Res) => [res.statusCode, errorCodeOf(res)];
const auditOf = (target: string) =>
  t.database.db.selectFrom('audit_log').select(['action', 'actor_type', 'actor_name', 'details']).where('target', '=', target).orderBy('id').execute();

describe('agent tree', () => {
  it('lists top-level members agents first, then children lazily with team size, direct count and balance', async () => {
    const roots = valueOf<BoAgentTreePage>(await send('GET', '/bo/agents/tree?pageSize=100', operator));
    const topNode = roots.list.find((n) => n.account === top.account);
    expect(topNode).toMatchObject({ kind: 'agent', status: 'active', uplineId: null, teamSize: 3, directCount: 2 });
    const firstPlayer = roots.list.findIndex((n) => n.kind === 'player');
    const lastAgent = roots.list.map((n) => n.kind).lastIndexOf('agent');
    if (firstPlayer >= 0) expect(lastAgent).toBeLessThan(firstPlayer);
    expect(roots.list.some((n) => n.account === sub.account)).toBe(false);

    const children = valueOf<BoAgentTreePage>(await send('GET', `/bo/agents/tree?parentId=${top.id}`, support));
    expect(children.total).toBe(2);
    expect(children.list.map((n) => [n.account, n.kind])).toEqual([
      [sub.account, 'agent'],
      [player.account, 'player'],
    ]);
    expect(children.list[0]).toMatchObject({ teamSize: 1, directCount: 1, balance: 4_200, uplineId: Number(top.id) });
    const paged = valueOf<BoAgentTreePage>(await send('GET', `/bo/agents/tree?parentId=${top.id}&pageSize=1&pageNo=2`, admin));
    expect([paged.list.map((n) => n.account), paged.totalPages]).toEqual([[player.account], 2]);
  });

  it('finds a member with its upline chain, top-level first', async () => {
    const found = valueOf<BoAgentSearchResult>(await send('GET', `/bo/agents/search?account=${deep.account.toUpperCase()}`, support));
    expect(found.member).toMatchObject({ account: deep.account, kind: 'player', uplineId: Number(sub.id) });
    expect(found.chain.map((n) => n.account)).toEqual([top.account, sub.account]);
    expect(valueOf<BoAgentSearchResult>(await send('GET', '/bo/agents/search?account=nobody-here', operator))).toEqual({ member: null, chain: [] });
    expect(valueOf<BoAgentSearchResult>(await send('GET', '/bo/agents/search', operator))).toEqual({ member: null, chain: [] });
  });

  it('refuses finance and content staff, and anonymous callers', async () => {
    for (const token of [finance, content]) expect(refused(await send('GET', '/bo/agents/tree', token))).toEqual([403, 'FORBIDDEN']);
    expect(refused(await send('GET', '/bo/agents/search?account=x', content))).toEqual([403, 'FORBIDDEN']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/bo/agents/tree' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the agent policy flag and the settlement clock', async () => {
    const before = valueOf<BoAgentOverview>(await send('GET', '/bo/agents/overview', finance));
    expect(before).toMatchObject({ agentPolicy: true, businessTimeZone: expect.any(String) as string, settlementClockOffsetMinutes: 0 });
    const doc = await t.services.settings.get('whitelabel');
    await t.services.settings.update('whitelabel', { ...doc.value, AGENTPOLICY3: false }, doc.version, systemActor('test'));
    expect(valueOf<BoAgentOverview>(await send('GET', '/bo/agents/overview', support)).agentPolicy).toBe(false);
    const again = await t.services.settings.get('whitelabel');
    await t.services.settings.update('whitelabel', { ...again.value, AGENTPOLICY3: true }, again.version, systemActor('test'));
    expect(refused(await send('GET', '/bo/agents/overview', content))).toEqual([403, 'FORBIDDEN']);
  });
});

describe('freeze and unfreeze', () => {
  it('freezes through the account-freeze service (sessions ended, audited), and unfreezes', async () => {
    const frozen = valueOf<BoAgentTreeNode>(await send('POST', `/bo/members/${sub.id}/freeze`, operator, { reason: 'chargeback review' }));
    expect(frozen).toMatchObject({ status: 'frozen', frozenReason: 'chargeback review' });
    const session = await t.app.inject({ method: 'GET', url: '/wps/agent/team', headers: bearer(sub.token) });
    expect(session.statusCode).toBe(401);

    expect(refused(await send('POST', `/bo/members/${sub.id}/freeze`, operator, { reason: 'again' }))).toEqual([409, 'INVALID_STATE']);
    const unfrozen = valueOf<BoAgentTreeNode>(await send('POST', `/bo/members/${sub.id}/unfreeze`, admin));
    expect(unfrozen).toMatchObject({ status: 'active', frozenReason: null });
    expect(refused(await send('POST', `/bo/members/${sub.id}/unfreeze`, admin))).toEqual([409, 'INVALID_STATE']);

    const audit = await auditOf(`member:${sub.id}`);
    expect(audit.map((a) => [a.action, a.actor_type])).toEqual([
      ['member.freeze', 'staff'],
      ['member.unfreeze', 'staff'],
    ]);
    expect(audit[0]!.details).toMatchObject({ reason: 'chargeback review', previousStatus: 'active' });
    expect(audit.every((a) => (a.actor_name ?? '').length > 0)).toBe(true);
  });

  it('refuses support and finance, an empty reason and an unknown member', async () => {
    for (const token of [support, finance]) {
      expect(refused(await send('POST', `/bo/members/${player.id}/freeze`, token, { reason: 'x' }))).toEqual([403, 'FORBIDDEN']);
      expect(refused(await send('POST', `/bo/members/${player.id}/unfreeze`, token))).toEqual([403, 'FORBIDDEN']);
    }
    expect(refused(await send('POST', `/bo/members/${player.id}/freeze`, operator, { reason: ' ' }))).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused(await send('POST', '/bo/members/99999999/freeze', operator, { reason: 'x' }))).toEqual([404, 'NOT_FOUND']);
    expect(await auditOf(`member:${player.id}`)).toEqual([]);
  });
});

const dailyTerms = {
  tiers: [
    { minActiveMembers: 1, minValidBet: 100_000, rateBp: 50 },
    { minActiveMembers: 5, minValidBet: 1_000_000, rateBp: 80 },
  ],
};

describe('contract oversight', () => {
  it('offers a platform contract to a top-level agent through the contract service, audited and notified', async () => {
    const offered = valueOf<BoAgentContract>(
      await send('POST', '/bo/agents/contracts', operator, { type: 'daily_salary', downlineAccount: top.account, terms: dailyTerms, note: 'launch deal' }),
    );
    expect(offered).toMatchObject({
      type: 'daily_salary',
      status: 'offered',
      upline: null,
      downline: { account: top.account },
      terms: dailyTerms,
      note: 'launch deal',
      offeredByStaffId: expect.any(Number) as number,
    });
    const audit = await auditOf(`agent_contract:${offered.id}`);
    expect(audit.map((a) => [a.action, a.actor_type])).toEqual([['agents.contract.offer', 'staff']]);
    expect(audit[0]!.details).toMatchObject({ type: 'daily_salary', downline: top.account });
    const notices = await t.database.db.selectFrom('member_notices').select('kind').where('member_id', '=', top.id).execute();
    expect(notices.map((n) => n.kind)).toContain('contract_offered');
  });

  it('refuses a non-agent, an agent with an upline, bad terms, and non-operators', async () => {
    const offer = (account: string, terms: unknown = dailyTerms) =>
      send('POST', '/bo/agents/contracts', operator, { type: 'daily_salary', downlineAccount: account, terms: terms as Record<string, unknown> });
    expect(refused(await offer(player.account))).toEqual([400, 'DOWNLINE_NOT_AGENT']);
    expect(refused(await offer(sub.account))).toEqual([403, 'NOT_DOWNLINE']);
    expect(refused(await offer('nobody-here'))).toEqual([404, 'NOT_FOUND']);
    const descending = {
      tiers: [
        { minActiveMembers: 5, minValidBet: 0, rateBp: 80 },
        { minActiveMembers: 1, minValidBet: 0, rateBp: 50 },
      ],
    };
    const bad = await offer(top.account, descending);
    expect(refused(bad)).toEqual([400, 'CONTRACT_TERMS_INVALID']);
    for (const token of [support, finance]) {
      expect(refused(await send('POST', '/bo/agents/contracts', token, { type: 'daily_salary', downlineAccount: top.account, terms: dailyTerms }))).toEqual([
        403,
        'FORBIDDEN',
      ]);
    }
    const offers = await t.database.db
      .selectFrom('agent_contracts')
      .select('id')
      .where('upline_id', 'is', null)
      .where('offered_by_staff_id', 'is not', null)
      .execute();
    expect(offers).toHaveLength(1);
  });

  it('lists contracts by type, status and either party, and shows one', async () => {
    const given = await insertContract(t.database.db, { type: 'hourly_salary', uplineId: top.id, downlineId: sub.id });
    const bySub = valueOf<BoAgentContractPage>(await send('GET', `/bo/agents/contracts?account=${sub.account}`, support));
    expect(bySub.list.map((c) => c.id)).toEqual([Number(given.id)]);
    expect(bySub.list[0]).toMatchObject({ upline: { account: top.account }, downline: { account: sub.account }, status: 'active', period: 'hourly' });
    const byTop = valueOf<BoAgentContractPage>(await send('GET', `/bo/agents/contracts?account=${top.account}`, operator));
    expect(byTop.total).toBe(2);
    const offeredDaily = valueOf<BoAgentContractPage>(
      await send('GET', `/bo/agents/contracts?account=${top.account}&type=daily_salary&status=offered`, operator),
    );
    expect(offeredDaily.list.map((c) => c.type)).toEqual(['daily_salary']);
    expect(valueOf<BoAgentContract>(await send('GET', `/bo/agents/contracts/${given.id}`, admin)).id).toBe(Number(given.id));
    expect(refused(await send('GET', '/bo/agents/contracts/99999999', admin))).toEqual([404, 'CONTRACT_NOT_FOUND']);
    expect(refused(await send('GET', '/bo/agents/contracts', finance))).toEqual([403, 'FORBIDDEN']);
  });

  it('terminates through the contract service with a reason, audited with the state before and after', async () => {
    const c = await insertContract(t.database.db, {
      type: 'realtime_salary',
      uplineId: top.id,
      downlineId: sub.id,
      terms: { winRateBp: 10, lossRateBp: 20, minSingleBet: 100 },
    });
    expect(refused(await send('POST', `/bo/agents/contracts/${c.id}/terminate`, support, { reason: 'x' }))).toEqual([403, 'FORBIDDEN']);
    expect(refused(await send('POST', `/bo/agents/contracts/${c.id}/terminate`, operator, {}))).toEqual([400, 'VALIDATION_ERROR']);
    const ended = valueOf<BoAgentContract>(await send('POST', `/bo/agents/contracts/${c.id}/terminate`, operator, { reason: 'fraud review' }));
    expect(ended).toMatchObject({ status: 'terminated', endedBy: 'staff', endReason: 'fraud review' });
    const audit = await auditOf(`agent_contract:${c.id}`);
    expect(audit.map((a) => [a.action, a.actor_type])).toEqual([['agents.contract.terminate', 'staff']]);
    expect(audit[0]!.details).toMatchObject({ previousStatus: 'active', reason: 'fraud review' });
    // A second termination is refused by the contract service, and nothing more is audited.
    expect(refused(await send('POST', `/bo/agents/contracts/${c.id}/terminate`, operator, { reason: 'again' }))).toEqual([409, 'CONTRACT_STATE_INVALID']);
    expect(await auditOf(`agent_contract:${c.id}`)).toHaveLength(1);
  });
});

describe('settlement runs', () => {
  it('lists runs and shows one with its settlements, payer and inputs', async () => {
    const contract = await insertContract(t.database.db, { type: 'daily_salary', uplineId: top.id, downlineId: sub.id });
    const platform = await insertContract(t.database.db, { type: 'daily_salary', uplineId: null, downlineId: top.id });
    await insertSettlement(t.database.db, {
      contractId: contract.id,
      type: 'daily_salary',
      periodKey: '2026-11-01',
      payeeId: sub.id,
      payerId: top.id,
      amount: 300,
    });
    await insertSettlement(t.database.db, {
      contractId: platform.id,
      type: 'daily_salary',
      periodKey: '2026-11-01',
      payeeId: top.id,
      payerId: null,
      amount: 900,
      status: 'insufficient_funds',
    });
    const run = await insertRun(t.database.db, { job: 'daily_salary', periodKey: '2026-11-01', trigger: 'schedule', paidCount: 1, paidAmount: 300 });

    const page = valueOf<BoAgentSettlementRunPage>(await send('GET', '/bo/agents/settlement-runs?job=daily_salary', finance));
    expect(page.list.find((r) => r.id === Number(run.id))).toMatchObject({
      job: 'daily_salary',
      periodKey: '2026-11-01',
      trigger: 'schedule',
      status: 'done',
      paidCount: 1,
      paidAmount: 300,
      staff: null,
      runner: 'test-runner',
    });
    const detail = valueOf<BoAgentSettlementRunDetail>(await send('GET', `/bo/agents/settlement-runs/${run.id}`, admin));
    expect(detail.settlements.map((s) => [s.payee.account, s.payer?.account ?? null, s.status, s.amount, s.paidAmount])).toEqual([
      [top.account, null, 'insufficient_funds', 900, 0],
      [sub.account, top.account, 'paid', 300, 300],
    ]);
    expect(detail.settlements[1]!.inputs).toMatchObject({ activeMembers: 2, rateBp: 100 });
    expect(refused(await send('GET', '/bo/agents/settlement-runs/99999999', finance))).toEqual([404, 'NOT_FOUND']);

    const bySub = valueOf<BoAgentSettlementPage>(
      await send('GET', `/bo/agents/settlements?account=${sub.account}&type=daily_salary&periodKey=2026-11-01`, finance),
    );
    expect(bySub.list.map((s) => s.amount)).toEqual([300]);
    const short = valueOf<BoAgentSettlementPage>(await send('GET', '/bo/agents/settlements?status=insufficient_funds', finance));
    expect(short.list.map((s) => s.payee.account)).toEqual([top.account]);

    for (const token of [operator, support]) {
      expect(refused(await send('GET', '/bo/agents/settlement-runs', token))).toEqual([403, 'FORBIDDEN']);
      expect(refused(await send('GET', '/bo/agents/settlements', token))).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('re-runs an ended period through the settlement service as a staff run, audited', async () => {
    const detail = valueOf<BoAgentSettlementRunDetail>(
      await send('POST', '/bo/agents/settlement-runs', finance, { job: 'hourly_salary', periodKey: '2026-11-20T05' }),
    );
    expect(detail.run).toMatchObject({
      job: 'hourly_salary',
      periodKey: '2026-11-20T05',
      trigger: 'staff',
      staff: { username: expect.stringContaining('finance') as string },
    });
    const audit = await auditOf('settlement_run:hourly_salary:2026-11-20T05');
    expect(audit.map((a) => a.action)).toEqual(['agents.settlement.rerun']);
    expect(audit[0]!.details).toMatchObject({ outcome: 'ran', runId: detail.run.id });
  });

  it('shows PERIOD_NOT_ENDED (audited as refused), refuses a malformed key and other roles', async () => {
    const early = await send('POST', '/bo/agents/settlement-runs', finance, { job: 'daily_salary', periodKey: '2099-01-01' });
    expect(refused(early)).toEqual([409, 'PERIOD_NOT_ENDED']);
    const audit = await auditOf('settlement_run:daily_salary:2099-01-01');
    expect(audit[0]!.details).toMatchObject({ outcome: 'refused', code: 'PERIOD_NOT_ENDED' });
    expect(refused(await send('POST', '/bo/agents/settlement-runs', finance, { job: 'daily_salary', periodKey: '2026-11-20T05' }))).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    expect(refused(await send('POST', '/bo/agents/settlement-runs', finance, { job: 'realtime_salary', periodKey: '2026-11-20T05:03' }))).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    const dividendWeek = await send('POST', '/bo/agents/settlement-runs', finance, { job: 'dividend', periodKey: '2026-W46' });
    expect(dividendWeek.statusCode, dividendWeek.body).toBe(200);
    for (const token of [operator, support])
      expect(refused(await send('POST', '/bo/agents/settlement-runs', token, { job: 'dividend', periodKey: '2026-11' }))).toEqual([403, 'FORBIDDEN']);
  });
});
