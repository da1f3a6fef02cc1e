import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed, solvedAltcha } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../ledger';
import { fundMember, newKey, newMember, paymentPassword, type TestMember } from './wallet.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const upline = async (member: TestMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/relay/transferUpline', headers: bearer(member.token), payload: await sealed(t, body) });
const downline = async (agent: TestMember, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/agent/transferDownline', headers: bearer(agent.token), payload: await sealed(t, body) });
const balanceOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(member.token) })).json().value.balance as number;
const journalsOf = (member: TestMember) =>
  t.database.db
    .selectFrom('ledger_journals')
    .select(['kind', 'metadata'])
    .where('idempotency_key', 'like', `member_transfer:${member.id}:%`)
    .orderBy('id')
    .execute();

describe('transfer to the upline', () => {
  it('moves money from the member to its agent once per key, and tells the agent', async () => {
    const agent = await newMember(t, { agent: true });
    const member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    await fundMember(t, member, 50_000);

    const info = await t.app.inject({ method: 'GET', url: '/wps/relay/transferUpline', headers: bearer(member.token) });
    expect(info.json().value).toMatchObject({ upline: agent.account, minAmount: 100, maxAmount: 10_000_000, paymentPasswordSet: true, balance: 50_000 });

    const key = newKey();
    const first = await upline(member, { amount: 12_345, paymentPassword, idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      amount: 12_345,
      to: agent.account,
      balance: 37_655,
      replayed: false,
      reference: `member_transfer:${member.id}:${key}`,
    });
    const again = await upline(member, { amount: 12_345, paymentPassword, idempotencyKey: key });
    expect(again.json().value).toMatchObject({ balance: 37_655, replayed: true });
    const changed = await upline(member, { amount: 1_000, paymentPassword, idempotencyKey: key });
    expect([changed.statusCode, errorCodeOf(changed)]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);

    expect(await balanceOf(member)).toBe(37_655);
    expect(await balanceOf(agent)).toBe(12_345);
    expect(await journalsOf(member)).toEqual([
      { kind: 'transfer_upline', metadata: expect.objectContaining({ fromAccount: member.account, toAccount: agent.account }) },
    ]);
    // The agent's money is in agent_main (the player_main from its registration stays empty).
    const accounts = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('owner_id', '=', String(agent.id))
      .orderBy('kind')
      .execute();
    expect(accounts).toEqual([
      { kind: 'agent_main', balance: 12_345n },
      { kind: 'player_main', balance: 0n },
    ]);
    const notices = await t.database.db.selectFrom('member_notices').select(['kind', 'params']).where('member_id', '=', agent.id).execute();
    expect(notices).toEqual([{ kind: 'transfer_received', params: { amount: 12_345, currency: 'INR', from: member.account, reference: key } }]);
  });

  it('refuses without an upline, outside the limits, without or with a wrong payment password, and on a plain body', async () => {
    const lonely = await newMember(t, { withPaymentPassword: true });
    await fundMember(t, lonely, 5_000);
    const none = await upline(lonely, { amount: 1_000, paymentPassword, idempotencyKey: newKey() });
    expect([none.statusCode, errorCodeOf(none)]).toEqual([400, 'NO_UPLINE']);

    const agent = await newMember(t, { agent: true });
    const member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    await fundMember(t, member, 5_000);
    const small = await upline(member, { amount: 99, paymentPassword, idempotencyKey: newKey() });
    expect([small.statusCode, errorCodeOf(small)]).toEqual([400, 'TRANSFER_LIMIT']);
    expect(small.json().details).toEqual({ minAmount: 100, maxAmount: 10_000_000 });
    const big = await upline(member, { amount: 10_000_001, paymentPassword, idempotencyKey: newKey() });
    expect(errorCodeOf(big)).toBe('TRANSFER_LIMIT');
    const wrong = await upline(member, { amount: 1_000, paymentPassword: '000000', idempotencyKey: newKey() });
    expect([wrong.statusCode, errorCodeOf(wrong)]).toEqual([401, 'PAYMENT_PASSWORD_INVALID']);
    const short = await upline(member, { amount: 5_001, paymentPassword, idempotencyKey: newKey() });
    expect([short.statusCode, errorCodeOf(short)]).toEqual([409, 'INSUFFICIENT_FUNDS']);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/transferUpline',
      headers: bearer(member.token),
      payload: { amount: 1_000, paymentPassword, idempotencyKey: newKey() },
    });
    expect(errorCodeOf(plain)).toBe('ENCRYPTION_REQUIRED');

    const noPassword = await newMember(t, { uplineId: agent.id });
    await fundMember(t, noPassword, 5_000);
    const required = await upline(noPassword, { amount: 1_000, paymentPassword, idempotencyKey: newKey() });
    expect([required.statusCode, errorCodeOf(required)]).toEqual([400, 'PAYMENT_PASSWORD_REQUIRED']);

    // A member can never be its own upline (the team tree's trigger refuses it), so no self-transfer
    // can arise; the service still refuses one (SELF_TRANSFER) should the data ever allow it.
    await expect(t.database.db.updateTable('members').set({ upline_id: member.id }).where('id', '=', member.id).execute()).rejects.toThrow(/own team/);

    expect(await balanceOf(member)).toBe(5_000);
    expect(await balanceOf(agent)).toBe(0);
    expect(await journalsOf(member)).toEqual([]);
  });

  it('follows the cashier limits staff set', async () => {
    const staff = await t.staffToken(['operator', 'finance']);
    const current = (await t.app.inject({ method: 'GET', url: '/bo/settings/cashier', headers: bearer(staff) })).json().value;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/bo/settings/cashier',
      headers: bearer(staff),
      payload: { version: current.version, value: { ...current.value, transferMinAmount: 2_000 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const agent = await newMember(t, { agent: true });
    const member = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    await fundMember(t, member, 5_000);
    const small = await upline(member, { amount: 1_999, paymentPassword, idempotencyKey: newKey() });
    expect(small.json().details).toEqual({ minAmount: 2_000, maxAmount: 10_000_000 });
    const latest = (await t.app.inject({ method: 'GET', url: '/bo/settings/cashier', headers: bearer(staff) })).json().value;
    await t.app.inject({
      method: 'PUT',
      url: '/bo/settings/cashier',
      headers: bearer(staff),
      payload: { version: latest.version, value: { ...latest.value, transferMinAmount: 100 } },
    });
  });

  it('refuses trial accounts', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { altcha: await solvedAltcha(t) } })).json().value as {
      token: string;
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/transferUpline',
      headers: bearer(trial.token),
      payload: await sealed(t, { amount: 1_000, paymentPassword, idempotencyKey: newKey() }),
    });
    expect([res.statusCode, errorCodeOf(res)]).toEqual([403, 'TRIAL_ACCOUNT']);
  });
});

