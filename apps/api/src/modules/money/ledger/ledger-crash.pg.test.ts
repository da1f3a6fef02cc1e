import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Database } from '@gp/db';
import { createTestDb } from '@gp/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants, getBalance } from './ledger.service';
import { fund, openHouse, openPlayerWallet, uniqueId } from './ledger.test-support';

// A crash cannot be staged inside one process: the load runs in a child (ledger-load-child.ts)
// that is killed with SIGKILL, so its open transactions and half-sent postings die with it.
let database: Database;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => database.close());

const WALLETS = 10;
const FUNDING = 10_000n;
const KILL_AFTER = 300;

const urlOf = (db: Database, applicationName: string) => {
  if (db.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const url = new URL(db.target.url);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
};

/** Waits until the server has closed every session of the killed child: nothing of it can commit later. */
const waitForSessionsGone = async (applicationName: string) => {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int4 as n from pg_stat_activity where application_name = ${applicationName}`.execute(
      database.db,
    );
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the killed load still has sessions');
};

describe('ledger after a crash (PostgreSQL)', () => {
  it('a load killed with SIGKILL leaves books that satisfy every invariant, with no half-written journal', async () => {
    const house = await openHouse(database.db);
    const wallets: bigint[] = [];
    for (let i = 0; i < WALLETS; i += 1) {
      const wallet = await openPlayerWallet(database.db);
      await fund(database.db, wallet, FUNDING, house);
      wallets.push(wallet);
    }
    const run = uniqueId();
    const applicationName = `ledger-load-${run.slice(0, 8)}`;

    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'ledger-load-child.ts')], {
      env: {
        ...process.env,
        LEDGER_LOAD_URL: urlOf(database, applicationName),
        LEDGER_LOAD_WALLETS: wallets.join(','),
        LEDGER_LOAD_HOUSE: String(house),
        LEDGER_LOAD_RUN: run,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const reported: string[] = [];
    const refused: string[] = [];
    let pending = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('committed ')) reported.push(...line.slice('committed '.length).split(' '));
        if (line.startsWith('refused ')) refused.push(line.slice('refused '.length));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));

    const deadline = Date.now() + 40_000;
    while (reported.length < KILL_AFTER && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    expect({ signal: await exited, stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
    expect(reported.length).toBeGreaterThanOrEqual(KILL_AFTER);
    await waitForSessionsGone(applicationName);

    expect(await checkLedgerInvariants(database.db)).toEqual([]);
    const journals = await database.db
      .selectFrom('ledger_journals as j')
      .leftJoin('ledger_legs as l', 'l.journal_id', 'j.id')
      .select(['j.idempotency_key as key', sql<number>`count(l.id)::int4`.as('legs')])
      .where('j.idempotency_key', 'like', `load:${run}:%`)
      .groupBy('j.idempotency_key')
      .execute();
    const present = new Set(journals.map((j) => j.key));
    // Every posting the child saw committed survived; every journal has both its legs.
    expect(reported.filter((key) => !present.has(key))).toEqual([]);
    expect(journals.filter((j) => j.legs !== 2)).toEqual([]);
    // A refused posting (or a transaction refused half-way) left nothing behind.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((key) => present.has(key) || present.has(`${key}:a`) || present.has(`${key}:b`))).toEqual([]);
    // A caller transaction's two postings are both there or both gone.
    const halfPairs = [...present].filter((key) => /:[ab]$/.test(key) && !present.has(key.replace(/:(a|b)$/, (_, s: string) => (s === 'a' ? ':b' : ':a'))));
    expect(halfPairs).toEqual([]);
    // Transfers move money between the wallets; only the fees (1 each) left them, to the house.
    const total = await database.db
      .selectFrom('ledger_accounts')
      .select(sql<bigint>`sum(balance)::int8`.as('total'))
      .where('id', 'in', wallets)
      .executeTakeFirstOrThrow();
    const fees = BigInt(journals.filter((j) => j.key.endsWith(':b')).length);
    expect(total.total).toBe(FUNDING * BigInt(WALLETS) - fees);
    expect(await getBalance(database.db, house)).toBe(-FUNDING * BigInt(WALLETS) + fees);
  });
});
