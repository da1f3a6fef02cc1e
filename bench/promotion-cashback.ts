import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { periodByKey } from '../apps/api/src/lib/business-periods/periods';
import { checkLedgerInvariants } from '../apps/api/src/modules/money/ledger';
import { createRunExecutor, type RunContext } from '../apps/api/src/modules/engagement/promotions/runs/run-executor';
import { findRun, insertRun } from '../apps/api/src/modules/engagement/promotions/runs/runs.repository';
import { createBenchDatabase } from './support/bench-database';
import { databaseCpu, nodeCpu, median, seconds } from './support/cpu-time';

/**
 * One weekly cashback run over MEMBERS members (default 100,000) with a week of hourly game
 * figures, on real PostgreSQL: the compute (one INSERT ... SELECT) and the pay (chunks of CHUNK
 * members, default 5,000, each one transaction) timed separately. Each of RUNS runs (default 3)
 * starts from a fresh database (BENCH_DB, default gp_bench_cashback) seeded in SQL: members with
 * VIP levels 0-5, most playing a few hours on most days in one to four categories, about one bet
 * in twenty rolled back. Prints each run, the medians, the rows involved, and checks that every
 * member owed was paid once and that the books balance.
 * Run: npm run bench:cashback (DATABASE_URL: any database on the server, default postgres@127.0.0.1).
 */
const members = Number(process.env.MEMBERS ?? 100_000);
const runs = Number(process.env.RUNS ?? 3);
const chunkSize = Number(process.env.CHUNK ?? 5_000);
const dbName = process.env.BENCH_DB ?? 'gp_bench_cashback';
const zone = 'Asia/Kolkata';
const currency = 'INR';
const weekKey = '2026-W45';
const week = periodByKey('weekly', weekKey, zone);
if (!week) throw new Error('bad week');

type Result = {
  seedS: number;
  hourRows: number;
  computeS: number;
  payS: number;
  computeCpu: readonly [number, number];
  payCpu: readonly [number, number];
  owed: number;
  total: bigint;
};

