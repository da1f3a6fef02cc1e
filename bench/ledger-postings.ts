import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAppError } from '../apps/api/src/lib/app-error';
import { checkLedgerInvariants, openAccount, postJournal } from '../apps/api/src/modules/money/ledger';
import { createBenchDatabase } from './support/bench-database';

/**
 * Ledger postings per second through the API's own service layer (`postJournal` on a Kysely
 * PostgreSQL pool), beside pgbench sending the same SQL (`select * from ledger_post(...)`) with the
 * same number of clients, in the same run. A fresh database gp_bench_ledger, 1,000 player wallets
 * funded from one house account, then random transfers between wallets for DURATION seconds a
 * round, ROUNDS rounds of each, alternated; prints every round, the medians and their ratio, then
 * checks every ledger invariant and that each counted posting is in the books.
 * Run: npm run bench:ledger (DATABASE_URL: any database on the server, default postgres@127.0.0.1).
 */
const duration = Number(process.env.DURATION ?? 10);
const rounds = Number(process.env.ROUNDS ?? 3);
const clients = Number(process.env.CLIENTS ?? 16);
const pgbenchMode = process.env.PGBENCH_MODE ?? 'extended';
const WALLETS = 1_000;
const FUNDING = 1_000_000_000n;
const KIND = 'bench.transfer';

const database = await createBenchDatabase({ dbName: 'gp_bench_ledger', poolSize: clients });
const { db } = database;
const scratch = mkdtempSync(join(tmpdir(), 'gp-bench-ledger-'));

const random = (n: number) => Math.floor(Math.random() * n);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs `work(worker, n)` in `clients` parallel loops until the deadline; returns what completed. */
const parallelFor = async (seconds: number, work: (worker: number, n: number) => Promise<void>) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const deadline = started + seconds * 1000;
  let done = 0;
  const failures = new Map<string, number>();
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        try {
          await work(worker, n);
          done += 1;
        } catch (error) {
          const code = isAppError(error) ? error.code : String(error);
          failures.set(code, (failures.get(code) ?? 0) + 1);
        }
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { done, failures, seconds: (performance.now() - started) / 1000, cpuMicros: used.user + used.system };
};

const house = await openAccount(db, { kind: 'house_payment', currency: 'USD', owner: { type: 'payment_provider', id: 'bench' } });
const wallets: bigint[] = [];
for (let i = 0; i < WALLETS; i += 1) {
  wallets.push((await openAccount(db, { kind: 'player_main', currency: 'USD', owner: { type: 'player', id: `bench-${i}` } })).id);
}
// pgbench addresses wallet i as first + i.
const first = wallets[0] ?? 0n;
if (wallets.some((id, i) => id !== first + BigInt(i))) throw new Error('wallet ids are not contiguous');
await Promise.all(
  Array.from({ length: clients }, async (_, worker) => {
    for (let i = worker; i < WALLETS; i += clients) {
      const wallet = wallets[i] ?? 0n;
      await postJournal(db, {
        idempotencyKey: `bench:fund:${i}`,
        kind: 'deposit',
        legs: [
          { accountId: house.id, amount: -FUNDING },
          { accountId: wallet, amount: FUNDING },
        ],
      });
    }
  }),
);

const transfer = (label: string) => async (worker: number, n: number) => {
  const a = random(WALLETS);
  const b = (a + 1 + random(WALLETS - 1)) % WALLETS;
  const amount = BigInt(1 + random(1_000));
  await postJournal(db, {
    idempotencyKey: `bench:svc:${label}:${worker}:${n}`,
    kind: KIND,
    legs: [
      { accountId: wallets[a] ?? 0n, amount: -amount },
      { accountId: wallets[b] ?? 0n, amount },
    ],
  });
};

// The statement postJournal sends, with pgbench choosing the wallets, the amount and a unique key.
const script = join(scratch, 'ledger-post.sql');
writeFileSync(
  script,
  [
    '\\set a random(0, 999)',
    '\\set b (:a + random(1, 999)) % 1000',
    '\\set from :first + :a',
    '\\set to :first + :b',
    '\\set amount random(1, 1000)',
    '\\set debit 0 - :amount',
    '\\set k random(1, 9000000000000000000)',
    `select * from ledger_post('bench.pgb.' || :client_id::text || '.' || :k::text, '${KIND}', '${'0'.repeat(64)}', '{}', array[:from::int8, :to::int8], array[:debit::int8, :amount::int8], true);`,
    '',
  ].join('\n'),
);

const runPgbench = () =>
  new Promise<{ tps: number; processed: number; output: string }>((resolve, reject) => {
    const args = ['-n', '-M', pgbenchMode, '-f', script, '-c', String(clients), '-j', '2', '-T', String(duration), '-D', `first=${first}`, database.url];
    const child = spawn('/usr/bin/pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
      const processed = /number of transactions actually processed: (\d+)/.exec(output)?.[1];
      if (code !== 0 || !tps || !processed) return reject(new Error(`pgbench failed (${code}):\n${output}`));
      resolve({ tps: Number(tps), processed: Number(processed), output });
    });
  });

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
try {
  console.log(
    `ledger postings: ${WALLETS} wallets, ${clients} clients (service workers over a pool of ${clients} connections; pgbench -c ${clients} -j 2 -M ${pgbenchMode}), ${duration} s a round, ${rounds} rounds each; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await parallelFor(2, transfer('warm-up'));
  // Funding and warm-up so far; every posting counted below must be in the books too.
  let expectedJournals = (
    await db
      .selectFrom('ledger_journals')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  const service: number[] = [];
  const sql: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const run = await parallelFor(duration, transfer(String(round)));
    const failed = [...run.failures].map(([code, n]) => `${code} x${n}`).join(', ') || 'none';
    service.push(run.done / run.seconds);
    expectedJournals += BigInt(run.done);
    const perPosting = run.cpuMicros / Math.max(run.done, 1);
    console.log(
      `round ${round} postJournal (service layer): ${fmt(run.done / run.seconds)} postings/s  (${run.done} in ${run.seconds.toFixed(1)} s; failed: ${failed}; Node CPU ${fmt(perPosting)} µs a posting)`,
    );
    const bench = await runPgbench();
    sql.push(bench.tps);
    expectedJournals += BigInt(bench.processed);
    console.log(`round ${round} pgbench ledger_post():      ${fmt(bench.tps)} postings/s  (${bench.processed} in ${duration} s)`);
    if (run.failures.size > 0) process.exitCode = 1;
  }
  const ratio = median(service) / median(sql);
  console.log(`median postJournal ${fmt(median(service))} postings/s, median pgbench ${fmt(median(sql))} postings/s, ratio ${ratio.toFixed(2)}`);

  const violations = await checkLedgerInvariants(db);
  const counts = await db
    .selectFrom('ledger_journals')
    .select((eb) => [
      eb.fn.countAll<bigint>().as('journals'),
      eb
        .selectFrom('ledger_legs')
        .select((l) => l.fn.countAll<bigint>().as('n'))
        .as('legs'),
    ])
    .executeTakeFirstOrThrow();
  console.log(
    `invariants: ${violations.length} violations; ${counts.journals} journals (expected ${expectedJournals}), ${counts.legs} legs; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (violations.length > 0) console.log(violations.slice(0, 10));
  if (violations.length > 0 || counts.journals !== expectedJournals || BigInt(counts.legs ?? 0n) !== 2n * expectedJournals) process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await database.drop();
}
