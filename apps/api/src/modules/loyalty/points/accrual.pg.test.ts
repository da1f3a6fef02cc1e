import { createDb, type Database } from '@gp/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createPointsAccrualService } from './accrual.service';
import { addDeposit, addHourly, hourAgo, setRates } from './accrual.test-support';
import { insertPointsMember } from './points.test-support';

// Two API instances (separate pools) running the accrual at the same moment on real PostgreSQL:
// every bucket and deposit is posted once.
let t: TestApp;
let second: Database;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  second = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 10 });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('points accrual on PostgreSQL', () => {
  it('posts once when two instances run at the same time', async () => {
    const db = t.database.db;
    await setRates(db, [
      { vipLevel: null, source: 'rng', pointsBp: 10_000 },
      { vipLevel: null, source: 'live', pointsBp: 20_000 },
      { vipLevel: null, source: 'deposit', pointsBp: 10_000 },
    ]);
    const members: bigint[] = [];
    for (let i = 0; i < 40; i += 1) {
      const id = await insertPointsMember(db);
      members.push(id);
      await addHourly(db, id, hourAgo(2), 'RNG', { bet: BigInt(10_000 * (i + 1)) });
      await addHourly(db, id, hourAgo(1), 'LIVE', { bet: 25_000n });
      await addDeposit(db, id, 30_000n);
    }
    const a = createPointsAccrualService(db, { tickSeconds: 60, lookbackHours: 72, holder: 'a' });
    const b = createPointsAccrualService(second.db, { tickSeconds: 60, lookbackHours: 72, holder: 'b' });
    const outcomes = await Promise.all([a.run('schedule'), b.run('schedule'), a.run('schedule'), b.run('schedule')]);
    // Per member: one entry for the bets of both categories, one for the deposit.
    expect(outcomes.reduce((n, o) => n + o.totals.entries, 0)).toBe(40 * 2);

    const rows = await db
      .selectFrom('loyalty_point_balances')
      .select(['member_id', 'balance'])
      .where('member_id', 'in', members)
      .orderBy('member_id')
      .execute();
    // rng: i + 1 points; live: 5 points; deposit 300.00: 3 points.
    expect(rows.map((r) => r.balance)).toEqual(members.map((_, i) => BigInt(i + 1 + 5 + 3)));
    const { rows: dupes } = await sql<{ n: number }>`select count(*)::int as n from (
      select member_id, source from loyalty_point_entries where member_id = any(${members}) group by 1, 2 having count(*) > 1) d`.execute(db);
    expect(dupes[0]?.n).toBe(0);
  });
});
