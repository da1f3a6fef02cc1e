import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { act, dailyTerms, listContracts, noticesOf, offer, postAction, realtimeTerms, staffIdOf } from './agent-contracts.test-support';

let t: TestApp;
let staffId: bigint;
let top: TestMember;
let sub: TestMember;
let sub2: TestMember;
let player: TestMember;
let deep: TestMember;
let deep2: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  await t.staffToken(['admin'], 'contractsadmin');
  staffId = await staffIdOf(t, 'contractsadmin');
  top = await newMember(t, { agent: true });
  sub = await newMember(t, { agent: true, uplineId: top.id });
  sub2 = await newMember(t, { agent: true, uplineId: top.id });
  player = await newMember(t, { uplineId: top.id });
  deep = await newMember(t, { agent: true, uplineId: sub.id });
  deep2 = await newMember(t, { agent: true, uplineId: sub.id });
  // The platform's contracts for the top-level agent, accepted by it.
  for (const [type, terms] of [
    ['daily_salary', dailyTerms(50, 80, 100)],
    ['realtime_salary', realtimeTerms(20, 50)],
  ] as const) {
    const offered = await t.services.agentContracts.offerAsPlatform({ type, downlineId: top.id, terms, staffId });
    await act(t, top, type, { action: 'accept', contractId: offered.id });
  }
});
afterAll(async () => t.close());

const refusal = async (member: TestMember, type: Parameters<typeof postAction>[2], payload: Parameters<typeof postAction>[3]) => {
  const res = await postAction(t, member, type, payload);
  return [res.statusCode, errorCodeOf(res)];
};

describe('platform contracts', () => {
  it('are held by the top-level agent after it accepts, with upline null and the offer noticed', async () => {
    const list = await listContracts(t, top, 'daily_salary');
    expect(list.held).toMatchObject({ status: 'active', upline: null, role: 'received', period: 'daily', endedAt: null });
    expect(list.held?.effectiveFrom).toBe(t.services.agentContracts.periodStart('daily', new Date(list.held?.respondedAt ?? 0)).toISOString());
    expect(await noticesOf(t, top, 'contract_offered')).toContainEqual(expect.objectContaining({ type: 'daily_salary' }));
    const audit = await t.services.audit.list({ limit: 10, action: 'agents.contract.offer' });
    expect(audit.list.length).toBe(2);
  });

  it('go only to top-level agents', async () => {
    const offerTo = (downlineId: bigint) => t.services.agentContracts.offerAsPlatform({ type: 'hourly_salary', downlineId, terms: dailyTerms(10), staffId });
    await expect(offerTo(sub.id)).rejects.toMatchObject({ code: 'NOT_DOWNLINE' });
    const lonePlayer = await newMember(t);
    await expect(offerTo(lonePlayer.id)).rejects.toMatchObject({ code: 'DOWNLINE_NOT_AGENT' });
    await expect(t.services.agentContracts.offerAsPlatform({ type: 'hourly_salary', downlineId: top.id, terms: { tiers: [] }, staffId })).rejects.toMatchObject(
      { code: 'CONTRACT_TERMS_INVALID' },
    );
  });
});

