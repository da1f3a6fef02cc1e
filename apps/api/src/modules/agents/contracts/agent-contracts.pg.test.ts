import { exceedsRateCap, type AgentContractTerms } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';
import { newMember, type TestMember } from '../../money/wallet/wallet.test-support';
import { act, dailyTerms, offer, postAction, staffIdOf } from './agent-contracts.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let t: TestApp;
let staffId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  await t.staffToken(['admin'], 'pgcontracts');
  staffId = await staffIdOf(t, 'pgcontracts');
});
afterAll(async () => t.close());

/** A top-level agent holding a platform daily salary contract at `rateBp`, and a direct downline agent. */
const chain = async (rateBp: number) => {
  const top = await newMember(t, { agent: true });
  const sub = await newMember(t, { agent: true, uplineId: top.id });
  const platform = await t.services.agentContracts.offerAsPlatform({ type: 'daily_salary', downlineId: top.id, terms: dailyTerms(rateBp), staffId });
  await act(t, top, 'daily_salary', { action: 'accept', contractId: platform.id });
  return { top, sub };
};

const outcome = (res: { statusCode: number; body: string }) =>
  res.statusCode === 200 ? 'ok' : `${res.statusCode}:${errorCodeOf(res as Parameters<typeof errorCodeOf>[0])}`;

const liveRows = (member: TestMember) =>
  t.database.db
    .selectFrom('agent_contracts')
    .select(['id', 'status', 'terms', 'upline_id'])
    .where('downline_id', '=', member.id)
    .where('status', 'in', ['offered', 'active'])
    .execute();

describe('contracts under concurrency (PostgreSQL)', () => {
  it('lets one of an accept and a withdrawal of the same offer win, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { top, sub } = await chain(100);
      const pending = await offer(t, top, sub, 'daily_salary', dailyTerms(50));
      const [accept, withdraw] = await Promise.all([
        postAction(t, sub, 'daily_salary', { action: 'accept', contractId: pending.id }),
        postAction(t, top, 'daily_salary', { action: 'terminate', contractId: pending.id }),
      ]);
      const results = [outcome(accept), outcome(withdraw)];
      const row = await t.database.db
        .selectFrom('agent_contracts')
        .select(['status', 'ended_by', 'responded_at'])
        .where('id', '=', BigInt(pending.id))
        .executeTakeFirstOrThrow();
      if (results.every((r) => r === 'ok')) {
        // Accepted first, then the upline ended the active contract: both are real, in order.
        expect(row).toMatchObject({ status: 'terminated', ended_by: 'upline' });
        expect(row.responded_at).not.toBeNull();
      } else {
        expect(results.sort()).toEqual(['409:CONTRACT_STATE_INVALID', 'ok']);
      }
    }
  });

  it('never leaves a downline above its upline when both accept at once (and never deadlocks)', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { top, sub } = await chain(100);
      const high = await offer(t, top, sub, 'daily_salary', dailyTerms(90));
      const lower = await t.services.agentContracts.offerAsPlatform({ type: 'daily_salary', downlineId: top.id, terms: dailyTerms(40), staffId });
      const [topAccept, subAccept] = await Promise.all([
        postAction(t, top, 'daily_salary', { action: 'accept', contractId: lower.id }),
        postAction(t, sub, 'daily_salary', { action: 'accept', contractId: high.id }),
      ]);
      expect(outcome(topAccept)).toBe('ok');
      expect(['ok', '409:CONTRACT_STATE_INVALID', '400:CONTRACT_RATE_ABOVE_OWN']).toContain(outcome(subAccept));
      const [held] = (await liveRows(top)).filter((r) => r.status === 'active');
      const subLive = await liveRows(sub);
      for (const row of subLive) expect(exceedsRateCap(row.terms as unknown as AgentContractTerms, held?.terms as unknown as AgentContractTerms)).toBe(false);
    }
  });

  it('admits one of two simultaneous offers to the same downline', async () => {
    const { top, sub } = await chain(100);
    const offers = await Promise.all(
      [1, 2, 3].map((i) => postAction(t, top, 'daily_salary', { action: 'offer', downlineAccount: sub.account, terms: dailyTerms(10 * i) })),
    );
    expect(offers.map(outcome).sort()).toEqual(['409:CONTRACT_OFFER_PENDING', '409:CONTRACT_OFFER_PENDING', 'ok']);
  });
});
