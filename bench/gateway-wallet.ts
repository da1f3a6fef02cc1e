import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import { createDb } from '@gp/db';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { checkLedgerInvariants } from '../apps/api/src/modules/money/ledger';
import { apiProcessCpu } from './support/api-process-cpu';
import { databaseUrl } from './support/bench-postgres';
import { startBenchServer } from './support/bench-server';
import { addBenchPlayers, addBenchVendor, benchCurrency, type BenchPlayer, type BenchVendor } from './support/gateway-bench-players';
import { pgbenchRoundScript } from './support/wallet-call-sql';

/**
 * The vendor wallet API (docs/vendor-wallet.md) under load: the real API (`apps/api/src/main.ts`) on a
 * fresh PostgreSQL database gp_bench_gateway, 1,000 funded players plus one hot player, each with a
 * game session from a launch token and `authenticate`. autocannon sends signed bet and win calls
 * (bet, then the win closing that round, per connection; every body with a fresh requestId,
 * timestamp and txId and its own HMAC, built in `setupRequest`):
 *   (a) the maximum across 1,000 random players, (b) a fixed rate at 80% of that maximum,
 *   (c) the same two for one hot player, (d) pgbench sending the gateway's own statement
 *   (bench/support/wallet-call-sql.ts, the function of `walletCallsFunction`; one call a statement, bet then win) in the same run,
 *   at its maximum and at 80% of it (p50/p99 of a bet and its win, two calls in a row, from pgbench's
 *   per-transaction log), so the API's tail at 80% can be told from the database's own on this host.
 * ROUNDS rounds of DURATION seconds, alternated; prints each round, then medians and the ratio to
 * pgbench; finally checks every ledger invariant and that no answer was anything but OK.
 * The API's CPU per call: utime + stime of the API's own node process(es) (from /proc, not the npx
 * and tsx wrappers) over the four autocannon drives of a round, divided by the calls they answered;
 * printed per round and as the median (the API must run on this host).
 * Env: DURATION (10), ROUNDS (3), CONNECTIONS (32), PGBENCH_CLIENTS (20, the API's pool size),
 * BENCH_PORT (3213), DATABASE_URL (any database on the server), API_PROCESSES (1; more runs the API
 * as that many cluster workers, with REDIS_URL, default redis://127.0.0.1:6379, and its own
 * REDIS_PREFIX). Run: npm run bench:gateway.
 */
