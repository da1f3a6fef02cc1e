import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { VendorWalletAction, VendorWalletResponse } from '@gp/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBankMember, addBankVendor, depositTo, type BankVendor } from '../modules/games/gateway/gateway-bank.test-support';
import { checkLedgerInvariants, findMainWallet } from '../modules/money/ledger';
import { bankCurrency } from '../modules/games/gateway/gateway-bank.test-support';
import { startApiInstances, type ApiInstances } from './testing/api-instances';
import { betCall, openWalletSession, resentCall, statusOf, walletClients, winCall, type WalletSession } from './testing/wallet-calls';

/**
 * API_PROCESSES=2: one API started as `npm start` runs it becomes two node:cluster workers sharing
 * its port. Each worker has its own group commit, so the same members' bets and wins, sent
 * concurrently through the shared port (the primary hands connections to both workers in turn),
 * meet in PostgreSQL only: the balances must equal the deposits less the bets plus the wins answered
 * OK, every txId be stored once even when sent twice at once, and the ledger's invariants hold.
 * SIGTERM to the primary then drains both workers and exits 0.
 */

let cluster: ApiInstances;
let vendor: BankVendor;
const deposits = new Map<bigint, bigint>();

beforeAll(async () => {
  cluster = await startApiInstances({
    count: 1,
    env: { API_PROCESSES: '2' },
    seed: async (t) => {
      const db = t.database.db;
      vendor = await addBankVendor(db, 'PROCBANK', 'api-processes-cluster-master-secret-0123');
      for (const name of ['procmember1', 'procmember2', 'procmember3']) {
        const id = await addBankMember(db, name);
        await depositTo(db, id, 2_000_000n);
        deposits.set(id, 2_000_000n);
      }
    },
  });
});
afterAll(async () => cluster?.close());

const statOf = (pid: number | string): string[] => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** The primary's child processes (its workers), by process id. */
const workersOf = (primary: number): number[] =>
  readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return Number(statOf(p)[1]) === primary;
      } catch {
        return false;
      }
    })
    .map(Number);

/** CPU seconds (utime + stime) a process has used. */
const cpuOf = (pid: number): number => {
  const fields = statOf(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rand = (n: number) => Math.floor(Math.random() * n);

/** The instance answers once its first worker listens; the second starts after it (migrations and seed run once). */
const allWorkersListening = async () => {
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (cluster.output(0).includes('2 API workers listening')) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the second worker never listened:\n${cluster.output(0)}`);
};

describe('API_PROCESSES=2 on one port', () => {
  it('runs two workers whose concurrent bets and wins of the same members add up in the balances and the ledger', async () => {
    await allWorkersListening();
    const workers = workersOf(cluster.pid(0));
    expect(workers).toHaveLength(2);
    const cpuBefore = workers.map(cpuOf);

    const [client] = walletClients(cluster, vendor);
    const sessions = new Map<bigint, WalletSession>();
    for (const id of deposits.keys()) sessions.set(id, await openWalletSession(cluster, client!, id));
    const books = new Map<bigint, { bets: bigint; wins: bigint }>([...deposits.keys()].map((id) => [id, { bets: 0n, wins: 0n }]));
    const surprises: string[] = [];
    let applied = 0;

    const send = async (label: string, action: VendorWalletAction, raw: string): Promise<VendorWalletResponse | null> => {
      const answer = await client!.sendOnce(action, raw);
      if (answer.kind !== 'answer' || answer.httpStatus !== 200) {
        surprises.push(`${label}: ${statusOf(answer)}`);
        return null;
      }
      return answer.body;
    };

    const round = async (memberId: bigint, n: number) => {
      const session = sessions.get(memberId)!;
      const book = books.get(memberId)!;
      const roundId = `pr-${memberId}-${n}`;
      const amount = BigInt(1 + rand(5_000));
      const raw = betCall(client!, session, roundId, `${roundId}-bet`, amount);
      // Every fifth bet is sent twice at once (a vendor's retry racing its first try): most likely on
      // both workers, and whichever commits first, both must get its answer.
      const twin = n % 5 === 0;
      const [bet, again] = await Promise.all([
        send(`${roundId} bet`, 'bet', raw),
        twin ? send(`${roundId} bet (twin)`, 'bet', resentCall(client!, raw)) : null,
      ]);
      if (twin && bet && again && JSON.stringify(bet) !== JSON.stringify(again))
        surprises.push(`${roundId}: twin answered ${JSON.stringify(again)} after ${JSON.stringify(bet)}`);
      if (bet?.status !== 'OK') return void surprises.push(`${roundId} bet: ${JSON.stringify(bet)}`);
      book.bets += amount;
      applied += 1;
      const win = rand(3) === 0 ? 0n : BigInt(rand(Number(amount) * 2 + 1));
      const won = await send(`${roundId} win`, 'win', winCall(client!, session, roundId, `${roundId}-win`, `${roundId}-bet`, win));
      if (won?.status !== 'OK') return void surprises.push(`${roundId} win: ${JSON.stringify(won)}`);
      book.wins += win;
      applied += 1;
    };

    const tasks = [...deposits.keys()].flatMap((id) => Array.from({ length: 120 }, (_, n) => () => round(id, n))).sort(() => Math.random() - 0.5);
    let next = 0;
    await Promise.all(
      Array.from({ length: 24 }, async () => {
        while (next < tasks.length) await tasks[next++]!();
      }),
    );

    expect(surprises).toEqual([]);
    const db = cluster.t.database.db;
    for (const [id, book] of books) {
      const wallet = await findMainWallet(db, { id, isAgent: false }, bankCurrency);
      expect(wallet?.balance, `member ${id}`).toBe(deposits.get(id)! - book.bets + book.wins);
    }
    const stored = await sql<{ n: number }>`select count(*)::int4 as n from game_transactions where vendor_id = ${vendor.vendorId}`.execute(db);
    expect(stored.rows[0]?.n).toBe(applied);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    // Both workers served: each used a fair share of the CPU the calls cost.
    const used = workers.map((pid, i) => cpuOf(pid) - cpuBefore[i]!);
    const total = used.reduce((s, c) => s + c, 0);
    for (const [i, c] of used.entries()) expect(c, `worker ${i} used ${c.toFixed(2)} of ${total.toFixed(2)} CPU seconds`).toBeGreaterThan(0.15 * total);
  });

  it('drains both workers on SIGTERM to the primary and exits 0', async () => {
    const workers = workersOf(cluster.pid(0));
    expect(await cluster.stop(0), cluster.output(0)).toBe(0);
    // Exited: gone, or a zombie until init reaps what the primary left.
    const running = (pid: number) => existsSync(`/proc/${pid}`) && statOf(pid)[0] !== 'Z';
    for (const pid of workers) expect(running(pid), `worker ${pid}`).toBe(false);
  });
});