const runOnce = async (): Promise<Result> => {
  const database = await createBenchDatabase({ dbName, poolSize: 4 });
  const { db } = database;
  try {
    const seedStart = performance.now();
    await sql`insert into members (account, password_hash, register_method, vip_level, country, created_at)
      select 'bench' || g, 'x', 'username', (g % 6), 'IN', ${week.start}::timestamptz - interval '30 days'
      from generate_series(1, ${members}) g`.execute(db);
    // Each member plays on a day with 80 % odds, about three hours of it, in each category with 40 % odds.
    await sql`insert into member_game_hourly (member_id, hour_start, vendor_id, game_type, currency, bet_count, bet_amount, refund_amount, win_amount)
      select m.id, ${week.start}::timestamptz + make_interval(days => d, hours => h), 1, c, ${currency}, 10, b.bet,
        case when random() < 0.05 then (b.bet * random() * 0.5)::int8 else 0 end,
        (b.bet * random() * 1.9)::int8
      from members m
      cross join generate_series(0, 6) d
      cross join lateral (select random() < 0.8 + 0 * d * m.id as plays) p
      cross join generate_series(0, 23) h
      cross join unnest(array['RNG', 'LIVE', 'FISH', 'SPORTS']) c
      cross join lateral (select (100 + random() * 50000 + 0 * h * length(c))::int8 as bet) b
      where p.plays and random() < 0.125 and random() < 0.4`.execute(db);
    const hourRows = Number((await sql<{ n: string }>`select count(*)::text as n from member_game_hourly`.execute(db)).rows[0]?.n ?? 0);
    // Vacuumed now, so autovacuum does not take a core for the fresh rows while the run is timed.
    await sql`vacuum (analyze)`.execute(db);
    const promotion = await db
      .insertInto('content_promotions')
      .values({ title: 'Weekly cashback', category: 'CASHBACK', images: '[]', content: '', language: 'EN', start_at: week.start })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rates = [
      { category: null, vipLevel: null, rateBp: 500 },
      { category: 'LIVE', vipLevel: null, rateBp: 800 },
      { category: 'SPORTS', vipLevel: null, rateBp: 300 },
      { category: null, vipLevel: 5, rateBp: 1_000 },
      { category: 'LIVE', vipLevel: 5, rateBp: 1_200 },
    ];
    await db
      .insertInto('promotion_rules')
      .values({
        promotion_id: promotion.id,
        kind: 'cashback_weekly',
        parameters: JSON.stringify({ kind: 'cashback_weekly', rates, cap: 5_000_000 }),
        turnover_multiple_bp: 10_000,
      })
      .execute();
    const seedS = seconds(seedStart);

    const ctx: RunContext = { currency, trialTypeCode: 4, agentTypeCodes: [1, 2, 41, 42] };
    const executor = createRunExecutor(db, { chunkSize });
    const runId = await insertRun(db, {
      promotionId: promotion.id,
      kind: 'cashback_weekly',
      period: week,
      trigger: 'schedule',
      staffId: null,
      runner: 'bench',
    });
    if (runId === null) throw new Error('run not recorded');
    const cpu0 = [await databaseCpu(db), nodeCpu()] as const;
    const computeStart = performance.now();
    await executor.compute((await findRun(db, runId))!, ctx, week.end);
    const computeS = seconds(computeStart);
    const cpu1 = [await databaseCpu(db), nodeCpu()] as const;
    const payStart = performance.now();
    await executor.pay(runId, ctx);
    const payS = seconds(payStart);
    const cpu2 = [await databaseCpu(db), nodeCpu()] as const;

    const run = (await findRun(db, runId))!;
    if (run.status !== 'done' || run.paid_count !== run.members || run.paid_amount !== run.total) {
      throw new Error(`run not paid in full: ${run.status} ${run.paid_count}/${run.members} ${run.paid_amount}/${run.total}`);
    }
    const { rows } = await sql<{ journals: string; claims: string }>`select
      (select count(*)::text from ledger_journals where kind = 'bonus') as journals,
      (select count(*)::text from promotion_claims where status = 'issued') as claims`.execute(db);
    if (Number(rows[0]?.journals) !== run.members || Number(rows[0]?.claims) !== run.members)
      throw new Error('journals or claims differ from the members paid');
    const problems = await checkLedgerInvariants(db);
    if (problems.length > 0) throw new Error(`ledger invariants: ${JSON.stringify(problems.slice(0, 3))}`);
    return {
      seedS,
      hourRows,
      computeS,
      payS,
      computeCpu: [cpu1[0] - cpu0[0], cpu1[1] - cpu0[1]],
      payCpu: [cpu2[0] - cpu1[0], cpu2[1] - cpu1[1]],
      owed: run.members,
      total: run.total,
    };
  } finally {
    await database.drop();
  }
};

console.log(`weekly cashback run: ${members} members, ${runs} runs on fresh data, chunks of ${chunkSize}, load ${loadavg()[0]?.toFixed(2)}`);
const results: Result[] = [];
for (let i = 0; i < runs; i += 1) {
  const r = await runOnce();
  results.push(r);
  console.log(
    `run ${i + 1}: seed ${r.seedS.toFixed(1)} s (${r.hourRows} hourly rows), compute ${r.computeS.toFixed(2)} s (CPU: database ${r.computeCpu[0].toFixed(2)} s, Node ${r.computeCpu[1].toFixed(2)} s), ` +
      `pay ${r.payS.toFixed(2)} s (CPU: database ${r.payCpu[0].toFixed(2)} s, Node ${r.payCpu[1].toFixed(2)} s) ` +
      `(${r.owed} members paid, total ${r.total} minor units), compute + pay ${(r.computeS + r.payS).toFixed(2)} s`,
  );
}
const compute = median(results.map((r) => r.computeS));
const pay = median(results.map((r) => r.payS));
const both = median(results.map((r) => r.computeS + r.payS));
const cpu = median(results.map((r) => r.computeCpu[0] + r.computeCpu[1] + r.payCpu[0] + r.payCpu[1]));
console.log(
  `median: compute ${compute.toFixed(2)} s, pay ${pay.toFixed(2)} s, compute + pay ${both.toFixed(2)} s (target under 30 s); ` +
    `CPU of database and Node for compute + pay ${cpu.toFixed(2)} s; load now ${loadavg()[0]?.toFixed(2)}`,
);