describe('offers between agents', () => {
  it('refuse what the rules forbid, each with its code', async () => {
    const terms = dailyTerms(30, 60);
    const daily = (downlineAccount: string, extra: Record<string, unknown> = {}) => ({ action: 'offer' as const, downlineAccount, terms, ...extra });
    expect(await refusal(top, 'daily_salary', daily(deep.account))).toEqual([403, 'NOT_DOWNLINE']);
    expect(await refusal(top, 'daily_salary', daily('nobody-here'))).toEqual([403, 'NOT_DOWNLINE']);
    expect(await refusal(top, 'daily_salary', daily(player.account))).toEqual([400, 'DOWNLINE_NOT_AGENT']);
    expect(await refusal(top, 'hourly_salary', daily(sub.account))).toEqual([403, 'CONTRACT_TYPE_NOT_HELD']);
    expect(await refusal(top, 'daily_salary', { action: 'offer', downlineAccount: sub.account, terms: dailyTerms(50, 101) })).toEqual([
      400,
      'CONTRACT_RATE_ABOVE_OWN',
    ]);
    expect(await refusal(top, 'realtime_salary', { action: 'offer', downlineAccount: sub.account, terms: realtimeTerms(10, 51) })).toEqual([
      400,
      'CONTRACT_RATE_ABOVE_OWN',
    ]);
    expect(await refusal(top, 'daily_salary', { action: 'offer', downlineAccount: sub.account, terms: dailyTerms(60, 30) })).toEqual([
      400,
      'CONTRACT_TERMS_INVALID',
    ]);
    expect(await refusal(top, 'daily_salary', { action: 'offer', downlineAccount: sub.account, terms: { tiers: [{ rateBp: 10 }] } })).toEqual([
      400,
      'CONTRACT_TERMS_INVALID',
    ]);
    expect(await refusal(top, 'daily_salary', daily(sub.account, { endsAt: '2020-01-01T00:00:00Z' }))).toEqual([400, 'VALIDATION_ERROR']);
    // A sub-agent holds nothing yet, so it cannot offer below it.
    expect(await refusal(sub, 'daily_salary', daily(deep.account))).toEqual([403, 'CONTRACT_TYPE_NOT_HELD']);
    // confirm / refuse belong to the dividend relay.
    expect(await refusal(top, 'daily_salary', { action: 'confirm', settlementId: 1 })).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('allow one pending offer per downline and type; the downline rejects, the upline is told', async () => {
    const first = await offer(t, top, sub, 'daily_salary', dailyTerms(30, 60));
    expect(first).toMatchObject({ status: 'offered', role: 'given', upline: { account: top.account }, downline: { account: sub.account } });
    expect(await refusal(top, 'daily_salary', { action: 'offer', downlineAccount: sub.account, terms: dailyTerms(40) })).toEqual([
      409,
      'CONTRACT_OFFER_PENDING',
    ]);
    // The upline cannot answer its own offer, and the downline sees it as received.
    expect(await refusal(top, 'daily_salary', { action: 'accept', contractId: first.id })).toEqual([409, 'CONTRACT_STATE_INVALID']);
    expect((await listContracts(t, sub, 'daily_salary', 'status=live')).content.map((c) => [c.id, c.role])).toEqual([[first.id, 'received']]);
    const rejected = await act(t, sub, 'daily_salary', { action: 'reject', contractId: first.id, reason: 'too low' });
    expect(rejected.contract).toMatchObject({ status: 'rejected', endedBy: 'downline', endReason: 'too low' });
    expect((await noticesOf(t, top, 'contract_rejected'))[0]).toMatchObject({ account: sub.account, type: 'daily_salary', reason: 'too low' });
    expect(await refusal(sub, 'daily_salary', { action: 'accept', contractId: first.id })).toEqual([409, 'CONTRACT_STATE_INVALID']);
  });

  it('are withdrawn by the upline with terminate; the downline cannot terminate an offer', async () => {
    const pending = await offer(t, top, sub, 'daily_salary', dailyTerms(30));
    expect(await refusal(sub, 'daily_salary', { action: 'terminate', contractId: pending.id })).toEqual([409, 'CONTRACT_STATE_INVALID']);
    const withdrawn = await act(t, top, 'daily_salary', { action: 'terminate', contractId: pending.id });
    expect(withdrawn.contract).toMatchObject({ status: 'terminated', endedBy: 'upline' });
    expect((await noticesOf(t, sub, 'contract_terminated'))[0]).toMatchObject({ account: top.account, type: 'daily_salary' });
  });
});

describe('accepting', () => {
  it('activates from the start of the period, replaces the held contract and ends given contracts above the new cap', async () => {
    const firstOffer = await offer(t, top, sub, 'daily_salary', dailyTerms(40, 80));
    const first = await act(t, sub, 'daily_salary', { action: 'accept', contractId: firstOffer.id });
    expect(first.contract).toMatchObject({ status: 'active', role: 'received' });
    expect((await noticesOf(t, top, 'contract_accepted'))[0]).toMatchObject({ account: sub.account });

    // sub gives below it: one active contract at 70 bp, one offer at 75 bp, one active at 30 bp.
    const high = await offer(t, sub, deep, 'daily_salary', dailyTerms(70));
    await act(t, deep, 'daily_salary', { action: 'accept', contractId: high.id });
    const pendingHigh = await offer(t, sub, deep2, 'daily_salary', dailyTerms(75));

    // top now offers sub a lower contract (60 bp): accepting replaces the 80 bp one and caps sub's.
    const lower = await offer(t, top, sub, 'daily_salary', dailyTerms(20, 60));
    const accepted = await act(t, sub, 'daily_salary', { action: 'accept', contractId: lower.id });
    expect(accepted.autoTerminated.sort()).toEqual([high.id, pendingHigh.id].sort());

    const subList = await listContracts(t, sub, 'daily_salary', 'role=received');
    expect(subList.held?.id).toBe(lower.id);
    const old = subList.content.find((c) => c.id === firstOffer.id);
    expect(old).toMatchObject({ status: 'terminated', endedBy: 'system', endReason: 'REPLACED' });
    const replacesId = (await t.database.db.selectFrom('agent_contracts').select('replaces_id').where('id', '=', BigInt(lower.id)).executeTakeFirstOrThrow())
      .replaces_id;
    expect(replacesId).toBe(BigInt(firstOffer.id));

    const given = await listContracts(t, sub, 'daily_salary', 'role=given');
    expect(given.content.find((c) => c.id === high.id)).toMatchObject({ status: 'terminated', endedBy: 'system', endReason: 'RATE_CAP' });
    expect(given.content.find((c) => c.id === pendingHigh.id)).toMatchObject({ status: 'expired', endedBy: 'system', endReason: 'RATE_CAP' });
    expect((await noticesOf(t, deep, 'contract_auto_terminated'))[0]).toMatchObject({ account: sub.account, type: 'daily_salary', reason: 'RATE_CAP' });
    expect((await noticesOf(t, deep2, 'contract_auto_terminated'))[0]).toMatchObject({ account: sub.account, reason: 'RATE_CAP' });

    // Within the cap, sub may offer again; above it, not.
    expect(await refusal(sub, 'daily_salary', { action: 'offer', downlineAccount: deep.account, terms: dailyTerms(61) })).toEqual([
      400,
      'CONTRACT_RATE_ABOVE_OWN',
    ]);
    const within = await offer(t, sub, deep, 'daily_salary', dailyTerms(60));
    await act(t, deep, 'daily_salary', { action: 'accept', contractId: within.id });
  });

  it('is refused once the upline no longer holds rates that cover the offer', async () => {
    const realtime = await offer(t, top, sub2, 'realtime_salary', realtimeTerms(20, 50));
    // The platform replaces top's real-time contract with a lower one; top's offer above it is withdrawn.
    const lowerForTop = await t.services.agentContracts.offerAsPlatform({ type: 'realtime_salary', downlineId: top.id, terms: realtimeTerms(10, 40), staffId });
    const accepted = await act(t, top, 'realtime_salary', { action: 'accept', contractId: lowerForTop.id });
    expect(accepted.autoTerminated).toEqual([realtime.id]);
    expect(await refusal(sub2, 'realtime_salary', { action: 'accept', contractId: realtime.id })).toEqual([409, 'CONTRACT_STATE_INVALID']);
  });
});

describe('terminating', () => {
  it('either party ends an active contract; the other is told; a second end is refused', async () => {
    const offered = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    await act(t, sub2, 'daily_salary', { action: 'accept', contractId: offered.id });
    const ended = await act(t, sub2, 'daily_salary', { action: 'terminate', contractId: offered.id, reason: 'moving on' });
    expect(ended.contract).toMatchObject({ status: 'terminated', endedBy: 'downline', endReason: 'moving on' });
    expect((await noticesOf(t, top, 'contract_terminated'))[0]).toMatchObject({ account: sub2.account, reason: 'moving on' });
    expect(await refusal(top, 'daily_salary', { action: 'terminate', contractId: offered.id })).toEqual([409, 'CONTRACT_STATE_INVALID']);

    const again = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    await act(t, sub2, 'daily_salary', { action: 'accept', contractId: again.id });
    expect((await act(t, top, 'daily_salary', { action: 'terminate', contractId: again.id })).contract).toMatchObject({
      status: 'terminated',
      endedBy: 'upline',
    });
  });

  it('lets one of a concurrent accept and withdrawal win, never both', async () => {
    const offered = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    const [accept, withdraw] = await Promise.all([
      postAction(t, sub2, 'daily_salary', { action: 'accept', contractId: offered.id }),
      postAction(t, top, 'daily_salary', { action: 'terminate', contractId: offered.id }),
    ]);
    const codes = [accept.statusCode, withdraw.statusCode];
    const row = await t.database.db.selectFrom('agent_contracts').select(['status', 'ended_by']).where('id', '=', BigInt(offered.id)).executeTakeFirstOrThrow();
    if (accept.statusCode === 200 && withdraw.statusCode === 200) {
      // Serialised: accepted first, then the upline ended the active contract.
      expect(row).toEqual({ status: 'terminated', ended_by: 'upline' });
    } else {
      expect(codes.sort()).toEqual([200, 409]);
    }
  });

  it('by staff ends any live contract, tells both parties and is audited', async () => {
    const offered = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    const view = await t.services.agentContracts.terminateAsStaff(offered.id, staffId, 'policy breach');
    expect(view).toMatchObject({ status: 'terminated', endedBy: 'staff', endReason: 'policy breach' });
    expect((await noticesOf(t, sub2, 'contract_terminated'))[0]).toMatchObject({ reason: 'policy breach' });
    expect((await noticesOf(t, sub2, 'contract_terminated'))[0]?.account).toBeUndefined();
    expect((await t.services.audit.list({ limit: 5, action: 'agents.contract.terminate' })).list.length).toBe(1);
    await expect(t.services.agentContracts.terminateAsStaff(offered.id, staffId, 'again')).rejects.toMatchObject({ code: 'CONTRACT_STATE_INVALID' });
    await expect(t.services.agentContracts.terminateAsStaff(9_999_999, staffId, 'none')).rejects.toMatchObject({ code: 'CONTRACT_NOT_FOUND' });
  });
});

describe('expiry', () => {
  it('expires offers after the configured hours and contracts past their end, telling both parties', async () => {
    const { offerExpiryHours } = await t.services.settings.value('agentContracts');
    const pending = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const withEnd = await offer(t, top, sub, 'realtime_salary', realtimeTerms(5, 5), { endsAt });
    await act(t, sub, 'realtime_salary', { action: 'accept', contractId: withEnd.id });

    expect(await t.services.agentContracts.expireDue(new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    const active = await listContracts(t, sub, 'realtime_salary');
    expect(active.held).toBeNull();
    expect(active.content[0]).toMatchObject({ id: withEnd.id, status: 'expired', endedBy: 'system', endReason: 'EXPIRED', endedAt: endsAt });
    expect((await noticesOf(t, sub, 'contract_expired'))[0]).toMatchObject({ account: top.account, type: 'realtime_salary' });
    expect((await noticesOf(t, top, 'contract_expired'))[0]).toMatchObject({ account: sub.account });

    const late = new Date(Date.now() + (offerExpiryHours * 3_600_000 + 60_000));
    expect(await t.services.agentContracts.expireDue(late)).toBeGreaterThanOrEqual(1);
    const expired = (await listContracts(t, sub2, 'daily_salary')).content.find((c) => c.id === pending.id);
    expect(expired).toMatchObject({ status: 'expired', endReason: 'OFFER_EXPIRED' });
    expect(await t.services.agentContracts.expireDue(late)).toBe(0);
  });

  it('refuses an offer past its deadline even before the sweep', async () => {
    const pending = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    await t.database.db
      .updateTable('agent_contracts')
      .set({ offer_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', BigInt(pending.id))
      .execute();
    expect(await refusal(sub2, 'daily_salary', { action: 'accept', contractId: pending.id })).toEqual([409, 'CONTRACT_STATE_INVALID']);
    // A new offer is not blocked by the stale one: it is expired first.
    const fresh = await offer(t, top, sub2, 'daily_salary', dailyTerms(10));
    expect(fresh.status).toBe('offered');
  });

  it('runs the sweep on a timer started with the app', () => {
    expect(t.services.agentContracts.isStarted()).toBe(true);
  });
});
