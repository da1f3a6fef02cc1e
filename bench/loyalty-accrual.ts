import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { createPointsAccrualService } from '../apps/api/src/modules/loyalty/points/accrual.service';
import { createBenchDatabase } from './support/bench-database';
import { databaseCpu, median, seconds } from './support/cpu-time';

/**
 * The points accrual run over MEMBERS members (default 100,000) with a day of hourly game figures,
 * on real PostgreSQL. Each of RUNS runs (default 3) starts from a fresh database (BENCH_DB, default
 * gp_bench_loyalty_accrual) seeded in SQL: members with VIP levels 0-5, each playing in about a fifth
 * of the day's hours, in one to five categories, a third with a credited deposit; rates for every
 * category and deposits, with level 5 overrides. Timed: the first run (every bucket new, the
 * heaviest), then a rerun after one hour row in twenty was rolled back in part (takebacks). Checks
 * that every member's balance equals the points of their buckets and deposits, and that a third run
 * posts nothing.
 * Run: npm run bench:loyalty-accrual (DATABASE_URL: any database on the server, default postgres@127.0.0.1).
 */
const members = Number(process.env.MEMBERS ?? 100_000);
const runs = Number(process.env.RUNS ?? 3);
const dbName = process.env.BENCH_DB ?? 'gp_bench_loyalty_accrual';
const day = new Date(Date.now() - 26 * 3_600_000);
day.setUTCMinutes(0, 0, 0);

type Result = { seedS: number; hourRows: number; firstS: number; firstCpu: number; rerunS: number; entries: number; takebacks: number; pointsIn: bigint };

const runOnce = async (): Promise<Result> => {
  const database = await createBenchDatabase({ dbName, poolSize: 4 });
  const { db } = database;
  try {
    const seedStart = performance.now();
    await sql`insert into members (account, password_hash, register_method, vip_level, created_at)
      select 'bench' || g, 'x', 'username', (g % 6), now() - interval '30 days' from generate_series(1, ${members}) g`.execute(db);
    await sql`insert into member_game_hourly (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
      select m.id, ${day}::timestamptz + make_interval(hours => h), 1, c, 'INR', 10, b.bet, 0, (b.bet * random() * 1.9)::int8
      from members m
      cross join generate_series(0, 23) h
      cross join unnest(array['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT']) c
      cross join lateral (select (100 + random() * 50000 + 0 * h * length(c) * m.id)::int8 as bet) b
      where random() < 0.2 * 0.35`.execute(db);
    const method = await db
      .insertInto('payment_methods')
      .values({ code: 'BENCH', name: 'Bank', names: '{}', kind: 'manual_bank', provider_code: 'BENCH', min_amount: 100n, max_amount: 100_000_000n })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into deposits (order_no, member_id, method_id, kind, provider_code, amount, currency, status, idempotency_key, request_hash, reviewed_at)
      select 'B' || m.id, m.id, ${method.id}, 'manual_bank', 'BENCH', (1000 + random() * 500000)::int8, 'INR', 'credited', 'k' || m.id, 'h', ${day}::timestamptz + interval '3 hours'
      from members m where m.id % 3 = 0`.execute(db);
    await sql`insert into loyalty_point_rates (vip_level, source, points_bp) values
      (null, 'rng', 10000), (null, 'live', 15000), (null, 'lottery', 5000), (null, 'sports', 8000), (null, 'pvp', 10000), (null, 'deposit', 2000),
      (5, 'rng', 20000), (5, 'live', 25000), (5, 'deposit', 4000)`.execute(db);
    const hourRows = Number((await sql<{ n: string }>`select count(*)::text as n from member_game_hourly`.execute(db)).rows[0]?.n ?? 0);
    await sql`vacuum (analyze)`.execute(db);
    const seedS = seconds(seedStart);

    if (process.env.BENCH_SEED_ONLY) return { seedS, hourRows, firstS: 0, firstCpu: 0, rerunS: 0, entries: 0, takebacks: 0, pointsIn: 0n };
    const accrual = createPointsAccrualService(db, { tickSeconds: 180, lookbackHours: 72, holder: 'bench' });
    const cpu0 = await databaseCpu(db);
    const firstStart = performance.now();
    const first = await accrual.run('schedule');
    const firstS = seconds(firstStart);
    const firstCpu = (await databaseCpu(db)) - cpu0;

    // One hour row in twenty rolled back in part, as late rollbacks do.
    await sql`update member_game_hourly set refund_amount = bet_amount / 2 where (member_id + extract(hour from hour_start)::int) % 20 = 0`.execute(db);
    const rerunStart = performance.now();
    const rerun = await accrual.run('schedule');
    const rerunS = seconds(rerunStart);

    const idle = await accrual.run('schedule');
    if (idle.totals.entries !== 0) throw new Error(`a third run posted ${idle.totals.entries} entries`);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from loyalty_point_balances b
      where b.balance <> coalesce((select sum(x.points) from loyalty_point_accrual_buckets x where x.member_id = b.member_id), 0)
        + coalesce((select sum(e.delta) from loyalty_point_entries e where e.member_id = b.member_id and e.source = 'deposit'), 0)`.execute(db);
    if (Number(rows[0]?.n) !== 0) throw new Error(`${rows[0]?.n} balances differ from their buckets and deposits`);
    return {
      seedS,
      hourRows,
      firstS,
      firstCpu,
      rerunS,
      entries: first.totals.entries,
      takebacks: rerun.totals.entries,
      pointsIn: first.totals.points_in,
    };
  } finally {
    // BENCH_KEEP=1 keeps the last database for a look at the plans.
    if (process.env.BENCH_KEEP) await database.close();
    else await database.drop();
  }
};

console.log(`points accrual run: ${members} members, a day of hourly figures, ${runs} runs on fresh data, load ${loadavg()[0]?.toFixed(2)}`);
const results: Result[] = [];
for (let i = 0; i < runs; i += 1) {
  const r = await runOnce();
  results.push(r);
  console.log(
    `run ${i + 1}: seed ${r.seedS.toFixed(1)} s (${r.hourRows} hourly rows), first run ${r.firstS.toFixed(2)} s (database CPU ${r.firstCpu.toFixed(2)} s; ${r.entries} entries, ${r.pointsIn} points), ` +
      `rerun after rollbacks ${r.rerunS.toFixed(2)} s (${r.takebacks} entries)`,
  );
}
console.log(
  `median: first run ${median(results.map((r) => r.firstS)).toFixed(2)} s (target under 30 s; database CPU ${median(results.map((r) => r.firstCpu)).toFixed(2)} s), rerun ${median(results.map((r) => r.rerunS)).toFixed(2)} s; load now ${loadavg()[0]?.toFixed(2)}`,
);
