import type { VendorWalletAction, VendorWalletResponse } from '@gp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankMember, addBankVendor, bankCurrency, depositTo, type BankVendor } from '../modules/games/gateway/gateway-bank.test-support';
import { checkLedgerInvariants, findMainWallet } from '../modules/money/ledger';
import { startApiInstances, type ApiInstances } from './testing/api-instances';
import { betCall, openWalletSession, resentCall, statusOf, walletClients, winCall, type WalletSession } from './testing/wallet-calls';

/**
 * Two API processes share their schedulers and one member's wallet: the points accrual, ticking
 * every second on both, runs once per period (the Redis lease), and a few hundred bets and wins of
 * one member arriving at both instances at once (each with its own group commit) give every answer
 * the rules promise and books that add up. Last, with one instance left, the job still runs every
 * period: the lease keeps other instances out, not its own holder's next tick.
 */

const tickSeconds = 1;
const watchMs = 5000;
const loneWatchMs = 6000;

let cluster: ApiInstances;
let vendor: BankVendor;
const deposits = new Map<bigint, bigint>();
let hot: bigint;
let others: bigint[];

beforeAll(async () => {
  cluster = await startApiInstances({
    env: { LOYALTY_ACCRUAL_SCHEDULER: 'true', LOYALTY_ACCRUAL_TICK_SECONDS: String(tickSeconds) },
    seed: async (t) => {
      const db = t.database.db;
      vendor = await addBankVendor(db, 'CLUSTERBANK', 'cluster-jobs-wallet-master-secret-01234');
      hot = await addBankMember(db, 'clusterhot');
      others = [];
      for (const name of ['clusterwarm1', 'clusterwarm2', 'clusterwarm3']) others.push(await addBankMember(db, name));
      for (const [id, amount] of [[hot, 5_000_000n] as const, ...others.map((id) => [id, 1_000_000n] as const)]) {
        await depositTo(db, id, amount);
        deposits.set(id, amount);
      }
    },
  });
});
afterAll(async () => cluster?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (n: number) => Math.floor(Math.random() * n);

describe('scheduled jobs across instances', () => {
  type Run = { runner: string; status: string; started_at: Date };
  const accrualRuns = async (): Promise<Run[]> =>
    cluster.t.database.db.selectFrom('loyalty_point_accrual_runs').select(['runner', 'status', 'started_at']).where('trigger', '=', 'schedule').execute();

  it('runs the points accrual once per period: the runs both report are the rows, at most one a period, and one instance skipped', async () => {
    await sleep(watchMs);
    // A sample with no run in flight and no run landing while both instances are scraped, so the
    // rows and the counters describe the same moment.
    let sample: { runs: Run[]; ran: number[]; skipped: number[]; failed: number[]; at: number } | null = null;
    for (let attempt = 0; attempt < 20 && !sample; attempt += 1) {
      const before = await accrualRuns();
      const scraped = await Promise.all([0, 1].map((i) => cluster.metrics(i)));
      const after = await accrualRuns();
      if (before.length === after.length && after.every((r) => r.status !== 'running')) {
        const count = (outcome: string) => scraped.map((m) => m.sum('gp_job_runs_total', { job: 'points-accrual', outcome }));
        sample = { runs: after, ran: count('ran'), skipped: count('skipped'), failed: count('failed'), at: Date.now() };
      } else await sleep(100);
    }
    if (!sample) throw new Error('the accrual runs never held still long enough to compare with the counters');
    const { runs, ran, skipped, failed, at } = sample;

    expect(runs.every((r) => r.status === 'done')).toBe(true);
    expect(failed).toEqual([0, 0]);
    expect(ran[0]! + ran[1]!).toBe(runs.length);
    // Each instance's count is its own rows (the runner names the process).
    for (const i of [0, 1]) expect(runs.filter((r) => r.runner.includes(`:${cluster.pid(i)}:`)).length, `instance ${i}`).toBe(ran[i]);
    const first = Math.min(...runs.map((r) => r.started_at.getTime()));
    const periods = Math.ceil((at - first) / (tickSeconds * 1000));
    expect(runs.length).toBeGreaterThanOrEqual(watchMs / 1000 - 1);
    expect(runs.length).toBeLessThanOrEqual(periods + 1);
    expect(skipped[0]! + skipped[1]!).toBeGreaterThanOrEqual(1);
  });
});

describe("one member's wallet calls at two instances", () => {
  type Book = { bets: bigint; wins: bigint };
  type Sent = { label: string; answer: VendorWalletResponse };

  it('answers every bet, win, replay and refusal by the rules, and the balances and the ledger add up', async () => {
    const clients = walletClients(cluster, vendor);
    const sessions = new Map<bigint, WalletSession>();
    for (const [n, id] of [hot, ...others].entries()) sessions.set(id, await openWalletSession(cluster, clients[n % 2]!, id));
    const books = new Map<bigint, Book>([...deposits.keys()].map((id) => [id, { bets: 0n, wins: 0n }]));
    const surprises: string[] = [];
    const applied = { calls: 0 };
    let turn = 0;

    /** One call to instance `via` (alternating when not given); anything but an HTTP 200 wallet answer is a surprise. */
    const send = async (label: string, action: VendorWalletAction, raw: string, via = turn++ % 2): Promise<Sent | null> => {
      const answer = await clients[via]!.sendOnce(action, raw);
      if (answer.kind !== 'answer' || answer.httpStatus !== 200) {
        surprises.push(`${label} via ${via}: ${statusOf(answer)}`);
        return null;
      }
      if (answer.body.status === 'OK' && (typeof answer.body.balance !== 'number' || answer.body.balance < 0))
        surprises.push(`${label}: OK without a balance: ${JSON.stringify(answer.body)}`);
      return { label, answer: answer.body };
    };
    const expectStatus = (sent: Sent | null, status: string) => {
      if (sent && sent.answer.status !== status) surprises.push(`${sent.label}: expected ${status}, got ${JSON.stringify(sent.answer)}`);
      return sent?.answer.status === status;
    };
    const expectSame = (first: Sent | null, again: Sent | null) => {
      if (first && again && JSON.stringify(first.answer) !== JSON.stringify(again.answer))
        surprises.push(`${again.label} answered ${JSON.stringify(again.answer)} after ${JSON.stringify(first.answer)}`);
    };

    type Kind = 'plain' | 'twin' | 'resent' | 'oversized' | 'changed';
    const round = async (memberId: bigint, n: number, kind: Kind) => {
      const session = sessions.get(memberId)!;
      const book = books.get(memberId)!;
      const client = clients[0]!;
      const roundId = `cr-${memberId}-${n}`;
      const betTx = `${roundId}-bet`;
      const amount = kind === 'oversized' ? 10n ** 12n : BigInt(1 + rand(5000));
      const raw = betCall(client, session, roundId, betTx, amount);
      const label = `${roundId} ${kind} bet`;
      let bet: Sent | null;
      if (kind === 'twin' || kind === 'oversized') {
        // The same txId at both instances at once: whichever commits first, both get its answer.
        const [one, two] = await Promise.all([send(`${label} (A)`, 'bet', raw, 0), send(`${label} (B)`, 'bet', resentCall(client, raw), 1)]);
        expectSame(one, two);
        bet = one;
      } else bet = await send(label, 'bet', raw);
      if (kind === 'oversized') {
        expectStatus(bet, 'INSUFFICIENT_FUNDS');
        if (bet && typeof bet.answer.balance !== 'number') surprises.push(`${label}: INSUFFICIENT_FUNDS without a balance`);
        // Refused for good: the refusal is replayed even though nothing has changed.
        expectSame(bet, await send(`${label} replayed`, 'bet', raw));
        return;
      }
      if (!expectStatus(bet, 'OK')) return;
      book.bets += amount;
      applied.calls += 1;
      if (kind === 'resent') expectSame(bet, await send(`${label} resent`, 'bet', resentCall(client, raw)));
      if (kind === 'changed')
        expectStatus(await send(`${label} changed`, 'bet', betCall(client, session, roundId, betTx, amount + 1n)), 'DUPLICATE_TRANSACTION');
      const win = rand(5) < 2 ? 0n : BigInt(rand(Number(amount) * 2 + 1));
      const won = await send(`${roundId} win`, 'win', winCall(client, session, roundId, `${roundId}-win`, betTx, win));
      if (!expectStatus(won, 'OK')) return;
      book.wins += win;
      applied.calls += 1;
    };

    const kinds: Kind[] = [
      ...Array.from({ length: 200 }, (): Kind => 'plain'),
      ...Array.from({ length: 20 }, (): Kind => 'twin'),
      ...Array.from({ length: 20 }, (): Kind => 'resent'),
      ...Array.from({ length: 15 }, (): Kind => 'oversized'),
      ...Array.from({ length: 5 }, (): Kind => 'changed'),
    ];
    const tasks = [
      ...kinds.map((kind, n) => () => round(hot, n, kind)),
      ...others.flatMap((id) => Array.from({ length: 40 }, (_, n) => () => round(id, n, n % 10 === 0 ? 'twin' : 'plain'))),
    ].sort(() => Math.random() - 0.5);
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < tasks.length) await tasks[next++]!();
      }),
    );

    expect(surprises).toEqual([]);
    const db = cluster.t.database.db;
    for (const [id, book] of books) {
      const wallet = await findMainWallet(db, { id, isAgent: false }, bankCurrency);
      expect(wallet?.balance, `member ${id}`).toBe(deposits.get(id)! - book.bets + book.wins);
    }
    // Every txId answered OK was stored once: no twin wrote a second transaction.
    const stored = await sql<{ n: number }>`select count(*)::int4 as n from game_transactions where vendor_id = ${vendor.vendorId}`.execute(db);
    expect(stored.rows[0]?.n).toBe(applied.calls);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    // Both instances took calls, each through its own group commit.
    const batched = await Promise.all([0, 1].map(async (i) => (await cluster.metrics(i)).sum('gp_wallet_batch_size_count')));
    expect(batched.every((n) => n > 0)).toBe(true);
  });
});

