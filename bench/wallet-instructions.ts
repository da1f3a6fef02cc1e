import { execFileSync, spawn } from 'node:child_process';
import { chownSync, closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@gp/db';
import { sql } from 'kysely';
import { databaseUrl } from './support/bench-postgres';
import { startBenchServer } from './support/bench-server';
import { addBenchPlayers, addBenchVendor, benchCurrency, type BenchVendor } from './support/gateway-bench-players';
import { pgbenchRoundScript, walletBatchStatement, walletCallObject } from './support/wallet-call-sql';

/**
 * What a vendor wallet call (bet or win) costs PostgreSQL inside the database, counted in CPU
 * instructions with valgrind's callgrind: on this host throughput varies by ±20 % from run to run,
 * a count repeats to a few hundred instructions (bench/HISTORY.md, 2026-11-27 second session).
 * Set-up as bench:gateway: the real API on a fresh database gp_bench_instructions, one vendor and
 * 1,000 funded players with sessions; the database is dumped and the API stopped (which drops it).
 * A private PostgreSQL cluster in a temp dir (owned by postgres, Unix socket only) restores the dump,
 * gets 3,000 bet+win rounds from pgbench on the gateway's statement and VACUUM ANALYZE (plans and
 * table sizes as on a running system; a dump would not keep the statistics) and is stopped: its data
 * directory is the starting point of every run. A run: a fresh copy of it, `postgres --single` under
 * `valgrind --tool=callgrind` (fsync off: instructions, not disk) fed a file of N bet+win pairs, the
 * statement pgbench sends with literal values, one statement a line (its own transaction); every
 * answer must be OK. Instructions per call = (I(large) - I(small)) / (2 x (large - small)), so
 * start-up and shutdown cancel out.
 * Env: PAIRS_SMALL (50), PAIRS_LARGE (250), BATCH (1; 8: eight players' bets in one statement, then
 * their wins, the group commit's shape under load; pairs are rounded up to whole batches), FUNCTION
 * (`set`: the counted statements call game_wallet_calls_set(), same input and answers; the warm-up
 * stays on game_wallet_calls()), INPUT (`json`: the calls as one jsonb literal, see below), REPEAT
 * (1; 2 shows how well the counts repeat), KEEP_PROFILE (a directory: each run's callgrind file and server
 * log are copied there, for callgrind_annotate), SETTINGS (server settings for the counted runs, e.g.
 * `plan_cache_mode=force_generic_plan`), BENCH_PORT (3214), DATABASE_URL (any database on the server).
 * Run: npm run bench:wallet-instructions.
 */
const batch = Number(process.env.BATCH ?? 1);
const walletFunction = process.env.FUNCTION === 'set' ? 'game_wallet_calls_set' : 'game_wallet_calls';
/**
 * INPUT=json: the calls go in as one jsonb literal, the text the gateway binds as its one parameter
 * (WalletCallInput serialised), rather than jsonb_build_object() per call, which pgbench needs but
 * which makes PostgreSQL parse, analyse and evaluate some twenty arguments a call that production
 * never sends. Default `build` (the method of the figures before 2026-12-01).
 */
const jsonInput = process.env.INPUT === 'json';
/** The gateway's statement, on the function FUNCTION names. */
const batchStatement = (calls: readonly string[]) =>
  jsonInput
    ? `select ${walletFunction}(${literal(`[${calls.join(',')}]`)}::jsonb) as r;`
    : walletBatchStatement(calls).replace('select game_wallet_calls(', `select ${walletFunction}(`);
const wholeBatches = (pairs: number) => Math.ceil(pairs / batch) * batch;
const pairsSmall = wholeBatches(Number(process.env.PAIRS_SMALL ?? 50));
const pairsLarge = wholeBatches(Number(process.env.PAIRS_LARGE ?? 250));
const repeat = Number(process.env.REPEAT ?? 1);
const keepProfile = process.env.KEEP_PROFILE;
const extraSettings = (process.env.SETTINGS ?? '')
  .split(/\s+/)
  .filter(Boolean)
  .flatMap((setting) => ['-c', setting]);
const port = Number(process.env.BENCH_PORT ?? 3214);
const PLAYERS = 1_000;
const FUNDING = 1_000_000_000_000n;
const WARM_UP_ROUNDS = 3_000;
const WARM_UP_CLIENTS = 4;
const MASTER = 'gateway-bench-master-secret-0123456789';
const dbName = 'gp_bench_instructions';
const pgBin = '/usr/lib/postgresql/15/bin';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

if (!(pairsLarge > pairsSmall && pairsSmall > 0 && batch >= 1 && batch <= PLAYERS))
  throw new Error('need 0 < PAIRS_SMALL < PAIRS_LARGE and 1 <= BATCH <= 1000');

// The server refuses to run as root: everything it touches sits in this dir, owned by postgres.
const postgresUser = { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) };
const ownedByPostgres = (path: string) => {
  mkdirSync(path, { recursive: true });
  chownSync(path, postgresUser.uid, postgresUser.gid);
  return path;
};
const scratch = ownedByPostgres(mkdtempSync(join(tmpdir(), 'gp-bench-instructions-')));

