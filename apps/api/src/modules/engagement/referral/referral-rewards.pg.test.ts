import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService } from '../../platform/audit';
import { createSettingsService } from '../../platform/settings';
import { insertMember } from '../promotions/promotions.test-support';
import { createReferralRewardsService } from './referral-rewards.service';
import { seedReferralProgramme } from './referral-seed';
import { bindReferral, createReferralService } from './referral.service';
import { creditedDeposit, paidTo, validBets } from './referral.test-support';

// Real concurrency needs real PostgreSQL: PGlite has one connection and runs everything in turn.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

describe('referral rewards under concurrency (PostgreSQL)', () => {
  it('pays each reward once when two runs (two instances) go at once, again and again', async () => {
    const db = database.db;
    const settings = createSettingsService(db, createAuditService(db), 0);
    await settings.ensureDefaults();
    await seedReferralProgramme(db);
    // Every member here registers from nowhere: no shared traces to hold a reward for review.
    const promotionId = (await db.selectFrom('referral_settings').select('promotion_id').executeTakeFirstOrThrow()).promotion_id!;
    const referral = createReferralService(db);
    const referrers = await Promise.all(Array.from({ length: 5 }, () => insertMember(db)));
    const referees: bigint[] = [];
    for (const referrer of referrers) {
      const overview = await referral.overview({ id: referrer, account: 'x', type: 0, isTrial: false, isAgent: false, sessionId: 0n });
      for (let i = 0; i < 4; i += 1) {
        const referee = await insertMember(db);
        await db.transaction().execute((trx) => bindReferral(trx, { refereeId: referee, code: overview.code }));
        await creditedDeposit(db, referee, 20_000n);
        await validBets(db, referee, 100_000n);
        referees.push(referee);
      }
    }
    const one = createReferralRewardsService(db, { settings, tickSeconds: 60, holder: 'one' });
    const two = createReferralRewardsService(db, { settings, tickSeconds: 60, holder: 'two' });
    const results = await Promise.all([one.runNow(), two.runNow(), one.runNow(), two.runNow()]);
    // Each of the 40 rewards was decided by some run; the twins only found them decided.
    expect(results.reduce((n, r) => n + r.paid, 0)).toBeGreaterThanOrEqual(40);
    for (const referrer of referrers) {
      const paid = await paidTo(db, promotionId, referrer);
      expect(paid.journals).toBe(8);
      expect(paid.total).toBe(4n * 7_000n);
      expect(new Set(paid.claims.map((c) => c.period_key)).size).toBe(8);
    }
    const rewards = await db.selectFrom('referral_rewards').select(['referee_id', 'rule', 'status']).execute();
    expect(rewards).toHaveLength(40);
    expect(rewards.every((r) => r.status === 'paid')).toBe(true);
    // The lease lets one instance run the schedule at a time.
    const ticks = await Promise.all([one.tick(), two.tick()]);
    expect(ticks.filter((r) => r === null)).toHaveLength(1);
  });
});
