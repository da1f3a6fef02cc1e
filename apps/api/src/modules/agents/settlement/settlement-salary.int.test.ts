import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app';
import { addGatewayVendor, newTxId, type TestVendor } from '../../games/gateway/gateway.test-support';
import { checkLedgerInvariants } from '../../money/ledger';
import { currency, fundMember, newMember } from '../../money/wallet/wallet.test-support';
import { addDay, addHour, agentBalance, commissionPaid, insertContract, journalsOf, newStaffId, settlementsOf } from './agent-settlement.test-support';

// Salaries end to end: contracts and figures written directly, the runner ticked at chosen
// settlement-clock instants (business time zone Asia/Kolkata, UTC+05:30), money read back from the ledger.
// Later tests use later dates: the runner only catches up forward from its last run.
let t: TestApp;
let house: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  house = await addGatewayVendor(t, 'HOUSE_DICE', { credentials: false });
});
afterAll(async () => t.close());

const tiers = (...list: [number, number, number][]) => ({
  tiers: list.map(([minActiveMembers, minValidBet, rateBp]) => ({ minActiveMembers, minValidBet, rateBp })),
});

describe('daily salary (platform pays a top-level agent)', () => {
  it('settles the previous day once, shows its figures, and a re-run after late bets pays only the difference', async () => {
    const agent = await newMember(t, { agent: true });
    const p1 = await newMember(t, { uplineId: agent.id });
    const p2 = await newMember(t, { uplineId: agent.id });
    // 1 Jan 2026 00:00 IST = 31 Dec 18:30Z
    const contract = await insertContract(t, {
      type: 'daily_salary',
      upline: null,
      downline: agent,
      terms: tiers([0, 0, 100], [2, 100_000, 200]),
      period: 'daily',
      effectiveFrom: new Date('2025-12-31T18:30:00Z'),
    });
    await addDay(t, p1, '2026-01-01', 200_000, 50_000); // valid bet 200000 (active: >= 10000), house +150000
    await addDay(t, p2, '2026-01-01', 5_000, 0); //        valid bet 5000 (not active), house +5000
    const before = await commissionPaid(t);

    // 2 Jan 00:10 IST: 1 active, valid bet 205000 -> tier 0 (100 bp): 205000 * 100 / 10000 = 2050
    const now = new Date('2026-01-01T18:40:00Z');
    const staffId = await newStaffId(t);
    const first = await t.services.agentSettlement.tick(now);
    expect(first.runs.find((r) => r.job === 'daily_salary')).toMatchObject({
      periodKey: '2026-01-01',
      trigger: 'schedule',
      contracts: 1,
      paidCount: 1,
      paidAmount: 2_050,
    });
    const [row] = await settlementsOf(t, contract);
    expect(row).toMatchObject({ status: 'paid', amount: 2_050n, paid_amount: 2_050n, payer_id: null, revision: 0 });
    expect(row?.inputs).toMatchObject({ teamMembers: 3, activeMembers: 1, validBet: 205_000, houseProfit: 155_000, tierIndex: 0, rateBp: 100, base: 205_000 });
    expect(await agentBalance(t, agent)).toBe(2_050);
    expect((await commissionPaid(t)) - before).toBe(2_050);

    // Again, and two staff re-runs without new figures: nothing more moves.
    expect((await t.services.agentSettlement.tick(now)).runs).toHaveLength(0);
    await t.services.agentSettlement.runPeriod({ job: 'daily_salary', periodKey: '2026-01-01', trigger: 'staff', staffId }, now);
    await t.services.agentSettlement.runPeriod({ job: 'daily_salary', periodKey: '2026-01-01', trigger: 'staff', staffId }, now);
    expect(await agentBalance(t, agent)).toBe(2_050);

    // Late bets for that day: p2 reaches 15000 (active) -> 2 active, 215000 -> tier 1 (200 bp) = 4300; paid 4300 - 2050 = 2250
    await addDay(t, p2, '2026-01-01', 10_000, 0);
    const rerun = await t.services.agentSettlement.runPeriod({ job: 'daily_salary', periodKey: '2026-01-01', trigger: 'staff', staffId }, now);
    expect(rerun).toMatchObject({ trigger: 'staff', paidCount: 1, paidAmount: 2_250 });
    const [after] = await settlementsOf(t, contract);
    expect(after).toMatchObject({ status: 'paid', amount: 4_300n, paid_amount: 4_300n, revision: 1 });
    expect(after?.inputs).toMatchObject({ activeMembers: 2, validBet: 215_000, tierIndex: 1 });
    expect(await journalsOf(t, after?.id ?? 0n)).toEqual([`agent_settlement:${after?.id}:0`, `agent_settlement:${after?.id}:1`]);
    expect(await agentBalance(t, agent)).toBe(4_300);

    // Fewer figures never claw back (here: the same figures, the amount stays).
    await t.services.agentSettlement.runPeriod({ job: 'daily_salary', periodKey: '2026-01-01', trigger: 'staff', staffId }, now);
    expect(await agentBalance(t, agent)).toBe(4_300);
  });

  it('refuses a re-run of a period that has not ended by the settlement clock', async () => {
    const now = new Date('2026-01-01T18:40:00Z'); // 2 Jan 00:10 IST
    const staffId = await newStaffId(t);
    await expect(t.services.agentSettlement.runPeriod({ job: 'daily_salary', periodKey: '2026-01-02', trigger: 'staff', staffId }, now)).rejects.toMatchObject({
      code: 'PERIOD_NOT_ENDED',
    });
    await expect(t.services.agentSettlement.runPeriod({ job: 'daily_salary', periodKey: 'nonsense', trigger: 'staff', staffId }, now)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('hourly salary (an upline pays)', () => {
  it('records insufficient funds, tells the payer, and pays on a later tick once the wallet is funded', async () => {
    const upline = await newMember(t, { agent: true });
    const downline = await newMember(t, { agent: true, uplineId: upline.id });
    const player = await newMember(t, { uplineId: downline.id });
    // 10 Jan 10:00 IST = 04:30Z
    const contract = await insertContract(t, {
      type: 'hourly_salary',
      upline,
      downline,
      terms: tiers([0, 0, 100]),
      period: 'hourly',
      effectiveFrom: new Date('2026-01-10T04:30:00Z'),
    });
    await addHour(t, player, new Date('2026-01-10T04:30:00Z'), 100_000, 0); // 100000 * 100 / 10000 = 1000

    const now = new Date('2026-01-10T05:31:00Z'); // 11:01 IST
    await t.services.agentSettlement.tick(now);
    const [short] = await settlementsOf(t, contract);
    expect(short).toMatchObject({
      period_key: '2026-01-10T10',
      status: 'insufficient_funds',
      amount: 1_000n,
      paid_amount: 0n,
      attempts: 1,
      last_error: 'INSUFFICIENT_FUNDS',
      payer_id: upline.id,
    });
    const notices = await t.database.db.selectFrom('member_notices').select('kind').where('member_id', '=', upline.id).execute();
    expect(notices.map((n) => n.kind)).toContain('settlement_insufficient_funds');

    await fundMember(t, upline, 5_000);
    const retry = await t.services.agentSettlement.tick(now);
    expect(retry.retried).toBe(1);
    const [paid] = await settlementsOf(t, contract);
    expect(paid).toMatchObject({ status: 'paid', paid_amount: 1_000n, attempts: 1 });
    expect([await agentBalance(t, upline), await agentBalance(t, downline)]).toEqual([4_000, 1_000]);
    await t.services.agentSettlement.tick(now);
    expect(await agentBalance(t, downline)).toBe(1_000);
  });
});

describe('settlement list (agent centre)', () => {
  it('shows the payee its income and the payer its expense, nobody else anything', async () => {
    const rows = await t.database.db
      .selectFrom('agent_settlements')
      .select(['payee_id', 'payer_id'])
      .where('payer_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const session = async (id: bigint) => {
      const m = await t.database.db.selectFrom('members').select('account').where('id', '=', id).executeTakeFirstOrThrow();
      return m.account;
    };
    expect(await session(rows.payee_id)).toBeTruthy();
    const stranger = await newMember(t, { agent: true });
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/settlements', headers: bearer(stranger.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.total).toBe(0);
  });
});

describe('real-time salary (rounds settled by the game wallet)', () => {
  it('pays winning and losing stakes of the 5-minute window at their rates', async () => {
    const agent = await newMember(t, { agent: true });
    const player = await newMember(t, { uplineId: agent.id });
    await fundMember(t, player, 100_000);
    const wall = new Date();
    const contract = await insertContract(t, {
      type: 'realtime_salary',
      upline: null,
      downline: agent,
      terms: { winRateBp: 150, lossRateBp: 75, minSingleBet: 1_000 },
      period: 'five_minutes',
      effectiveFrom: new Date(wall.getTime() - 3_600_000),
    });
    const play = async (stake: number, win: number) => {
      const roundId = `round-${newTxId()}`;
      const base = { vendorCode: house.code, memberId: player.id, gameCode: house.gameCode, roundId, currency };
      const betTx = newTxId();
      expect((await t.services.gameWallet.bet({ ...base, txId: betTx, amount: BigInt(stake) })).status).toBe('OK');
      expect((await t.services.gameWallet.win({ ...base, txId: newTxId(), betTxId: betTx, amount: BigInt(win), roundClosed: true })).status).toBe('OK');
    };
    await play(4_000, 10_000); // won: winning stake 4000
    await play(2_000, 0); //      lost (a win call of 0 closes it): losing stake 2000
    await play(999, 0); //        below minSingleBet: not counted
    // winning 4000 * 150 / 10000 = 60; losing 2000 * 75 / 10000 = 15; total 75
    const result = await t.services.agentSettlement.tick(new Date(Date.now() + 10 * 60_000));
    expect(result.runs.filter((r) => r.job === 'realtime_salary').length).toBeGreaterThan(1);
    const rows = (await settlementsOf(t, contract)).filter((r) => r.amount > 0n);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.inputs).toMatchObject({ qualifyingBets: 2, winningStake: 4_000, losingStake: 2_000, winRateBp: 150, lossRateBp: 75 });
    expect(rows[0]).toMatchObject({ status: 'paid', amount: 75n });
    expect(await agentBalance(t, agent)).toBe(75);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
