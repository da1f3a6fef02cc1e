import type { PublicKeyResponse } from '@gp/contracts';
import { createDb, type Database } from '@gp/db';
import { sql } from 'kysely';
import { checkLedgerInvariants } from '../apps/api/src/modules/money/ledger';
import { databaseUrl } from './support/bench-postgres';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { createCallStats, type CallSummary } from './support/call-stats';
import { nodeCpu, processGroupCpu } from './support/cpu-time';
import { startDatabaseCpuMeter } from './support/database-cpu-meter';
import { createHttpPool, type HttpPool } from './support/http-pool';
import { redisAnswers } from './support/redis-ping';
import { fmt, inParallel, load } from './support/run-helpers';
import { lobbyPaths, menusPath, type Menus } from './support/site-lobby';
import { createSiteCalls, type SiteCallKind, type SimulatedPlayer } from './support/site-player-calls';
import { mainBalances, seededSlotVendor, seedSitePlayers } from './support/site-players';

/**
 * The player site under a mixed load, on one API instance and then on two behind a round-robin
 * balancer. Each run: a fresh PostgreSQL database gp_bench_site; the real API (`apps/api/src/main.ts`,
 * as the other benches start it, demo seed on) on BENCH_PORT, for two instances a second one on
 * BENCH_PORT + 1 started once the first is ready, both on the same database and REDIS_URL; PLAYERS
 * members with one real argon2 password, funded, each with a game session at a seeded slot vendor
 * of the demo vendor. The load generator holds CONCURRENCY players in flight over keep-alive
 * connections, every call to the next instance in turn. All players sign in first (the sealed login,
 * argon2); then, after WARMUP seconds of the same load, DURATION seconds are timed. A player's loop:
 * a login every LOGIN_EVERY loops, LOBBY_CALLS lobby calls (home page pieces and game lists as
 * apps/web asks for them), the balance, SPINS signed vendor bets each followed by the win that
 * closes the round. The per-IP login limits are raised (RATE_LIMIT_LOGIN_PER_MINUTE and
 * RATE_LIMIT_CAPTCHA_PER_MINUTE, as e2e/playwright.config.ts does): every player calls from 127.0.0.1.
 * Prints per kind of call the count, calls/s, p50 and p99 and errors for both runs side by side, the
 * CPU seconds of each API process, PostgreSQL and the load generator, and the ratios two/one; then
 * checks each run's ledger invariants, that every player's balance is its funding less its answered
 * bets plus its answered wins, and that as many wallet transactions were stored as were answered OK.
 * Env: PLAYERS (2000), DURATION (60), WARMUP (5), CONCURRENCY (200), LOGIN_EVERY (10), LOBBY_CALLS (3),
 * SPINS (2), BENCH_PORT (3700), REDIS_URL (redis://127.0.0.1:6379), DATABASE_URL. Run: npm run bench:site.
 */
const players = Number(process.env.PLAYERS ?? 2_000);
const duration = Number(process.env.DURATION ?? 60);
const warmup = Number(process.env.WARMUP ?? 5);
const concurrency = Number(process.env.CONCURRENCY ?? 200);
const mix = { loginEvery: Number(process.env.LOGIN_EVERY ?? 10), lobbyCalls: Number(process.env.LOBBY_CALLS ?? 3), spins: Number(process.env.SPINS ?? 2) };
const port = Number(process.env.BENCH_PORT ?? 3700);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = 'gp_bench_site';
const prefix = 'siteplayer';
const MASTER = 'site-bench-master-secret-0123456789';
const PASSWORD = 'Bench2026pw';
const FUNDING = 1_000_000_000n;
const kinds: SiteCallKind[] = ['lobby', 'login', 'balance', 'bet', 'win'];
const serverEnv = {
  DEMO_VENDOR_SECRET: MASTER,
  REDIS_URL: redisUrl,
  // Keys of their own: another job's counters on the same Redis never mix with the bench's.
  REDIS_PREFIX: `gp-bench-site-${process.pid}:`,
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000000',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000000',
};

type RunResult = {
  instances: number;
  seconds: number;
  signIn: CallSummary;
  calls: Map<SiteCallKind, CallSummary>;
  cpu: { api: number[]; database: number; generator: number };
  /** Calls each instance was sent in the window. */
  spread: number[];
  problems: string[];
};

const json = async <T>(pool: HttpPool, path: string): Promise<T> => JSON.parse((await pool.send({ method: 'GET', path })).body.toString('utf8')) as T;

/** Workers that each take the next player, run one loop of it and put it back, until `open` says stop. */
const drive = async (crowd: SimulatedPlayer[], loop: (player: SimulatedPlayer) => Promise<void>, open: () => boolean) => {
  const queue = [...crowd];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, crowd.length) }, async () => {
      while (open()) {
        const player = queue.shift()!;
        await loop(player);
        queue.push(player);
      }
    }),
  );
};

