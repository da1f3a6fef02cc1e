import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPointsAccrualService, type PointsAccrualService } from './accrual.service';
import { addDeposit, addHourly, entriesOf, hourAgo, setRates } from './accrual.test-support';
import { pointsBalanceOf, postPoints } from './post-points';
import { insertPointsMember } from './points.test-support';

let database: Database;
let accrual: PointsAccrualService;
beforeAll(async () => {
  database = await createTestDb();
  accrual = createPointsAccrualService(database.db, { tickSeconds: 60, lookbackHours: 72 });
});
afterAll(async () => database.close());

const usd = (major: number) => BigInt(major * 100);

beforeEach(async () => {
  // Default: 1 point per 100.00 of rng, 2 of live, 0.5 of deposits; VIP 3: 3 points per 100.00 of rng.
  await setRates(database.db, [
    { vipLevel: null, source: 'rng', pointsBp: 10_000 },
    { vipLevel: null, source: 'live', pointsBp: 20_000 },
    { vipLevel: null, source: 'deposit', pointsBp: 5_000 },
    { vipLevel: 3, source: 'rng', pointsBp: 30_000 },
  ]);
});

describe('points accrual', () => {
  it('earns per category from valid bets at the member level rate, and a rerun posts nothing', async () => {
    const member = await insertPointsMember(database.db);
    const vip = await insertPointsMember(database.db);
    await database.db.updateTable('members').set({ vip_level: 3 }).where('id', '=', vip).execute();
    await addHourly(database.db, member, hourAgo(2), 'RNG', { bet: usd(250), win: usd(900) });
    await addHourly(database.db, member, hourAgo(2), 'FISH', { bet: usd(50) });
    await addHourly(database.db, member, hourAgo(1), 'LIVE', { bet: usd(120) });
    await addHourly(database.db, member, hourAgo(1), 'SPORTS', { bet: usd(1000) });
    await addHourly(database.db, vip, hourAgo(1), 'BGS', { bet: usd(100) });

    await accrual.run('staff');
    // rng 300.00 -> 3; live 120.00 -> 2 (2.4 rounded down); sports has no rate.
    expect(await pointsBalanceOf(database.db, member)).toEqual({ balance: 5n, earned: 5n, spent: 0n });
    expect(await pointsBalanceOf(database.db, vip)).toMatchObject({ balance: 3n });

    const again = await accrual.run('staff');
    expect(again.totals.entries).toBe(0);
    // One entry for the run's bets, named for the category that moved it most, listing each category.
    const entries = await database.db.selectFrom('loyalty_point_entries').select(['source', 'delta', 'details']).where('member_id', '=', member).execute();
    expect(entries).toEqual([{ source: 'rng', delta: 5n, details: { run: expect.any(Number), categories: { rng: 3, live: 2 } } }]);
  });

  it('posts only the difference as bets grow, and takes points back after a rollback', async () => {
    const member = await insertPointsMember(database.db);
    const hour = hourAgo(3);
    await addHourly(database.db, member, hour, 'RNG', { bet: usd(500) });
    await accrual.run('schedule');
    await addHourly(database.db, member, hour, 'RNG', { bet: usd(300) });
    await accrual.run('schedule');
    expect(await pointsBalanceOf(database.db, member)).toMatchObject({ balance: 8n });

    await addHourly(database.db, member, hour, 'RNG', { refund: usd(300) });
    await accrual.run('schedule');
    const entries = await entriesOf(database.db, member);
    expect(entries.map((e) => [e.source, e.delta, e.balance_after])).toEqual([
      ['rng', 5n, 5n],
      ['rng', 3n, 8n],
      ['rng', -3n, 5n],
    ]);
  });

  it('never takes the balance below zero and nets the rest against later accrual', async () => {
    const member = await insertPointsMember(database.db);
    await addHourly(database.db, member, hourAgo(5), 'RNG', { bet: usd(1000) });
    await accrual.run('schedule');
    await postPoints(database.db, { memberId: member, delta: -8n, source: 'redeem', sourceKey: 'redeem:test' });

    await addHourly(database.db, member, hourAgo(5), 'RNG', { refund: usd(1000) });
    await accrual.run('schedule');
    expect(await pointsBalanceOf(database.db, member)).toMatchObject({ balance: 0n });

    // 8 points still owed back: 5 live points (250.00) go to it, then 12 more rng points pay off the last 3.
    await addHourly(database.db, member, hourAgo(1), 'LIVE', { bet: usd(250) });
    await accrual.run('schedule');
    expect(await pointsBalanceOf(database.db, member)).toMatchObject({ balance: 0n });
    await addHourly(database.db, member, hourAgo(1), 'RNG', { bet: usd(1200) });
    await accrual.run('schedule');
    expect(await pointsBalanceOf(database.db, member)).toMatchObject({ balance: 9n });
    const all = await entriesOf(database.db, member);
    expect(all.every((e) => e.balance_after >= 0n)).toBe(true);
  });

  it('earns once per credited deposit, keyed by the deposit', async () => {
    const member = await insertPointsMember(database.db);
    const credited = await addDeposit(database.db, member, usd(1000));
    await addDeposit(database.db, member, usd(500), 'pending');
    await accrual.run('schedule');
    await accrual.run('schedule');
    expect(await entriesOf(database.db, member)).toEqual([{ source: 'deposit', source_key: `deposit:${credited}`, delta: 5n, balance_after: 5n }]);
  });

  it('keeps the rate a bucket was first accrued at, and ignores hours before the window', async () => {
    const member = await insertPointsMember(database.db);
    await addHourly(database.db, member, hourAgo(2), 'RNG', { bet: usd(100) });
    await addHourly(database.db, member, hourAgo(100), 'RNG', { bet: usd(10_000) });
    await accrual.run('schedule');
    await setRates(database.db, [{ vipLevel: null, source: 'rng', pointsBp: 100_000 }]);
    await addHourly(database.db, member, hourAgo(2), 'RNG', { bet: usd(100) });
    await addHourly(database.db, member, hourAgo(1), 'RNG', { bet: usd(100) });
    await accrual.run('schedule');
    // Old bucket: 200.00 at 1 point -> 2; new bucket: 100.00 at 10 points -> 10.
    expect(await pointsBalanceOf(database.db, member)).toMatchObject({ balance: 12n });
  });

  it('records each run', async () => {
    const { runId } = await accrual.run('staff');
    const run = await database.db.selectFrom('loyalty_point_accrual_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'done', trigger: 'staff' });
  });
});