describe('transfer to a downline', () => {
  it("moves money from the agent's wallet to its own downline, by account name in any case", async () => {
    const agent = await newMember(t, { agent: true, withPaymentPassword: true });
    const member = await newMember(t, { uplineId: agent.id });
    await fundMember(t, agent, 20_000);
    const key = newKey();
    const res = await downline(agent, { account: member.account.toUpperCase(), amount: 7_000, paymentPassword, idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ amount: 7_000, to: member.account, balance: 13_000, replayed: false });
    expect((await downline(agent, { account: member.account, amount: 7_000, paymentPassword, idempotencyKey: key })).json().value.replayed).toBe(true);
    expect(await balanceOf(agent)).toBe(13_000);
    expect(await balanceOf(member)).toBe(7_000);
    expect((await journalsOf(agent)).map((j) => j.kind)).toEqual(['transfer_downline']);
    const notices = await t.database.db.selectFrom('member_notices').select(['kind']).where('member_id', '=', member.id).execute();
    expect(notices).toEqual([{ kind: 'transfer_received' }]);
  });

  it("refuses someone else's member, unknown names, itself and non-agents", async () => {
    const agent = await newMember(t, { agent: true, withPaymentPassword: true });
    const otherAgent = await newMember(t, { agent: true });
    const theirs = await newMember(t, { uplineId: otherAgent.id });
    await fundMember(t, agent, 20_000);
    for (const account of [theirs.account, 'nobody-here', agent.account]) {
      const res = await downline(agent, { account, amount: 1_000, paymentPassword, idempotencyKey: newKey() });
      expect([res.statusCode, errorCodeOf(res)], account).toEqual([403, 'NOT_DOWNLINE']);
    }
    const player = await newMember(t, { withPaymentPassword: true });
    const child = await newMember(t, { uplineId: player.id });
    await fundMember(t, player, 5_000);
    const notAgent = await downline(player, { account: child.account, amount: 1_000, paymentPassword, idempotencyKey: newKey() });
    expect([notAgent.statusCode, errorCodeOf(notAgent)]).toEqual([403, 'NOT_AGENT']);
    expect(await balanceOf(agent)).toBe(20_000);
    expect(await balanceOf(theirs)).toBe(0);
  });

  it('lets the same key used by two senders be two transfers', async () => {
    const agent = await newMember(t, { agent: true });
    const a = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    const b = await newMember(t, { uplineId: agent.id, withPaymentPassword: true });
    await fundMember(t, a, 1_000);
    await fundMember(t, b, 1_000);
    const key = newKey();
    expect((await upline(a, { amount: 500, paymentPassword, idempotencyKey: key })).statusCode).toBe(200);
    expect((await upline(b, { amount: 500, paymentPassword, idempotencyKey: key })).statusCode).toBe(200);
    expect(await balanceOf(agent)).toBe(1_000);
  });

  it('leaves the ledger sound', async () => {
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
