import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../../money/ledger/ledger.test-support';
import { pointsBalanceOf } from '../points';
import { wheelTicketsOf } from '../wheel';
import { creditDeposit, insertLoyaltyPromotion, insertMember, insertMission, logIn, missionsServiceFor, playRounds } from './missions.test-support';

let database: Database;
const now = new Date('2026-11-30T12:00:00Z');
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('missions', () => {
  it('shows live progress, refuses an incomplete claim, then pays points once and replays the first answer', async () => {
    const service = missionsServiceFor(database, () => now);
    const member = await insertMember(database.db);
    const missionId = await insertMission(database.db, {
      conditions: [{ type: 'rounds', count: 10, category: 'rng' }],
      rewardKind: 'points',
      rewardAmount: 50n,
    });
    await playRounds(database.db, member.id, new Date('2026-11-30T01:00:00Z'), 4, 1_000n);
    // Yesterday's rounds and other categories do not count.
    await playRounds(database.db, member.id, new Date('2026-11-29T23:00:00Z'), 9, 1_000n);
    await playRounds(database.db, member.id, new Date('2026-11-30T02:00:00Z'), 9, 1_000n, 'LIVE');

    const before = (await service.summary(member, 'EN')).missions.find((m) => m.id === missionId)!;
    expect(before).toMatchObject({
      complete: false,
      claimable: false,
      progressBp: 4_000,
      conditions: [{ type: 'rounds', current: 4, target: 10, done: false }],
    });
    expect(await appErrorOf(service.claim(member, missionId))).toMatchObject({ code: 'MISSION_NOT_COMPLETE', details: { missionId } });
    expect(await pointsBalanceOf(database.db, member.id)).toMatchObject({ balance: 0n });

    await playRounds(database.db, member.id, new Date('2026-11-30T03:00:00Z'), 6, 1_000n, 'FISH');
    const summary = await service.summary(member, 'EN');
    expect(summary.missions.find((m) => m.id === missionId)).toMatchObject({ complete: true, claimable: true, progressBp: 10_000 });
    expect(summary.claimableCount).toBeGreaterThanOrEqual(1);

    const first = await service.claim(member, missionId);
    expect(first).toMatchObject({ missionId, periodKey: '2026-11-30', status: 'paid', replayed: false, reward: { kind: 'points', amount: 50 } });
    expect(await service.claim(member, missionId)).toEqual({ ...first, replayed: true });
    expect(await pointsBalanceOf(database.db, member.id)).toMatchObject({ balance: 50n });
    expect((await service.summary(member, 'EN')).missions.find((m) => m.id === missionId)).toMatchObject({ claimed: true, claimable: false });
  });

  it('pays money with the mission turnover once, keyed by mission and period', async () => {
    const service = missionsServiceFor(database, () => now);
    const promotionId = await insertLoyaltyPromotion(database.db);
    const member = await insertMember(database.db);
    const missionId = await insertMission(database.db, {
      conditions: [
        { type: 'deposit', minAmount: 10_000 },
        { type: 'valid_bets', amount: 20_000, category: null },
      ],
      rewardKind: 'money',
      rewardAmount: 500n,
      promotionId,
      turnoverMultipleBp: 20_000,
    });
    await creditDeposit(database.db, member.id, 10_000n, new Date('2026-11-30T08:00:00Z'));
    await playRounds(database.db, member.id, new Date('2026-11-30T09:00:00Z'), 3, 20_000n, 'LIVE');

    const first = await service.claim(member, missionId);
    expect(first).toMatchObject({ status: 'paid', replayed: false, reward: { kind: 'money', amount: 500, turnoverMultipleBp: 20_000 } });
    expect(await service.claim(member, missionId)).toMatchObject({ status: 'paid', replayed: true });
    const claims = await database.db.selectFrom('promotion_claims').select(['period_key', 'amount']).where('promotion_id', '=', promotionId).execute();
    expect(claims).toEqual([{ period_key: `mission-${missionId}-2026-11-30`, amount: 500n }]);
    const requirement = await database.db.selectFrom('wagering_requirements').select('amount_required').where('member_id', '=', member.id).executeTakeFirst();
    expect(requirement?.amount_required).toBe(1_000n);
  });

  it('takes a refused money claim back, so the member may claim again', async () => {
    const service = missionsServiceFor(database, () => now);
    const promotionId = await insertLoyaltyPromotion(database.db, 100n);
    const member = await insertMember(database.db);
    const missionId = await insertMission(database.db, {
      conditions: [{ type: 'deposit', minAmount: 1_000 }],
      rewardKind: 'money',
      rewardAmount: 500n,
      promotionId,
    });
    await creditDeposit(database.db, member.id, 5_000n, new Date('2026-11-30T08:00:00Z'));
    expect(await appErrorOf(service.claim(member, missionId))).toMatchObject({ code: 'PROMOTION_BUDGET_EXCEEDED' });
    const rows = await database.db.selectFrom('loyalty_mission_claims').select('id').where('mission_id', '=', missionId).execute();
    expect(rows).toEqual([]);
  });

  it('counts login streaks and invited friends who deposit this week', async () => {
    const service = missionsServiceFor(database, () => now);
    const member = await insertMember(database.db);
    const friend = await insertMember(database.db, member.id);
    const idle = await insertMember(database.db, member.id);
    const missionId = await insertMission(database.db, {
      period: 'weekly',
      conditions: [
        { type: 'login_streak', days: 3 },
        { type: 'invite_depositor', count: 1 },
      ],
      rewardKind: 'points',
      rewardAmount: 10n,
    });
    for (const day of ['2026-11-28', '2026-11-29', '2026-11-30']) await logIn(database.db, member.id, new Date(`${day}T10:00:00Z`));
    await creditDeposit(database.db, friend.id, 5_000n, new Date('2026-11-30T07:00:00Z'));
    expect(idle.id).toBeGreaterThan(0n);

    const view = (await service.summary(member, 'EN')).missions.find((m) => m.id === missionId)!;
    expect(view.periodKey).toBe('2026-W49');
    expect(view.conditions).toMatchObject([
      { type: 'login_streak', current: 3, done: true },
      { type: 'invite_depositor', current: 1, done: true },
    ]);
    expect(await service.claim(member, missionId)).toMatchObject({ status: 'paid', replayed: false });
  });

  it('grants wheel tickets once, keyed by mission and period', async () => {
    const service = missionsServiceFor(database, () => now);
    const member = await insertMember(database.db);
    const missionId = await insertMission(database.db, { conditions: [{ type: 'rounds', count: 1, category: null }], rewardKind: 'tickets', rewardAmount: 2n });
    await playRounds(database.db, member.id, new Date('2026-11-30T05:00:00Z'), 1, 100n);
    expect(await service.claim(member, missionId)).toMatchObject({ status: 'paid', replayed: false, reward: { kind: 'tickets', amount: 2 } });
    expect(await service.claim(member, missionId)).toMatchObject({ replayed: true });
    expect(await wheelTicketsOf(database.db, member.id)).toMatchObject({ balance: 2 });
  });

  it('answers an unknown mission with NOT_FOUND', async () => {
    const service = missionsServiceFor(database, () => now);
    const member = await insertMember(database.db);
    expect(await appErrorOf(service.claim(member, 999_999))).toMatchObject({ code: 'NOT_FOUND' });
  });
});
