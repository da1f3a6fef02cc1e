import type { BoAdjustment, BoMemberWallet, BoReconciliation, MemberSession } from '@gp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let finance: string;
let finance2: string;
let finance3: string;
let support: string;
let content: string;
let threshold: number;

beforeAll(async () => {
  t = await createTestApp();
  finance = await t.staffToken(['finance']);
  finance2 = await t.staffToken(['finance']);
  finance3 = await t.staffToken(['finance']);
  support = await t.staffToken(['support']);
  content = await t.staffToken(['content']);
  threshold = (await t.services.settings.value('cashier')).adjustmentSecondApprovalAbove;
});
afterAll(async () => t.close());

let keys = 0;
const key = () => `test-adj-${Date.now()}-${++keys}`;

type Body = Record<string, unknown>;
const post = (url: string, token: string, payload: Body = {}) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const adjust = (token: string, payload: Body) => post('/bo/adjustments', token, { idempotencyKey: key(), reason: 'goodwill credit', ...payload });
const valueOf = <T>(res: { statusCode: number; body: string; json: () => { value: T } }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const walletOf = async (member: MemberSession) => valueOf<BoMemberWallet>(await get(`/bo/members/${member.member.id}/wallet`, finance));
const mainBalance = async (member: MemberSession) => (await walletOf(member)).accounts.find((a) => a.kind === 'player_main')?.balance ?? 0;
const auditActions = async (adjustmentId: number) =>
  (await t.database.db.selectFrom('audit_log').select(['action', 'details']).orderBy('id').execute())
    .filter((r) => (r.details as { adjustmentId?: number }).adjustmentId === adjustmentId)
    .map((r) => r.action);

describe('adjustments at or below the threshold', () => {
  it('post at once to the main wallet, audited, and a retry with the same key has one effect', async () => {
    const member = await registerMember(t);
    const idempotencyKey = key();
    const body = { memberAccount: member.member.account.toUpperCase(), amount: 50_000, reason: 'compensation for ticket 1182', idempotencyKey };
    const first = valueOf<BoAdjustment>(await post('/bo/adjustments', finance, body));
    expect(first).toMatchObject({
      status: 'posted',
      amount: 50_000,
      memberId: member.member.id,
      needsSecondApprover: false,
      decidedBy: null,
      journalId: expect.any(Number),
    });
    const again = valueOf<BoAdjustment>(await post('/bo/adjustments', finance, body));
    expect(again.id).toBe(first.id);
    expect(await mainBalance(member)).toBe(50_000);
    const conflict = await post('/bo/adjustments', finance, { ...body, amount: 60_000 });
    expect([conflict.statusCode, errorCodeOf(conflict)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await auditActions(first.id)).toEqual(['adjustment.post']);
    const atThreshold = valueOf<BoAdjustment>(await adjust(finance, { memberId: member.member.id, amount: threshold }));
    expect(atThreshold.status).toBe('posted');
    expect(await mainBalance(member)).toBe(50_000 + threshold);
  });

  it('the same key sent 10 times at once is one adjustment and one posting', async () => {
    const member = await registerMember(t);
    const body = { memberId: member.member.id, amount: 7_500, reason: 'parallel retry test', idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/bo/adjustments', finance, body)));
    const ids = new Set(answers.map((res) => valueOf<BoAdjustment>(res).id));
    expect(ids.size).toBe(1);
    expect(await mainBalance(member)).toBe(7_500);
    const journals = await t.database.db
      .selectFrom('ledger_journals')
      .select('id')
      .where('kind', '=', 'adjustment')
      .where(sql<boolean>`metadata->>'adjustmentId' = ${String([...ids][0])}`)
      .execute();
    expect(journals).toHaveLength(1);
  });

  it('debits, and refuses a debit beyond the balance without recording anything', async () => {
    const member = await registerMember(t);
    valueOf(await adjust(finance, { memberId: member.member.id, amount: 10_000 }));
    valueOf(await adjust(finance, { memberId: member.member.id, amount: -4_000, reason: 'reverse duplicate credit' }));
    expect(await mainBalance(member)).toBe(6_000);
    const tooMuch = await adjust(finance, { memberId: member.member.id, amount: -6_001 });
    expect([tooMuch.statusCode, errorCodeOf(tooMuch)]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    expect(await mainBalance(member)).toBe(6_000);
    const list = valueOf<{ total: number }>(await get(`/bo/adjustments?memberId=${member.member.id}`, finance));
    expect(list.total).toBe(2);
  });

  it('refuses bad input with field errors and an unknown member with 404', async () => {
    const member = await registerMember(t);
    const cases: Body[] = [
      { memberId: member.member.id, amount: 0 },
      { memberId: member.member.id, amount: 100, reason: 'abc' },
      { memberId: member.member.id, amount: 1.5 },
      { memberId: member.member.id, memberAccount: member.member.account, amount: 100 },
      { amount: 100 },
    ];
    for (const body of cases) {
      const res = await adjust(finance, body);
      expect([res.statusCode, errorCodeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR']);
    }
    const extra = await adjust(finance, { memberId: member.member.id, amount: 100, extra: true });
    expect([extra.statusCode, errorCodeOf(extra)]).toEqual([400, 'UNKNOWN_FIELD']);
    const unknown = await adjust(finance, { memberAccount: 'nobody-here-999', amount: 100 });
    expect([unknown.statusCode, errorCodeOf(unknown)]).toEqual([404, 'NOT_FOUND']);
    expect(await mainBalance(member)).toBe(0);
  });
});

describe('adjustments above the threshold', () => {
  it('wait for a different staff member, who approves and posts them', async () => {
    const member = await registerMember(t);
    const amount = threshold + 1;
    const pending = valueOf<BoAdjustment>(await adjust(finance, { memberId: member.member.id, amount, reason: 'large manual deposit' }));
    expect(pending).toMatchObject({ status: 'pending', needsSecondApprover: true, journalId: null });
    expect(await mainBalance(member)).toBe(0);
    const own = await post(`/bo/adjustments/${pending.id}/approve`, finance);
    expect([own.statusCode, errorCodeOf(own)]).toEqual([403, 'SECOND_APPROVER_REQUIRED']);
    const ownReject = await post(`/bo/adjustments/${pending.id}/reject`, finance, { reason: 'changed my mind' });
    expect([ownReject.statusCode, errorCodeOf(ownReject)]).toEqual([403, 'SECOND_APPROVER_REQUIRED']);
    const queue = valueOf<{ list: BoAdjustment[] }>(await get('/bo/adjustments?status=pending', finance2));
    expect(queue.list.map((a) => a.id)).toContain(pending.id);
    const approved = valueOf<BoAdjustment>(await post(`/bo/adjustments/${pending.id}/approve`, finance2));
    expect(approved).toMatchObject({ status: 'posted', decidedBy: { name: expect.any(String) }, journalId: expect.any(Number) });
    expect(await mainBalance(member)).toBe(amount);
    const twice = await post(`/bo/adjustments/${pending.id}/approve`, finance3);
    expect([twice.statusCode, errorCodeOf(twice)]).toEqual([409, 'INVALID_STATE']);
    const rejectPosted = await post(`/bo/adjustments/${pending.id}/reject`, finance3, { reason: 'too late now' });
    expect([rejectPosted.statusCode, errorCodeOf(rejectPosted)]).toEqual([409, 'INVALID_STATE']);
    expect(await auditActions(pending.id)).toEqual(['adjustment.request', 'adjustment.approve']);
    expect(await mainBalance(member)).toBe(amount);
  });

  it('can be rejected with a reason, moving nothing', async () => {
    const member = await registerMember(t);
    const pending = valueOf<BoAdjustment>(await adjust(finance, { memberId: member.member.id, amount: threshold * 2 }));
    const noReason = await post(`/bo/adjustments/${pending.id}/reject`, finance2, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = valueOf<BoAdjustment>(await post(`/bo/adjustments/${pending.id}/reject`, finance2, { reason: 'no ticket attached' }));
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'no ticket attached', journalId: null });
    const approveLater = await post(`/bo/adjustments/${pending.id}/approve`, finance3);
    expect([approveLater.statusCode, errorCodeOf(approveLater)]).toEqual([409, 'INVALID_STATE']);
    expect(await mainBalance(member)).toBe(0);
    expect(await auditActions(pending.id)).toEqual(['adjustment.request', 'adjustment.reject']);
  });

  it('a large debit beyond the balance stays pending when approval fails', async () => {
    const member = await registerMember(t);
    const pending = valueOf<BoAdjustment>(await adjust(finance, { memberId: member.member.id, amount: -(threshold + 5) }));
    const res = await post(`/bo/adjustments/${pending.id}/approve`, finance2);
    expect([res.statusCode, errorCodeOf(res)]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const list = valueOf<{ list: BoAdjustment[] }>(await get(`/bo/adjustments?memberId=${member.member.id}`, finance));
    expect(list.list[0]).toMatchObject({ id: pending.id, status: 'pending' });
  });

  it('concurrent decisions: exactly one wins, the rest are INVALID_STATE, money moves once', async () => {
    const member = await registerMember(t);
    const amount = threshold + 100;
    const pending = valueOf<BoAdjustment>(await adjust(finance, { memberId: member.member.id, amount }));
    const results = await Promise.all([
      post(`/bo/adjustments/${pending.id}/approve`, finance2),
      post(`/bo/adjustments/${pending.id}/approve`, finance3),
      post(`/bo/adjustments/${pending.id}/reject`, finance2, { reason: 'racing rejection' }),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : errorCodeOf(r))).sort();
    expect(codes).toEqual(['INVALID_STATE', 'INVALID_STATE', 'OK']);
    const final = valueOf<{ list: BoAdjustment[] }>(await get(`/bo/adjustments?memberId=${member.member.id}`, finance)).list[0];
    expect(await mainBalance(member)).toBe(final?.status === 'posted' ? amount : 0);
  });
});

describe('roles', () => {
  it('adjustments and reconciliation are finance only; member look-ups also support', async () => {
    const member = await registerMember(t);
    const bySupport = await adjust(support, { memberId: member.member.id, amount: 100 });
    expect([bySupport.statusCode, errorCodeOf(bySupport)]).toEqual([403, 'FORBIDDEN']);
    expect((await get('/bo/adjustments', support)).statusCode).toBe(403);
    expect((await get('/bo/reconciliation', support)).statusCode).toBe(403);
    expect((await get(`/bo/members?account=${member.member.account}`, support)).statusCode).toBe(200);
    expect((await get(`/bo/members/${member.member.id}/ledger`, support)).statusCode).toBe(200);
    expect((await get(`/bo/members?account=${member.member.account}`, content)).statusCode).toBe(403);
    expect((await get(`/bo/members/${member.member.id}/wallet`, content)).statusCode).toBe(403);
    const admin = await t.staffToken(['admin']);
    expect((await get('/bo/reconciliation', admin)).statusCode).toBe(200);
  });
});

describe('member wallet and ledger', () => {
  it('finds a member by account, shows wallets and the ledger with paging and a kind filter', async () => {
    const member = await registerMember(t);
    const found = valueOf<{ list: { id: number; account: string; kind: string }[] }>(
      await get(`/bo/members?account=${member.member.account.slice(0, -1)}`, support),
    );
    expect(found.list[0]).toMatchObject({ id: member.member.id, account: member.member.account, kind: 'member' });
    expect(valueOf<{ list: unknown[] }>(await get('/bo/members?account=%25', support)).list).toEqual([]);
    expect(valueOf<{ list: { id: number }[] }>(await get('/bo/members', support)).list[0]?.id).toBe(member.member.id);
    for (const amount of [1_000, 2_000, 3_000]) valueOf(await adjust(finance, { memberId: member.member.id, amount }));
    const wallet = await walletOf(member);
    expect(wallet).toMatchObject({ member: { id: member.member.id }, currency: 'INR', total: 6_000 });
    expect(wallet.accounts).toEqual([expect.objectContaining({ kind: 'player_main', balance: 6_000, vendorCode: null })]);
    const page1 = valueOf<{
      list: { amount: number; balanceAfter: number; kind: string; idempotencyKey: string; metadata: Record<string, unknown> }[];
      total: number;
      totalPages: number;
    }>(await get(`/bo/members/${member.member.id}/ledger?pageSize=2`, support));
    expect(page1).toMatchObject({ total: 3, totalPages: 2 });
    expect(page1.list.map((l) => [l.amount, l.balanceAfter, l.kind])).toEqual([
      [3_000, 6_000, 'adjustment'],
      [2_000, 3_000, 'adjustment'],
    ]);
    expect(page1.list[0]?.idempotencyKey).toMatch(/^adjustment:\d+:post$/);
    expect(page1.list[0]?.metadata).toMatchObject({ reason: 'goodwill credit' });
    const page2 = valueOf<{ list: { amount: number }[] }>(await get(`/bo/members/${member.member.id}/ledger?pageSize=2&pageNo=2`, support));
    expect(page2.list.map((l) => l.amount)).toEqual([1_000]);
    expect(valueOf<{ total: number }>(await get(`/bo/members/${member.member.id}/ledger?kind=deposit`, support)).total).toBe(0);
    expect((await get('/bo/members/999999999/wallet', support)).statusCode).toBe(404);
    expect((await get(`/bo/members/${member.member.id}/ledger?kind=DROP%20TABLE`, support)).statusCode).toBe(400);
  });
});

describe('reconciliation', () => {
  it('is balanced after adjustments, totals per kind and currency, and is audited', async () => {
    const member = await registerMember(t);
    valueOf(await adjust(finance, { memberId: member.member.id, amount: 12_345 }));
    const before = await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'reconciliation.run').execute();
    const report = valueOf<BoReconciliation>(await get('/bo/reconciliation', finance));
    expect(report).toMatchObject({ balanced: true, differences: [], violations: [] });
    const inr = report.currencies.find((c) => c.currency === 'INR');
    expect(inr).toMatchObject({ allLegs: 0, balanced: true });
    expect(inr?.walletBalances).toBe(inr?.walletLegs);
    expect(inr?.houseLegs).toBe(-(inr?.walletLegs ?? 0));
    expect(report.kinds).toContainEqual(expect.objectContaining({ kind: 'house_adjustment', currency: 'INR', running: false, storedBalance: null }));
    expect(report.kinds).toContainEqual(expect.objectContaining({ kind: 'player_main', currency: 'INR', running: true, difference: 0 }));
    expect(report.houseAccounts.find((h) => h.kind === 'house_adjustment')?.balance).toBe(-(inr?.walletLegs ?? 0));
    const after = await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'reconciliation.run').execute();
    expect(after.length).toBe(before.length + 1);
  });
});

describe('reconciliation on a tampered ledger', () => {
  let tampered: TestApp;
  beforeAll(async () => {
    tampered = await createTestApp();
  });
  afterAll(async () => tampered.close());

  it('flags a wallet whose stored balance no longer matches its legs', async () => {
    const staff = await tampered.staffToken(['finance']);
    const member = await registerMember(tampered);
    const res = await tampered.app.inject({
      method: 'POST',
      url: '/bo/adjustments',
      headers: bearer(staff),
      payload: { memberId: member.member.id, amount: 5_000, reason: 'opening balance', idempotencyKey: 'tamper-test-0001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const clean = (await tampered.app.inject({ method: 'GET', url: '/bo/reconciliation', headers: bearer(staff) })).json().value as BoReconciliation;
    expect(clean.balanced).toBe(true);
    // Bypasses the ledger the way a faulty script or a hand-edited row would: the database lets a
    // wallet's balance column move, so only the report can notice the money that appeared from nowhere.
    const wallet = await tampered.database.db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance: eb('balance', '+', 777n) }))
      .where('kind', '=', 'player_main')
      .where('owner_id', '=', String(member.member.id))
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = (await tampered.app.inject({ method: 'GET', url: '/bo/reconciliation', headers: bearer(staff) })).json().value as BoReconciliation;
    expect(report.balanced).toBe(false);
    expect(report.differences).toEqual([
      expect.objectContaining({ accountId: Number(wallet.id), kind: 'player_main', storedBalance: 5_777, sumOfLegs: 5_000, difference: 777 }),
    ]);
    expect(report.violations).toContainEqual(expect.objectContaining({ rule: 'BALANCE_MISMATCH', accountId: Number(wallet.id) }));
    expect(report.kinds.find((k) => k.kind === 'player_main')?.difference).toBe(777);
    expect(report.currencies.find((c) => c.currency === 'INR')).toMatchObject({ allLegs: 0, balanced: false });
  });
});