const run = async (instances: 1 | 2): Promise<RunResult> => {
  const servers: BenchServer[] = [];
  const pools: HttpPool[] = [];
  let database: Database | undefined;
  try {
    for (let i = 0; i < instances; i += 1) {
      // The second starts once the first is ready: both migrate and seed at start.
      servers.push(await startBenchServer({ dbName, port: port + i, env: serverEnv, shared: i > 0 }));
    }
    database = await createDb({ kind: 'postgres', url: databaseUrl(dbName), poolSize: 4 });
    const { db } = database;
    const seeding = performance.now();
    const vendor = await seededSlotVendor(db, MASTER);
    const seeded = await seedSitePlayers(db, { count: players, prefix, password: PASSWORD, funding: FUNDING, vendor });
    await sql`analyze`.execute(db);
    const crowd: SimulatedPlayer[] = seeded.map((p, i) => ({ ...p, token: null, loops: 0, loginOffset: i % mix.loginEvery, rounds: 0, expected: FUNDING }));
    pools.push(...servers.map((s) => createHttpPool(s.base, concurrency)));
    const publicKey = (await json<{ value: PublicKeyResponse }>(pools[0]!, '/wps/system/publicKey')).value;
    const lobby = lobbyPaths(await json<Menus>(pools[0]!, menusPath));
    console.log(
      `${instances} instance(s): ready in ${servers.map((s) => s.readySeconds.toFixed(1)).join(' + ')} s; ${fmt(players)} players seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
        `vendor ${vendor.code} game ${vendor.gameCode}; ${lobby.home.length + lobby.browse.length} lobby URLs; load average ${load()}`,
    );

    const signInStats = createCallStats<SiteCallKind>();
    const signing = performance.now();
    const signer = createSiteCalls({ pools, stats: signInStats, vendor, lobby, publicKey, password: PASSWORD, label: 'signin' });
    await inParallel(crowd, concurrency, (player) => signer.signIn(player));
    const signIn = signInStats.summary('sign-in', (performance.now() - signing) / 1000);

    const warming = createSiteCalls({ pools, stats: createCallStats<SiteCallKind>(), vendor, lobby, publicKey, password: PASSWORD, label: 'warm' });
    const warmEnd = performance.now() + warmup * 1000;
    await drive(
      crowd,
      (player) => warming.loop(player, mix, () => performance.now() < warmEnd),
      () => performance.now() < warmEnd,
    );

    const stats = createCallStats<SiteCallKind>();
    const timed = createSiteCalls({ pools, stats, vendor, lobby, publicKey, password: PASSWORD, label: 'run' });
    const meter = await startDatabaseCpuMeter(db);
    const before = { api: servers.map((s) => processGroupCpu(s.pid)), generator: nodeCpu(), sent: pools.map((p) => p.sent()) };
    const started = performance.now();
    const end = started + duration * 1000;
    const open = () => performance.now() < end;
    await drive(crowd, (player) => timed.loop(player, mix, open), open);
    const seconds = (performance.now() - started) / 1000;
    const cpu = {
      api: servers.map((s, i) => processGroupCpu(s.pid) - before.api[i]!),
      database: await meter.stop(),
      generator: nodeCpu() - before.generator,
    };
    const spread = pools.map((p, i) => p.sent() - before.sent[i]!);

    const problems: string[] = [];
    const violations = await checkLedgerInvariants(db);
    if (violations.length > 0)
      problems.push(
        `${violations.length} ledger invariant violations: ${JSON.stringify(violations.slice(0, 5), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
      );
    const balances = await mainBalances(db, prefix);
    const off = crowd.filter((p) => balances.get(p.memberId) !== p.expected);
    if (off.length > 0) {
      const sample = off.slice(0, 3).map((p) => `member ${p.memberId}: ${balances.get(p.memberId)} stored, ${p.expected} expected`);
      problems.push(`${off.length} balances differ from funding - bets + wins answered (${sample.join('; ')})`);
    }
    const { rows } = await sql<{
      n: string;
    }>`select count(*)::text as n from game_transactions t join members m on m.id = t.member_id where m.account like ${`${prefix}%`}`.execute(db);
    const answered = warming.counts.walletOk + timed.counts.walletOk;
    if (Number(rows[0]?.n) !== answered) problems.push(`${rows[0]?.n} wallet transactions stored, ${answered} answered OK`);
    const balanceOff = warming.counts.balanceOff + timed.counts.balanceOff;
    if (balanceOff > 0) problems.push(`${balanceOff} balances read back (balance route, wallet answers) differed from the player's answered bets and wins`);
    console.log(
      `${instances} instance(s) checked: ${violations.length} invariant violations; ${fmt(crowd.length - off.length)} of ${fmt(crowd.length)} balances as expected; ` +
        `${fmt(answered)} bets and wins answered OK, ${rows[0]?.n} stored; load average ${load()}`,
    );
    return { instances, seconds, signIn, calls: new Map(kinds.map((k) => [k, stats.summary(k, seconds)])), cpu, spread, problems };
  } finally {
    for (const pool of pools) pool.close();
    await database?.close();
    // The shared instance first: the first one's stop waits for the database to be free, then drops it.
    for (const server of servers.reverse()) await server.stop();
  }
};

const pad = (value: string, width: number) => value.padStart(width);
/** Count, calls/s, p50, p99 (blank for a sum of kinds), errors. */
const cells = (s: CallSummary, percentiles = true) =>
  [
    pad(fmt(s.count), 9),
    pad(fmt(s.perSecond), 8),
    pad(percentiles ? s.p50.toFixed(1) : '', 7),
    pad(percentiles ? s.p99.toFixed(1) : '', 8),
    pad(fmt(s.errors), 6),
  ].join(' ');
const total = (r: RunResult): CallSummary => {
  const all = [...r.calls.values()];
  const count = all.reduce((sum, s) => sum + s.count, 0);
  return { count, perSecond: count / r.seconds, p50: 0, p99: 0, errors: all.reduce((sum, s) => sum + s.errors, 0), failures: [] };
};
const ratio = (two: number, one: number) => (one > 0 ? (two / one).toFixed(2) : '-');
const apiCpu = (r: RunResult) => r.cpu.api.reduce((sum, c) => sum + c, 0);
const perThousandCalls = (r: RunResult, cpu: number) => ((1000 * cpu) / Math.max(1, total(r).count)).toFixed(2);

const report = (one: RunResult, two: RunResult) => {
  const columns = '    calls  calls/s  p50 ms   p99 ms errors';
  console.log(`\n${''.padEnd(10)}${'one instance'.padStart(columns.length)} | ${'two instances, round-robin'.padStart(columns.length)} | two/one`);
  console.log(`${'kind'.padEnd(10)}${columns} | ${columns} | calls/s`);
  const row = (label: string, a: CallSummary, b: CallSummary, percentiles = true) =>
    console.log(`${label.padEnd(10)}${cells(a, percentiles)} | ${cells(b, percentiles)} | ${pad(ratio(b.perSecond, a.perSecond), 7)}`);
  row('sign-in*', one.signIn, two.signIn);
  for (const kind of kinds) row(kind, one.calls.get(kind)!, two.calls.get(kind)!);
  row('all', total(one), total(two), false);
  console.log(
    `* every player once before the warm-up (${fmt(one.signIn.count)} logins; calls/s over the sign-in alone); the other rows: the ${duration} s window`,
  );
  for (const r of [one, two]) {
    const parts = [
      ...r.cpu.api.map((c, i) => `API ${i + 1} ${c.toFixed(1)} s (${fmt(r.spread[i] ?? 0)} calls)`),
      `PostgreSQL ${r.cpu.database.toFixed(1)} s`,
      `load generator ${r.cpu.generator.toFixed(1)} s`,
    ];
    console.log(`CPU in the window (${r.seconds.toFixed(1)} s), ${r.instances === 1 ? 'one instance' : 'two instances'}: ${parts.join(', ')}`);
  }
  console.log(
    `CPU s per 1,000 calls, one -> two: API ${perThousandCalls(one, apiCpu(one))} -> ${perThousandCalls(two, apiCpu(two))}, PostgreSQL ${perThousandCalls(one, one.cpu.database)} -> ${perThousandCalls(two, two.cpu.database)}`,
  );
  console.log(
    `two/one: calls/s ${ratio(total(two).perSecond, total(one).perSecond)}, API CPU ${ratio(apiCpu(two), apiCpu(one))}, PostgreSQL CPU ${ratio(two.cpu.database, one.cpu.database)}`,
  );
  for (const r of [one, two]) {
    const summaries: [string, CallSummary][] = [['sign-in', r.signIn], ...r.calls];
    for (const [kind, s] of summaries) for (const [what, n] of s.failures.slice(0, 5)) console.log(`${r.instances} instance(s), ${kind}: ${n} x ${what}`);
    for (const problem of r.problems) console.log(`${r.instances} instance(s): ${problem}`);
  }
};

if (port < 3700 || port + 1 > 3799) throw new Error('BENCH_PORT must leave both instances within 3700-3799');
if (!(await redisAnswers(redisUrl))) throw new Error(`no Redis answers at ${redisUrl} (REDIS_URL)`);
console.log(
  `site load: ${fmt(players)} players, ${concurrency} in flight, ${duration} s timed after ${warmup} s warm-up; a loop: a login every ${mix.loginEvery} loops, ` +
    `${mix.lobbyCalls} lobby calls, the balance, ${mix.spins} bet + win; Redis ${redisUrl}; load average ${load()}`,
);
const one = await run(1);
const two = await run(2);
report(one, two);
const failed = [one, two].some((r) => r.problems.length > 0 || r.signIn.errors > 0 || [...r.calls.values()].some((s) => s.errors > 0));
if (failed) process.exitCode = 1;
