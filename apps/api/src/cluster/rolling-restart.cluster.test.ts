import { bgsPaths } from '@gp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankMember, addBankVendor, bankCurrency, depositTo, type BankVendor } from '../modules/games/gateway/gateway-bank.test-support';
import { checkLedgerInvariants, findMainWallet } from '../modules/money/ledger';
import { startApiInstances, type ApiInstances } from './testing/api-instances';
import { failoverWallet, type FailoverResult } from './testing/failover-wallet';
import { watchReadiness } from './testing/readiness-watch';
import { connectFrames } from './testing/socket-frames';
import { betCall, openWalletSession, walletClients, winCall, type WalletSession } from './testing/wallet-calls';

/**
 * A rolling restart loses nothing: a steady stream of signed wallet calls spread over two instances
 * while one of them gets SIGTERM, drains, exits and starts again. Half the callers behave as a
 * vendor behind a load balancer does (only instances the health check calls ready); the other half
 * send round robin regardless, so calls also reach A while it drains, as its listener closes and
 * while it is down. Either kind sends a call that got no answer at all once more, unchanged, to the
 * other instance: the one retry the protocol allows for a lost call.
 */

const workers = 24;
const deposit = 2_000_000n;
const [A, B] = [0, 1];

let cluster: ApiInstances;
let vendor: BankVendor;
const members: bigint[] = [];

beforeAll(async () => {
  cluster = await startApiInstances({
    seed: async (t) => {
      const db = t.database.db;
      vendor = await addBankVendor(db, 'CLUSTERROLL', 'cluster-rolling-restart-master-secret-0');
      for (let i = 0; i < 8; i += 1) {
        const id = await addBankMember(db, `clusterroll${i}`);
        await depositTo(db, id, deposit);
        members.push(id);
      }
    },
  });
});
afterAll(async () => cluster?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rand = (n: number) => Math.floor(Math.random() * n);

describe('a rolling restart under wallet traffic', () => {
  it('answers every call, applies every txId once, drains with /readyz 503 and closes sockets with 1012', async () => {
    const clients = walletClients(cluster, vendor);
    const sessions = new Map<bigint, WalletSession>();
    for (const [n, id] of members.entries()) sessions.set(id, await openWalletSession(cluster, clients[n % 2]!, id));
    const readiness = watchReadiness(() => [cluster.url(A), cluster.url(B)]);
    const socketOnA = await connectFrames(`${cluster.url(A).replace(/^http/, 'ws')}${bgsPaths.crashSocket}`, (raw) => raw);
    const routed = failoverWallet(clients, readiness);
    const blind = failoverWallet(clients, { isReady: () => true });

    const books = new Map(members.map((id) => [id, { bets: 0n, wins: 0n }]));
    const failures: string[] = [];
    const answered: { instance: number; at: number }[] = [];
    let applied = 0;
    let retried = 0;
    let stopping = false;

    /** Final answer of one call: an OK from the wallet, or a failure on the list. */
    const call = async (wallet: typeof routed, label: string, action: 'bet' | 'win', raw: string): Promise<boolean> => {
      const result: FailoverResult = await wallet.send(action, raw);
      if (result.attempts.length > 1) retried += 1;
      const last = result.attempts.at(-1);
      if (result.httpStatus !== 200 || result.answer?.status !== 'OK') {
        failures.push(`${label}: ${JSON.stringify(result.attempts)} ${JSON.stringify(result.answer)}`);
        return false;
      }
      if (last) answered.push({ instance: last.instance, at: Date.now() });
      applied += 1;
      return true;
    };

    const worker = async (w: number) => {
      const memberId = members[w % members.length]!;
      const session = sessions.get(memberId)!;
      const book = books.get(memberId)!;
      const client = clients[0]!;
      const wallet = w % 2 === 0 ? routed : blind;
      for (let n = 0; !stopping; n += 1) {
        const roundId = `rr-${w}-${n}`;
        const amount = BigInt(1 + rand(1000));
        if (!(await call(wallet, `${roundId} bet`, 'bet', betCall(client, session, roundId, `${roundId}-bet`, amount)))) continue;
        book.bets += amount;
        const win = rand(2) === 0 ? 0n : BigInt(rand(2000));
        if (await call(wallet, `${roundId} win`, 'win', winCall(client, session, roundId, `${roundId}-win`, `${roundId}-bet`, win))) book.wins += win;
      }
    };

    let running: Promise<void>[] = [];
    try {
      running = Array.from({ length: workers }, (_, w) => worker(w));
      await sleep(1500);
      const stopAt = Date.now();
      const exitCode = await cluster.stop(A);
      await cluster.start(A);
      const backAt = Date.now();
      // Until the restarted A has taken its share again.
      for (let waited = 0; waited < 15_000 && answered.filter((a) => a.instance === A && a.at > backAt).length < 100; waited += 100) await sleep(100);
      stopping = true;
      await Promise.all(running);
      await readiness.stop();

      const summary = `${applied} calls answered, ${retried} sent again after no answer`;
      expect(failures, summary).toEqual([]);
      expect(exitCode, cluster.output(A)).toBe(0);
      // While it drained, A told the health check it was going, and said why.
      const drainingAnswers = readiness.samples.filter((s) => s.instance === A && s.at >= stopAt && s.status === 503);
      expect(drainingAnswers.length, JSON.stringify(readiness.samples.filter((s) => s.instance === A && s.at >= stopAt).slice(0, 20))).toBeGreaterThan(0);
      expect(drainingAnswers.every((s) => s.reason === 'draining' && s.connection === 'close')).toBe(true);
      // The blind callers met A closed or down and were answered by B instead.
      expect(retried, summary).toBeGreaterThan(0);
      expect(await socketOnA.closed).toBe(1012);
      expect(answered.some((a) => a.instance === A && a.at > backAt)).toBe(true);
      expect(answered.some((a) => a.instance === B)).toBe(true);
    } finally {
      stopping = true;
      await Promise.allSettled(running);
      await readiness.stop();
    }

    const db = cluster.t.database.db;
    for (const [id, book] of books) {
      const mainWallet = await findMainWallet(db, { id, isAgent: false }, bankCurrency);
      expect(mainWallet?.balance, `member ${id}`).toBe(deposit - book.bets + book.wins);
    }
    const stored = await sql<{ n: number }>`select count(*)::int4 as n from game_transactions where vendor_id = ${vendor.vendorId}`.execute(db);
    expect(stored.rows[0]?.n).toBe(applied);
    expect(await checkLedgerInvariants(db)).toEqual([]);
  });
});