type Output = { stdout: string; stderr: string };

/** Runs a program to its end, as the OS user postgres if `asPostgres`; rejects on a non-zero exit. */
const run = (program: string, args: string[], options: { asPostgres?: boolean; stdinFile?: string } = {}) =>
  new Promise<Output>((resolve, reject) => {
    const [command, argv] = options.asPostgres ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
    const stdin = options.stdinFile ? openSync(options.stdinFile, 'r') : 'ignore';
    const child = spawn(command, argv, { cwd: scratch, stdio: [stdin, 'pipe', 'pipe'] });
    if (typeof stdin === 'number') closeSync(stdin);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = { stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() };
      if (code === 0) return resolve(output);
      reject(new Error(`${program} ${args.join(' ').slice(0, 300)} exited with ${code}:\n${output.stderr.slice(-3000)}${output.stdout.slice(-1000)}`));
    });
  });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type SetUp = { vendor: BenchVendor; memberIds: bigint[]; locale: string; dump: string };

/** bench:gateway's set-up on the shared server, dumped to a file; stopping the API drops the database. */
const setUpAndDump = async (): Promise<SetUp> => {
  const server = await startBenchServer({ dbName, port, env: { SEED_DEMO: 'false', DEMO_VENDOR_SECRET: MASTER } });
  try {
    const database = await createDb({ kind: 'postgres', url: databaseUrl(dbName), poolSize: 8 });
    try {
      const vendor = await addBenchVendor(database.db, 'GWBENCH', MASTER);
      const players = await addBenchPlayers(database.db, server.base, vendor, PLAYERS, FUNDING);
      const { rows } = await sql<{ locale: string }>`select datcollate as locale from pg_database where datname = current_database()`.execute(database.db);
      const dump = join(scratch, `${dbName}.dump`);
      await run(`${pgBin}/pg_dump`, ['-Fc', '-f', dump, '-d', databaseUrl(dbName)]);
      return { vendor, memberIds: players.map((p) => p.memberId), locale: rows[0]?.locale ?? 'C.UTF-8', dump };
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
  }
};

/** The private cluster: initdb'd once, started only while it is prepared, then copied for each run. */
const cluster = { dataDir: join(scratch, 'cluster'), socketDir: join(scratch, 'socket'), port: 0, running: false };
const connection = () => ['-h', cluster.socketDir, '-p', String(cluster.port), '-U', 'postgres'];
const psql = (command: string, database = dbName) =>
  run(`${pgBin}/psql`, [...connection(), '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-c', command, database]);

const startCluster = async () => {
  const options = `-c listen_addresses='' -c unix_socket_directories='${cluster.socketDir}' -p ${cluster.port}`;
  cluster.running = true;
  await run(`${pgBin}/pg_ctl`, ['-D', cluster.dataDir, '-l', join(scratch, 'cluster.log'), '-o', options, '-w', 'start'], { asPostgres: true });
};

const stopCluster = async (mode: 'fast' | 'immediate') => {
  await run(`${pgBin}/pg_ctl`, ['-D', cluster.dataDir, '-m', mode, '-w', 'stop'], { asPostgres: true });
  cluster.running = false;
};

/** Restores the dump into the private cluster, warms it up through pgbench and VACUUM ANALYZE, stops it. */
const prepareCluster = async (setUp: SetUp) => {
  ownedByPostgres(cluster.socketDir);
  cluster.port = await freePort();
  await run(`${pgBin}/initdb`, ['-D', cluster.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', `--locale=${setUp.locale}`, '--no-sync'], {
    asPostgres: true,
  });
  await startCluster();
  await psql(`create database ${dbName}`, 'postgres');
  await run(`${pgBin}/pg_restore`, [...connection(), '-d', dbName, '--no-owner', '--no-privileges', '--exit-on-error', setUp.dump]);
  const script = join(scratch, 'warm-up.sql');
  writeFileSync(script, pgbenchRoundScript(setUp.vendor, `:first + random(0, ${PLAYERS - 1})`));
  const perClient = WARM_UP_ROUNDS / WARM_UP_CLIENTS;
  const first = String(setUp.memberIds[0] ?? 0n);
  await run(`${pgBin}/pgbench`, [
    '-n',
    '-M',
    'extended',
    '-f',
    script,
    '-c',
    String(WARM_UP_CLIENTS),
    '-j',
    '2',
    '-t',
    String(perClient),
    '--random-seed=1',
    '-D',
    `first=${first}`,
    ...connection(),
    dbName,
  ]);
  // A refused call stores nothing, so every round answered OK if both of its calls were stored.
  const stored = Number((await psql(`select count(*) from game_transactions where tx_id like 'pgb-%'`)).stdout.trim());
  if (stored !== 2 * WARM_UP_ROUNDS) throw new Error(`warm-up stored ${stored} wallet transactions, expected ${2 * WARM_UP_ROUNDS}`);
  await psql('vacuum analyze');
  await stopCluster('fast');
};

type Pair = { memberId: bigint; round: string; amount: number };

/** mulberry32: the same players and amounts in every run. */
const seededRandom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

/**
 * `count` rounds, one each for the players in a seeded random order (so a batch's players are
 * distinct), amounts 1..1000, round ids no warm-up used; a smaller count gives the first pairs of a larger.
 */
const makePairs = (memberIds: bigint[], count: number): Pair[] => {
  const random = seededRandom(20261127);
  const order = [...memberIds];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as bigint, order[i] as bigint];
  }
  return Array.from({ length: count }, (_, i) => ({
    memberId: order[i % order.length] as bigint,
    round: `cg-${i + 1}`,
    amount: 1 + Math.floor(random() * 1_000),
  }));
};

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** One call as the gateway serialises it (WalletCallInput), the same values as callObject's. */
const callJson = (vendor: BenchVendor, action: 'bet' | 'win', pair: Pair, now: string) =>
  JSON.stringify({
    action,
    vendorId: vendor.id,
    vendorCode: vendor.code,
    transfer: false,
    txId: `${pair.round}-${action}`,
    memberId: String(pair.memberId),
    roundId: pair.round,
    gameCode: vendor.gameCode,
    gameId: vendor.gameId,
    gameType: vendor.gameType,
    amount: String(pair.amount),
    currency: benchCurrency,
    refTxId: action === 'bet' ? null : `${pair.round}-bet`,
    roundClosed: action === 'win',
    requestHash: '0'.repeat(64),
    sessionHash: `pgb-${pair.memberId}`,
    gameOpen: true,
    maxRoundWin: null,
    now,
    zone: 'Asia/Kolkata',
    agentTypes: [1, 2, 41, 42],
    trialType: 4,
  });