describe('a scheduled job with one instance left', () => {
  it('runs every period, not every other one', async () => {
    expect(await cluster.stop(1), cluster.output(1)).toBe(0);
    // The period the stopped instance held runs nowhere (its lease is never given back early): not counted.
    await sleep(1500);
    const from = new Date();
    await sleep(loneWatchMs);
    const runs = await cluster.t.database.db
      .selectFrom('loyalty_point_accrual_runs')
      .select(['started_at'])
      .where('started_at', '>=', from)
      .orderBy('started_at')
      .execute();
    const gaps = runs.slice(1).map((r, n) => r.started_at.getTime() - runs[n]!.started_at.getTime());
    const metrics = await cluster.metrics(0);
    const seen = `${runs.length} runs in ${loneWatchMs} ms, ms between them: ${gaps.join(', ')}; instance 0 reports ran ${metrics.sum('gp_job_runs_total', { job: 'points-accrual', outcome: 'ran' })}, skipped ${metrics.sum('gp_job_runs_total', { job: 'points-accrual', outcome: 'skipped' })}`;
    // One run a period; a period cut by the window's edges may be missing.
    expect(runs.length, seen).toBeGreaterThanOrEqual(loneWatchMs / (tickSeconds * 1000) - 1);
    expect(Math.max(...gaps), seen).toBeLessThan(1.5 * tickSeconds * 1000);
  });
});
