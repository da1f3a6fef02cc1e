import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, sealed } from '../../../testing/member-client';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { checkLedgerInvariants } from '../../money/ledger';
import { fundMember, newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { addDay, agentBalance, insertContract, newStaffId, settlementsOf } from './agent-settlement.test-support';

// Dividends end to end (business time zone Asia/Kolkata, UTC+05:30). Later tests use later dates:
// the runner only catches up forward from its last run.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// 20 % from 100.00 house profit after carry-over, with one active member.
const terms = (period: string) => ({ period, tiers: [{ minActiveMembers: 1, minValidBet: 0, minProfitLoss: 10_000, rateBp: 2_000 }] });
const settlement = { confirm: (agent: TestMember, id: bigint) => t.services.agentSettlement.confirmDividend({ id: agent.id }, Number(id)) };

describe('dividend paid by the platform', () => {
  it('carries a loss over three weeks, caught up in one tick after a gap', async () => {
    const agent = await newMember(t, { agent: true });
    const player = await newMember(t, { uplineId: agent.id });
    // Monday 5 Jan 2026 00:00 IST = 4 Jan 18:30Z
    const contract = await insertContract(t, {
      type: 'dividend',
      upline: null,
      downline: agent,
      terms: terms('weekly'),
      period: 'weekly',
      effectiveFrom: new Date('2026-01-04T18:30:00Z'),
    });
    await addDay(t, player, '2026-01-06', 10_000, 60_000); // week 1: house -50000          -> base -50000, carried
    await addDay(t, player, '2026-01-13', 40_000, 10_000); // week 2: house +30000 - 50000   -> base -20000, carried
    await addDay(t, player, '2026-01-20', 50_000, 10_000); // week 3: house +40000 - 20000   -> base 20000 -> 20000 * 2000 / 10000 = 4000

    // Monday 26 Jan 00:05 IST: the server was down for three weeks; one tick settles them in order.
    const result = await t.services.agentSettlement.tick(new Date('2026-01-25T18:35:00Z'));
    const weekly = result.runs.filter((r) => r.job === 'dividend' && r.periodKind === 'weekly');
    expect(weekly.map((r) => [r.periodKey, r.trigger])).toEqual([
      ['2026-W02', 'catch_up'],
      ['2026-W03', 'catch_up'],
      ['2026-W04', 'schedule'],
    ]);
    const rows = await settlementsOf(t, contract);
    expect(rows.map((r) => [r.period_key, r.carry_in, r.carry_out, r.amount, r.status])).toEqual([
      ['2026-W02', 0n, -50_000n, 0n, 'nothing_due'],
      ['2026-W03', -50_000n, -20_000n, 0n, 'nothing_due'],
      ['2026-W04', -20_000n, 0n, 4_000n, 'paid'],
    ]);
    expect(rows[2]?.inputs).toMatchObject({ houseProfit: 40_000, carryIn: -20_000, base: 20_000, tierIndex: 0, rateBp: 2_000, activeMembers: 1 });
    expect(await agentBalance(t, agent)).toBe(4_000);
  });
});

/** An upline, its downline agent with one player, and a daily dividend between them with a day of figures. */
const uplineDividend = async (day: string, effectiveFrom: string, fund: number) => {
  const upline = await newMember(t, { agent: true });
  const downline = await newMember(t, { agent: true, uplineId: upline.id });
  const player = await newMember(t, { uplineId: downline.id });
  if (fund > 0) await fundMember(t, upline, fund);
  const contract = await insertContract(t, {
    type: 'dividend',
    upline,
    downline,
    terms: terms('daily'),
    period: 'daily',
    effectiveFrom: new Date(effectiveFrom),
  });
  await addDay(t, player, day, 50_000, 0); // house +50000 -> 50000 * 2000 / 10000 = 10000
  return { upline, downline, player, contract };
};

describe('dividend paid by an upline', () => {
  it('waits for the upline: only it may confirm, a short wallet leaves it awaiting, confirming pays once', async () => {
    const { upline, downline, contract } = await uplineDividend('2026-02-01', '2026-01-31T18:30:00Z', 5_000);
    await t.services.agentSettlement.tick(new Date('2026-02-01T18:35:00Z')); // 2 Feb 00:05 IST
    const [row] = await settlementsOf(t, contract);
    expect(row).toMatchObject({ status: 'awaiting_confirmation', amount: 10_000n, paid_amount: 0n });
    expect(row?.confirm_deadline?.toISOString()).toBe('2026-02-02T18:35:00.000Z'); // + 24 h grace
    const id = row?.id ?? 0n;

    const stranger = await newMember(t, { agent: true });
    await expect(settlement.confirm(stranger, id)).rejects.toMatchObject({ code: 'SETTLEMENT_NOT_FOUND' });
    await expect(settlement.confirm(downline, id)).rejects.toMatchObject({ code: 'SETTLEMENT_NOT_FOUND' });
    await expect(settlement.confirm(upline, id)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await settlementsOf(t, contract))[0]).toMatchObject({ status: 'awaiting_confirmation', paid_amount: 0n });

    await fundMember(t, upline, 5_000);
    const view = await settlement.confirm(upline, id);
    expect(view).toMatchObject({ status: 'paid', paidAmount: 10_000, role: 'expense', payer: { account: upline.account } });
    await expect(settlement.confirm(upline, id)).rejects.toMatchObject({ code: 'SETTLEMENT_STATE_INVALID' });
    expect([await agentBalance(t, upline), await agentBalance(t, downline)]).toEqual([0, 10_000]);

    const list = async (member: TestMember, query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/wps/agent/settlements?${query}`, headers: bearer(member.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { total: number; content: { id: number; role: string; inputs: { houseProfit: number } }[] };
    };
    expect((await list(downline, 'role=income')).content.map((s) => [s.id, s.role, s.inputs.houseProfit])).toContainEqual([Number(id), 'income', 50_000]);
    expect((await list(upline, 'role=expense')).content.map((s) => [s.id, s.role])).toEqual([[Number(id), 'expense']]);
    expect((await list(upline, 'role=income')).total).toBe(0);
    expect((await list(stranger)).total).toBe(0);
  });

  it('freezes an upline that refuses, forces the payment once its wallet allows, and staff unfreeze it', async () => {
    const { upline, downline, contract } = await uplineDividend('2026-02-03', '2026-02-02T18:30:00Z', 0);
    await t.services.agentSettlement.tick(new Date('2026-02-03T18:35:00Z'));
    const [row] = await settlementsOf(t, contract);
    const id = row?.id ?? 0n;
    const refused = await t.services.agentSettlement.refuseDividend({ id: upline.id, account: upline.account }, Number(id), 'not paying');
    expect(refused).toMatchObject({ status: 'forced_pending', paidAmount: 0 });

    const member = await t.database.db.selectFrom('members').select(['status', 'frozen_reason']).where('id', '=', upline.id).executeTakeFirstOrThrow();
    expect(member).toEqual({ status: 'frozen', frozen_reason: `DIVIDEND_UNPAID:${id}` });
    // Its session ends, and it cannot sign in again.
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(upline.token) });
    expect([info.statusCode, errorCodeOf(info)]).toEqual([401, 'UNAUTHORIZED']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(t, { type: 'username', username: upline.account, password: memberPassword }),
      remoteAddress: '10.0.0.1',
    });
    expect(errorCodeOf(login)).toBe('ACCOUNT_FROZEN');

    await fundMember(t, upline, 20_000);
    await t.services.agentSettlement.tick(new Date('2026-02-03T18:40:00Z'));
    expect((await settlementsOf(t, contract))[0]).toMatchObject({ status: 'forced', paid_amount: 10_000n });
    expect([await agentBalance(t, upline), await agentBalance(t, downline)]).toEqual([10_000, 10_000]);

    await t.services.accountFreeze.unfreeze(upline.id, await newStaffId(t));
    const back = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(t, { type: 'username', username: upline.account, password: memberPassword }),
      remoteAddress: '10.0.0.1',
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('treats a passed deadline as refusal', async () => {
    const { upline, downline, contract } = await uplineDividend('2026-02-05', '2026-02-04T18:30:00Z', 10_000);
    await t.services.agentSettlement.tick(new Date('2026-02-05T18:35:00Z'));
    expect((await settlementsOf(t, contract))[0]).toMatchObject({ status: 'awaiting_confirmation' });
    // Within the grace period nothing happens; a minute after the deadline it is forced.
    expect((await t.services.agentSettlement.tick(new Date('2026-02-06T18:34:00Z'))).forced).toBe(0);
    expect((await t.services.agentSettlement.tick(new Date('2026-02-06T18:36:00Z'))).forced).toBe(1);
    expect((await settlementsOf(t, contract))[0]).toMatchObject({ status: 'forced', paid_amount: 10_000n, last_error: null });
    expect(await agentBalance(t, downline)).toBe(10_000);
    const member = await t.database.db.selectFrom('members').select('status').where('id', '=', upline.id).executeTakeFirstOrThrow();
    expect(member.status).toBe('frozen');
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