const callObject = (vendor: BenchVendor, action: 'bet' | 'win', pair: Pair, now: string) =>
  jsonInput
    ? callJson(vendor, action, pair, now)
    : walletCallObject(vendor, {
        action,
        txId: literal(`${pair.round}-${action}`),
        memberId: literal(String(pair.memberId)),
        roundId: literal(pair.round),
        amount: literal(String(pair.amount)),
        refTxId: action === 'bet' ? 'null' : literal(`${pair.round}-bet`),
        sessionHash: literal(`pgb-${pair.memberId}`),
        now: `${literal(now)}::timestamptz`,
      });

/**
 * The input of one run: per batch of pairs the bets in one statement, then their wins in another.
 * Single-user mode ends a statement at a newline (without -j), so each statement is one line.
 */
const writeWorkload = (vendor: BenchVendor, pairs: Pair[], now: string) => {
  const lines: string[] = [];
  for (let i = 0; i < pairs.length; i += batch) {
    const group = pairs.slice(i, i + batch);
    lines.push(batchStatement(group.map((pair) => callObject(vendor, 'bet', pair, now))));
    lines.push(batchStatement(group.map((pair) => callObject(vendor, 'win', pair, now))));
  }
  const file = join(scratch, `pairs-${pairs.length}.sql`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};

/** One run from a fresh copy of the prepared cluster: postgres --single under callgrind; its total instructions. */
const countInstructions = async (label: string, workload: string, calls: number): Promise<number> => {
  const dataDir = join(scratch, `run-${label}`);
  await run('cp', ['-a', cluster.dataDir, dataDir]);
  try {
    const outPrefix = `cg-${label}.`;
    const { stdout, stderr } = await run(
      '/usr/bin/valgrind',
      [
        '--tool=callgrind',
        `--callgrind-out-file=${join(scratch, outPrefix)}%p`,
        `${pgBin}/postgres`,
        '--single',
        '-D',
        dataDir,
        '-F',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        ...extraSettings,
        dbName,
      ],
      { asPostgres: true, stdinFile: workload },
    );
    const ok = stdout.split('"status": "OK"').length - 1;
    if (ok !== calls) {
      const errors = stderr
        .split('\n')
        .filter((l) => /ERROR|FATAL/.test(l))
        .slice(0, 5);
      const answers = stdout
        .split('\n')
        .filter((l) => l.includes('r = ') && !l.includes('"status": "OK"'))
        .slice(0, 5);
      throw new Error(`${label}: ${ok} of ${calls} calls answered OK\n${[...errors, ...answers].join('\n')}`);
    }
    const outputs = readdirSync(scratch).filter((name) => name.startsWith(outPrefix));
    if (outputs.length !== 1) throw new Error(`${label}: expected one callgrind output, found ${outputs.length}`);
    const text = readFileSync(join(scratch, outputs[0] as string), 'utf8');
    const total = /^(?:summary|totals): (\d+)/m.exec(text)?.[1];
    if (!total) throw new Error(`${label}: no summary or totals line in ${outputs[0]}`);
    if (keepProfile) {
      mkdirSync(keepProfile, { recursive: true });
      copyFileSync(join(scratch, outputs[0] as string), join(keepProfile, `callgrind.${label}`));
      writeFileSync(join(keepProfile, `server-log.${label}`), stderr);
    }
    return Number(total);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

try {
  const started = performance.now();
  const setUp = await setUpAndDump();
  console.log(`set-up (API, vendor, ${PLAYERS} players) and dump: ${seconds(started)}`);
  const preparing = performance.now();
  await prepareCluster(setUp);
  console.log(`private cluster: restored, ${WARM_UP_ROUNDS} warm-up rounds (pgbench -c ${WARM_UP_CLIENTS}), VACUUM ANALYZE: ${seconds(preparing)}`);

  // Sessions expire 24 h after set-up; one fixed instant, so every run sends the same bytes.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();
  const pairs = makePairs(setUp.memberIds, pairsLarge);
  const small = writeWorkload(setUp.vendor, pairs.slice(0, pairsSmall), now);
  const large = writeWorkload(setUp.vendor, pairs, now);
  const variant = `${walletFunction}${jsonInput ? ' (json input)' : ''}, ${batch === 1 ? 'single calls' : `batches of ${batch} members`}`;
  console.log(`${variant}: ${pairsSmall} and ${pairsLarge} bet+win pairs, postgres --single under callgrind, fsync off, 'now' = ${now}`);

  for (let round = 1; round <= repeat; round += 1) {
    const measuring = performance.now();
    const iSmall = await countInstructions(`${pairsSmall}-${round}`, small, 2 * pairsSmall);
    const iLarge = await countInstructions(`${pairsLarge}-${round}`, large, 2 * pairsLarge);
    const perCall = (iLarge - iSmall) / (2 * (pairsLarge - pairsSmall));
    console.log(
      `run ${round}: I(${pairsSmall} pairs) ${fmt(iSmall)}, I(${pairsLarge} pairs) ${fmt(iLarge)}; ${variant}: ${fmt(perCall)} instructions per call (${seconds(measuring)})`,
    );
  }
  console.log(`total ${seconds(started)}`);
} finally {
  if (cluster.running) await stopCluster('immediate').catch((error: unknown) => console.error('could not stop the private cluster:', error));
  rmSync(scratch, { recursive: true, force: true });
}