const duration = Number(process.env.DURATION ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const connections = Number(process.env.CONNECTIONS ?? 32);
const pgbenchClients = Number(process.env.PGBENCH_CLIENTS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3213);
const PLAYERS = 1_000;
const FUNDING = 1_000_000_000_000n;
const MASTER = 'gateway-bench-master-secret-0123456789';
const dbName = 'gp_bench_gateway';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const apiProcesses = Number(process.env.API_PROCESSES ?? 1);
// Several API processes agree through Redis (rate limits, caches, jobs); one needs none.
const clusterEnv: Record<string, string> =
  apiProcesses > 1
    ? { API_PROCESSES: String(apiProcesses), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `gp-bench-gateway-${process.pid}:` }
    : {};
const server = await startBenchServer({ dbName, port, env: { SEED_DEMO: 'false', DEMO_VENDOR_SECRET: MASTER, ...clusterEnv } });
const database = await createDb({ kind: 'postgres', url: databaseUrl(dbName), poolSize: 8 });
const { db } = database;
const scratch = mkdtempSync(join(tmpdir(), 'gp-bench-gateway-'));

type Drive = { label: string; players: BenchPlayer[]; rate?: number; seconds?: number };
type Outcome = {
  perSecond: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
  statuses: Map<string, number>;
  apiCpuSeconds: number;
  apiProcesses: number;
};

/**
 * autocannon with a two-request cycle per connection: a bet on a new round of a random player of
 * `players`, then the win that closes it (sent only after the bet's answer: pipelining 1).
 */
const drive = async (vendor: BenchVendor, run: Drive): Promise<Outcome> => {
  const statuses = new Map<string, number>();
  let serial = 0;
  const signed = (request: autocannon.Request, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...body });
    return { ...request, body: raw, headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(vendor.secret, raw) } };
  };
  const onResponse = (status: number, body: string) => {
    const key = status === 200 && body.includes('"status":"OK"') ? 'OK' : `${status} ${body.slice(0, 80)}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  };
  type Context = { player?: BenchPlayer; round?: string; amount?: number };
  const cpuBefore = apiProcessCpu(server.pid);
  const result = await autocannon({
    url: server.base,
    connections,
    duration: run.seconds ?? duration,
    ...(run.rate ? { overallRate: Math.max(1, Math.round(run.rate)) } : {}),
    requests: [
      {
        method: 'POST',
        path: `/gw/v1/${vendor.code}/bet`,
        setupRequest: (request, context: Context) => {
          const player = run.players[Math.floor(Math.random() * run.players.length)] as BenchPlayer;
          serial += 1;
          const round = `${run.label}-${serial}`;
          const amount = 1 + Math.floor(Math.random() * 1_000);
          Object.assign(context, { player, round, amount });
          return signed(request, {
            playerId: player.playerId,
            sessionToken: player.sessionToken,
            gameCode: vendor.gameCode,
            roundId: round,
            txId: `${round}-b`,
            amount,
            currency: benchCurrency,
          });
        },
        onResponse,
      },
      {
        method: 'POST',
        path: `/gw/v1/${vendor.code}/win`,
        setupRequest: (request, context: Context) => {
          const { player, round, amount } = context;
          if (!player || !round || amount === undefined) return request;
          return signed(request, {
            playerId: player.playerId,
            sessionToken: player.sessionToken,
            gameCode: vendor.gameCode,
            roundId: round,
            txId: `${round}-w`,
            betTxId: `${round}-b`,
            amount,
            currency: benchCurrency,
            roundClosed: true,
          });
        },
        onResponse,
      },
    ],
  });
  const cpuAfter = apiProcessCpu(server.pid);
  const bad = result.non2xx + result.errors + result.timeouts + [...statuses].filter(([k]) => k !== 'OK').reduce((s, [, n]) => s + n, 0);
  return {
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad,
    statuses,
    apiCpuSeconds: cpuAfter.seconds - cpuBefore.seconds,
    apiProcesses: cpuAfter.processes,
  };
};

/** pgbench sending the statement the gateway sends per call, bet then win of one round per transaction. */
const pgbenchScript = (vendor: BenchVendor, memberExpr: string, name: string) => {
  const file = join(scratch, `${name}.sql`);
  writeFileSync(file, pgbenchRoundScript(vendor, memberExpr));
  return file;
};

type PgbenchOutcome = { callsPerSecond: number; processed: number; p50?: number; p99?: number };

/** Percentiles (ms) of the per-transaction times (µs, third field) in pgbench's logs named `prefix.*`. */
const pgbenchLatencies = (prefix: string): { p50: number; p99: number } => {
  const name = `${prefix}.`;
  const micros = readdirSync(scratch)
    .filter((file) => file.startsWith(name))
    .flatMap((file) => readFileSync(join(scratch, file), 'utf8').split('\n'))
    .map((row) => Number(row.split(' ')[2]))
    .filter((us) => Number.isFinite(us))
    .sort((a, b) => a - b);
  const at = (q: number) => Math.round((micros[Math.min(micros.length - 1, Math.floor(q * micros.length))] ?? 0) / 1000);
  return { p50: at(0.5), p99: at(0.99) };
};

/** pgbench for DURATION seconds; with `callsPerSecond`, at that fixed rate (two calls a transaction) and its latencies logged. */
const runPgbench = (script: string, defines: Record<string, string>, fixed?: { callsPerSecond: number; label: string }) =>
  new Promise<PgbenchOutcome>((resolve, reject) => {
    const rateArgs = fixed ? ['-R', String(Math.max(1, Math.round(fixed.callsPerSecond / 2))), '-l', `--log-prefix=${join(scratch, fixed.label)}`] : [];
    const args = [
      '-n',
      '-M',
      'extended',
      '-f',
      script,
      '-c',
      String(pgbenchClients),
      '-j',
      '2',
      '-T',
      String(duration),
      ...rateArgs,
      ...Object.entries(defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      databaseUrl(dbName),
    ];
    const child = spawn('/usr/bin/pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
      const processed = /number of transactions actually processed: (\d+)/.exec(output)?.[1];
      const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
      if (code !== 0 || !tps || !processed || (failed !== undefined && failed !== '0')) return reject(new Error(`pgbench failed (${code}):\n${output}`));
      // Two wallet calls (bet, win) per pgbench transaction.
      resolve({ callsPerSecond: 2 * Number(tps), processed: 2 * Number(processed), ...(fixed ? pgbenchLatencies(fixed.label) : {}) });
    });
  });

const line = (label: string, o: Outcome) =>
  `${label}: ${fmt(o.perSecond)} calls/s  p50 ${o.p50} ms  p99 ${o.p99} ms  (${o.total} calls${o.bad > 0 ? `, ${o.bad} not OK: ${JSON.stringify([...o.statuses].filter(([k]) => k !== 'OK'))}` : ''})`;

try {
  const vendor = await addBenchVendor(db, 'GWBENCH', MASTER);
  const started = performance.now();
  const all = await addBenchPlayers(db, server.base, vendor, PLAYERS + 1, FUNDING);
  const players = all.slice(0, PLAYERS);
  const hot = [all[PLAYERS] as BenchPlayer];
  const first = players[0]?.memberId ?? 0n;
  console.log(
    `vendor wallet API: server ready in ${server.readySeconds.toFixed(1)} s; ${PLAYERS} players + 1 hot player funded and authenticated in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `autocannon ${connections} connections, pgbench -c ${pgbenchClients} -j 2 -M extended; ${duration} s a run, ${rounds} rounds; ` +
      `API processes: ${apiProcesses} asked, ${apiProcessCpu(server.pid).processes} measured; load average ${load()}`,
  );
  const playersScript = pgbenchScript(vendor, `:first + random(0, ${PLAYERS - 1})`, 'players');
  const hotScript = pgbenchScript(vendor, ':hot', 'hot');

  const warm = await drive(vendor, { label: 'warm', players, seconds: 3 });
  const results = {
    max: [] as Outcome[],
    fixed: [] as Outcome[],
    hotMax: [] as Outcome[],
    hotFixed: [] as Outcome[],
    pgbench: [] as number[],
    pgbenchFixed: [] as PgbenchOutcome[],
    pgbenchHot: [] as number[],
    cpuPerCall: [] as number[],
  };
  let failed = 0;
  // Every OK answer and every pgbench call is one stored wallet transaction; checked at the end. A
  // drive stops with up to `connections` calls in flight (a pgbench run up to one per client), which
  // the server may still complete.
  let stored = warm.statuses.get('OK') ?? 0;
  let inFlight = connections;
  for (let round = 1; round <= rounds; round += 1) {
    const max = await drive(vendor, { label: `max${round}`, players });
    console.log(line(`round ${round} (a) 1,000 players, max        `, max));
    const pgb = await runPgbench(playersScript, { first: String(first) });
    console.log(`round ${round} (d) pgbench, same SQL, 1,000 players: ${fmt(pgb.callsPerSecond)} calls/s (${pgb.processed} calls)`);
    const pgbFixed = await runPgbench(playersScript, { first: String(first) }, { callsPerSecond: 0.8 * pgb.callsPerSecond, label: `pgbfixed${round}` });
    console.log(
      `round ${round} (d) pgbench at ${fmt(0.8 * pgb.callsPerSecond)}/s: ${fmt(pgbFixed.callsPerSecond)} calls/s  bet+win p50 ${pgbFixed.p50} ms  p99 ${pgbFixed.p99} ms  (${pgbFixed.processed} calls)`,
    );
    const fixed = await drive(vendor, { label: `fixed${round}`, players, rate: 0.8 * max.perSecond });
    console.log(line(`round ${round} (b) 1,000 players at ${fmt(0.8 * max.perSecond)}/s`, fixed));
    const hotMax = await drive(vendor, { label: `hot${round}`, players: hot });
    console.log(line(`round ${round} (c) one hot player, max       `, hotMax));
    const hotFixed = await drive(vendor, { label: `hotfixed${round}`, players: hot, rate: 0.8 * hotMax.perSecond });
    console.log(line(`round ${round} (c) hot player at ${fmt(0.8 * hotMax.perSecond)}/s     `, hotFixed));
    const pgbHot = await runPgbench(hotScript, { hot: String(hot[0]?.memberId ?? 0n) });
    console.log(`round ${round} (d) pgbench, same SQL, hot player: ${fmt(pgbHot.callsPerSecond)} calls/s (${pgbHot.processed} calls; no group commit)`);
    results.max.push(max);
    results.fixed.push(fixed);
    results.hotMax.push(hotMax);
    results.hotFixed.push(hotFixed);
    results.pgbench.push(pgb.callsPerSecond);
    results.pgbenchFixed.push(pgbFixed);
    results.pgbenchHot.push(pgbHot.callsPerSecond);
    const drives = [max, fixed, hotMax, hotFixed];
    const answered = drives.reduce((sum, o) => sum + o.total, 0);
    const cpuPerCall = (1e6 * drives.reduce((sum, o) => sum + o.apiCpuSeconds, 0)) / Math.max(1, answered);
    results.cpuPerCall.push(cpuPerCall);
    console.log(
      `round ${round} API CPU: ${cpuPerCall.toFixed(0)} µs a call over the four drives (${answered} calls; at max across players ${((1e6 * max.apiCpuSeconds) / Math.max(1, max.total)).toFixed(0)} µs)`,
    );
    failed += max.bad + fixed.bad + hotMax.bad + hotFixed.bad;
    stored += [max, fixed, hotMax, hotFixed].reduce((s, o) => s + (o.statuses.get('OK') ?? 0), 0) + pgb.processed + pgbFixed.processed + pgbHot.processed;
    inFlight += 4 * connections + 3 * pgbenchClients;
  }
  const m = (xs: Outcome[], pick: (o: Outcome) => number) => median(xs.map(pick));
  const maxMedian = m(results.max, (o) => o.perSecond);
  console.log(`\nmedians over ${rounds} rounds:`);
  console.log(`(a) 1,000 players max: ${fmt(maxMedian)} calls/s (p50 ${m(results.max, (o) => o.p50)} ms, p99 ${m(results.max, (o) => o.p99)} ms)`);
  console.log(
    `(b) 1,000 players at 80%: ${fmt(m(results.fixed, (o) => o.perSecond))} calls/s, p50 ${m(results.fixed, (o) => o.p50)} ms, p99 ${m(results.fixed, (o) => o.p99)} ms`,
  );
  console.log(
    `(c) hot player max: ${fmt(m(results.hotMax, (o) => o.perSecond))} calls/s (p99 ${m(results.hotMax, (o) => o.p99)} ms); at 80%: ${fmt(m(results.hotFixed, (o) => o.perSecond))} calls/s, p50 ${m(results.hotFixed, (o) => o.p50)} ms, p99 ${m(results.hotFixed, (o) => o.p99)} ms`,
  );
  console.log(
    `(d) pgbench same SQL: ${fmt(median(results.pgbench))} calls/s across players (hot player ${fmt(median(results.pgbenchHot))}); ratio API / pgbench ${(maxMedian / median(results.pgbench)).toFixed(2)}`,
  );
  const pf = (pick: (o: PgbenchOutcome) => number | undefined) => median(results.pgbenchFixed.map((o) => pick(o) ?? 0));
  console.log(
    `(d) pgbench at 80% of its max: ${fmt(pf((o) => o.callsPerSecond))} calls/s, a bet and its win p50 ${pf((o) => o.p50)} ms, p99 ${pf((o) => o.p99)} ms`,
  );

  console.log(`API CPU per call: median ${median(results.cpuPerCall).toFixed(0)} µs (rounds: ${results.cpuPerCall.map((c) => c.toFixed(0)).join(', ')})`);

  const violations = await checkLedgerInvariants(db);
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from game_transactions`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  console.log(
    `invariants: ${violations.length} violations; ${count} wallet transactions stored (answered OK or by pgbench: ${stored}, at most ${inFlight} more in flight at the ends); ${failed} calls not OK; load average ${load()}`,
  );
  if (violations.length > 0) console.log(violations.slice(0, 10));
  if (violations.length > 0 || failed > 0 || count < stored || count > stored + inFlight) process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await database.close();
  await server.stop();
}
