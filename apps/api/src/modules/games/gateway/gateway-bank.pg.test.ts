import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VendorWalletAction, VendorWalletResponse, VendorWalletStatus } from '@gp/contracts';
import { createDb, migrateToLatest, type Database } from '@gp/db';
import { startPrivatePostgres, type PrivatePostgres } from '@gp/db/testing/private-postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/free-port';
import { checkLedgerInvariants } from '../../money/ledger';
import { findMainWallet } from '../../money/ledger';
import {
  addBankMember,
  addBankVendor,
  apiProcess,
  bankCurrency,
  depositTo,
  issueLaunchToken,
  vendorClient,
  waitForSessionsGone,
  type ApiProcess,
  type BankVendor,
  type VendorClient,
} from './gateway-bank.test-support';

/**
 * The bank test: the real API as a child process, several simulated vendors betting, winning and
 * rolling back at random over HTTP, with replays, reordering and timeouts, while the process is
 * SIGKILLed and restarted and its PostgreSQL server is restarted under it (fast, then immediate: a
 * crash), on a private cluster so the other test files' server is left alone. A vendor retries a
 * lost call or INTERNAL_ERROR with the same bytes until it gets a definitive answer, so at the end
 * it knows exactly what was acknowledged; the books must agree with that to the unit. Refused bets
 * are sent again once their players have money: the refusal stands and nothing is debited.
 * BANK_ROUNDS (default 2,000) tunes the length; on a quiet 2-core machine the defaults take about a
 * minute, most of it the API's four start-ups.
 */
const MASTER = 'bank-test-master-secret-0123456789abcdef';
const VENDOR_CODES = ['BANKA', 'BANKB', 'BANKC', 'BANKD'];
const WORKERS_PER_VENDOR = 3;
const MEMBERS = 24;
/** Players without money: their bets are refused, and replayed after a deposit at the end. */
const POOR_MEMBERS = 4;
const ROUNDS = Number(process.env.BANK_ROUNDS ?? 2_000);
const KILLS = 3;
/** Between the kills, the database restarts: fast (sessions ended), then immediate (a crash). */
const DATABASE_RESTARTS = ['fast', 'immediate'] as const;
const DEPOSITS = [6_000_000n, 4_000_000n];
const MAX_BET = 5_000;

type Book = { deposits: bigint; bets: bigint; wins: bigint; refunds: bigint; betsApplied: number; winsApplied: number; refundsApplied: number };
type Session = { playerId: string; sessionToken: string };
type LateWin = { client: VendorClient; raw: string; memberId: bigint; amount: bigint };
type Refused = { client: VendorClient; raw: string; first: VendorWalletResponse };

let server: PrivatePostgres;
let database: Database;
let api: ApiProcess;
let dataDir: string;
const applicationName = `gw-bank-${process.pid}`;

beforeAll(async () => {
  server = await startPrivatePostgres();
  database = await createDb({ kind: 'postgres', url: server.url, poolSize: 5 });
  await migrateToLatest(database.db);
  if (database.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  dataDir = mkdtempSync(join(tmpdir(), 'gp-gw-bank-'));
  api = apiProcess({
    databaseUrl: database.target.url,
    applicationName,
    port: await freePort(),
    // No demo catalog: the test brings its own vendors; the master is the one their secrets derive from.
    env: { SEED_DEMO: 'false', DEMO_VENDOR_SECRET: MASTER, DATA_DIR: dataDir },
  });
});
afterAll(async () => {
  await api?.dispose();
  await database?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const rand = (n: number) => Math.floor(Math.random() * n);
const chance = (p: number) => Math.random() < p;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('vendor wallet bank test (PostgreSQL, real API process, SIGKILL and database restarts mid-load)', () => {
  it('after thousands of random rounds across restarts, every balance equals deposits − bets + wins + refunds and every total agrees', async () => {
    const db = database.db;
    const vendors: BankVendor[] = [];
    for (const code of VENDOR_CODES) vendors.push(await addBankVendor(db, code, MASTER));
    const books = new Map<bigint, Book>();
    for (let i = 0; i < MEMBERS; i += 1) {
      const id = await addBankMember(db, `bank${String(i).padStart(3, '0')}`);
      for (const amount of DEPOSITS) await depositTo(db, id, amount);
      books.set(id, { deposits: DEPOSITS.reduce((a, b) => a + b, 0n), bets: 0n, wins: 0n, refunds: 0n, betsApplied: 0, winsApplied: 0, refundsApplied: 0 });
    }
    const memberIds = [...books.keys()];
    const poorIds: bigint[] = [];
    for (let i = 0; i < POOR_MEMBERS; i += 1) {
      const id = await addBankMember(db, `poor${String(i).padStart(3, '0')}`);
      poorIds.push(id);
      books.set(id, { deposits: 0n, bets: 0n, wins: 0n, refunds: 0n, betsApplied: 0, winsApplied: 0, refundsApplied: 0 });
    }
    const bookOf = (id: bigint) =>
      books.get(id) ??
      (() => {
        throw new Error(`no book for ${id}`);
      })();

    await api.start();
    const clients = vendors.map((v) => vendorClient(api.base, v));
    const stats = { retries: 0, calls: 0, replays: 0 };
    const surprises: string[] = [];

    // Every member gets a session with every vendor through a launch token, as after a launch.
    const sessions = new Map<string, Session>();
    await Promise.all(
      clients.map(async (client) => {
        for (const memberId of [...memberIds, ...poorIds]) {
          const launchToken = await issueLaunchToken(db, memberId, client.vendor);
          const answer = await client.sendUntilDefinitive('authenticate', client.prepare({ launchToken }), stats);
          if (answer.status !== 'OK' || !answer.sessionToken || answer.playerId !== String(memberId))
            throw new Error(`authenticate failed: ${JSON.stringify(answer)}`);
          expect(answer).toMatchObject({ currency: bankCurrency, balance: Number(bookOf(memberId).deposits) });
          sessions.set(`${client.vendor.code}:${memberId}`, { playerId: answer.playerId, sessionToken: answer.sessionToken });
        }
      }),
    );

    const kinds = { play: 0, lateWin: 0, cancel: 0, timedOutBet: 0, timedOutBetLanded: 0, rollbackFirst: 0, insufficient: 0, poorBet: 0, changedReplay: 0 };
    const refusedCalls: Refused[] = [];
    let claimed = 0;
    let completed = 0;

    /** A definitive answer for these bytes; sometimes sent again, which must answer the same. */
    const call = async (client: VendorClient, action: VendorWalletAction, raw: string): Promise<VendorWalletResponse> => {
      stats.calls += 1;
      const first = await client.sendUntilDefinitive(action, raw, stats);
      if (chance(0.1)) {
        stats.replays += 1;
        // Half the replays come as a real vendor's retry does: new requestId and timestamp, same content.
        const retry = chance(0.5) ? raw : JSON.stringify({ ...(JSON.parse(raw) as object), requestId: randomUUID(), timestamp: Date.now() });
        const again = await client.sendUntilDefinitive(action, retry, stats);
        // A replay returns the first response, refusals included (with the balance they gave then).
        if (JSON.stringify(again) !== JSON.stringify(first))
          surprises.push(`${client.vendor.code} ${action} replay answered ${JSON.stringify(again)} after ${JSON.stringify(first)}`);
      }
      return first;
    };
    const want = (label: string, answer: VendorWalletResponse, statuses: VendorWalletStatus[]) => {
      if (!statuses.includes(answer.status)) surprises.push(`${label}: expected ${statuses.join('|')}, got ${JSON.stringify(answer)}`);
      if (answer.status === 'OK' && (typeof answer.balance !== 'number' || answer.balance < 0))
        surprises.push(`${label}: OK without a balance: ${JSON.stringify(answer)}`);
      return answer.status;
    };

    const round = async (client: VendorClient, worker: number, n: number, late: LateWin[]) => {
      const memberId = memberIds[rand(memberIds.length)] ?? 0n;
      const book = bookOf(memberId);
      const session = sessions.get(`${client.vendor.code}:${memberId}`);
      if (!session) throw new Error('no session');
      const roundId = `r-${worker}-${n}`;
      const common = { playerId: session.playerId, gameCode: client.vendor.gameCode, roundId };
      const betBody = (txId: string, amount: bigint) =>
        client.prepare({ ...common, sessionToken: session.sessionToken, txId, amount: Number(amount), currency: bankCurrency });
      const winBody = (txId: string, betTxId: string, amount: bigint) =>
        client.prepare({ ...common, sessionToken: session.sessionToken, txId, betTxId, amount: Number(amount), currency: bankCurrency, roundClosed: true });
      const rollbackBody = (txId: string, originalTxId: string) => client.prepare({ ...common, txId, originalTxId });
      const label = `${client.vendor.code} ${roundId}`;
      const betTx = `${roundId}-bet`;
      const amount = BigInt(1 + rand(MAX_BET));
      const pick = Math.random();

      if (pick < 0.5) {
        kinds.play += 1;
        // Bet (sometimes two), then one win closing the round; some wins time out and are retried late.
        if (want(`${label} bet`, await call(client, 'bet', betBody(betTx, amount)), ['OK']) !== 'OK') return;
        book.bets += amount;
        book.betsApplied += 1;
        let staked = amount;
        if (chance(0.2)) {
          const second = BigInt(1 + rand(MAX_BET));
          if (want(`${label} bet 2`, await call(client, 'bet', betBody(`${roundId}-bet2`, second)), ['OK']) === 'OK') {
            book.bets += second;
            book.betsApplied += 1;
            staked += second;
          }
        }
        const win = chance(0.4) ? 0n : BigInt(rand(Number(staked) * 2 + 1));
        const raw = winBody(`${roundId}-win`, betTx, win);
        if (chance(0.15)) {
          // The vendor stops waiting after a few milliseconds; the call may or may not have been served.
          await client.sendOnce('win', raw, rand(15));
          late.push({ client, raw, memberId, amount: win });
          kinds.lateWin += 1;
          return;
        }
        if (want(`${label} win`, await call(client, 'win', raw), ['OK']) !== 'OK') return;
        book.wins += win;
        book.winsApplied += 1;
        if (chance(0.1)) want(`${label} rollback after win`, await call(client, 'rollback', rollbackBody(`${roundId}-rb`, betTx)), ['BET_ALREADY_SETTLED']);
        return;
      }
      if (pick < 0.65) {
        kinds.cancel += 1;
        // The vendor cancels the round: the bet is refunded.
        if (want(`${label} bet`, await call(client, 'bet', betBody(betTx, amount)), ['OK']) !== 'OK') return;
        book.bets += amount;
        book.betsApplied += 1;
        if (want(`${label} rollback`, await call(client, 'rollback', rollbackBody(`${roundId}-rb`, betTx)), ['OK']) !== 'OK') return;
        book.refunds += amount;
        book.refundsApplied += 1;
        return;
      }
      if (pick < 0.8) {
        kinds.timedOutBet += 1;
        // A bet times out: the vendor rolls it back, then learns from the bet's own answer whether it had landed.
        const raw = betBody(betTx, amount);
        await client.sendOnce('bet', raw, rand(30));
        if (want(`${label} rollback of a timed-out bet`, await call(client, 'rollback', rollbackBody(`${roundId}-rb`, betTx)), ['OK']) !== 'OK') return;
        const status = want(`${label} bet after its rollback`, await call(client, 'bet', raw), ['OK', 'TRANSACTION_ROLLED_BACK']);
        if (status !== 'OK') return;
        kinds.timedOutBetLanded += 1;
        book.bets += amount;
        book.refunds += amount;
        book.betsApplied += 1;
        book.refundsApplied += 1;
        return;
      }
      if (pick < 0.9) {
        kinds.rollbackFirst += 1;
        // The rollback overtakes its bet: acknowledged and stored, and the bet is refused when it arrives.
        want(`${label} rollback before bet`, await call(client, 'rollback', rollbackBody(`${roundId}-rb`, betTx)), ['OK']);
        want(`${label} bet after rollback`, await call(client, 'bet', betBody(betTx, amount)), ['TRANSACTION_ROLLED_BACK']);
        return;
      }
      if (pick < 0.925) {
        kinds.insufficient += 1;
        // More than anyone holds: refused with the balance, and the round never opened.
        const raw = betBody(betTx, 10n ** 13n);
        const refused = await call(client, 'bet', raw);
        want(`${label} oversized bet`, refused, ['INSUFFICIENT_FUNDS']);
        if (refused.status === 'INSUFFICIENT_FUNDS' && typeof refused.balance !== 'number') surprises.push(`${label}: INSUFFICIENT_FUNDS without a balance`);
        refusedCalls.push({ client, raw, first: refused });
        const early = winBody(`${roundId}-win`, betTx, 10n);
        const win = await call(client, 'win', early);
        want(`${label} win without a bet`, win, ['ROUND_NOT_FOUND']);
        refusedCalls.push({ client, raw: early, first: win });
        return;
      }
      if (pick < 0.95) {
        kinds.poorBet += 1;
        // A player with nothing bets what a deposit at the end will cover: refused now, and for good.
        const poorId = poorIds[rand(poorIds.length)] ?? 0n;
        const poor = sessions.get(`${client.vendor.code}:${poorId}`);
        if (!poor) throw new Error('no session');
        const raw = client.prepare({
          playerId: poor.playerId,
          sessionToken: poor.sessionToken,
          gameCode: client.vendor.gameCode,
          roundId,
          txId: betTx,
          amount: Number(amount),
          currency: bankCurrency,
        });
        const refused = await call(client, 'bet', raw);
        want(`${label} bet without money`, refused, ['INSUFFICIENT_FUNDS']);
        refusedCalls.push({ client, raw, first: refused });
        return;
      }
      // The same txId with other content is refused and changes nothing.
      kinds.changedReplay += 1;
      if (want(`${label} bet`, await call(client, 'bet', betBody(betTx, amount)), ['OK']) !== 'OK') return;
      book.bets += amount;
      book.betsApplied += 1;
      want(`${label} changed replay`, await call(client, 'bet', betBody(betTx, amount + 1n)), ['DUPLICATE_TRANSACTION']);
      if (want(`${label} win`, await call(client, 'win', winBody(`${roundId}-win`, betTx, 0n)), ['OK']) === 'OK') book.winsApplied += 1;
    };

    const settleLate = async (due: LateWin[]) => {
      for (const win of due) {
        const answer = await call(win.client, 'win', win.raw);
        if (want(`${win.client.vendor.code} late win`, answer, ['OK']) !== 'OK') continue;
        bookOf(win.memberId).wins += win.amount;
        bookOf(win.memberId).winsApplied += 1;
      }
    };

    const worker = async (client: VendorClient, worker: number) => {
      let late: LateWin[] = [];
      while (claimed < ROUNDS) {
        const n = claimed;
        claimed += 1;
        const due = late;
        late = [];
        await round(client, worker, n, late);
        // Wins that timed out a round ago are retried now, after other calls overtook them.
        await settleLate(due);
        completed += 1;
      }
      await settleLate(late);
    };

    // API kills and database restarts take turns, evenly spread over the run.
    const schedule = ['kill', DATABASE_RESTARTS[0], 'kill', DATABASE_RESTARTS[1], 'kill'] as const;
    const killer = async () => {
      for (const [k, what] of schedule.entries()) {
        while (completed < (ROUNDS * (k + 1)) / (schedule.length + 1)) await sleep(20);
        if (what === 'kill') {
          await api.kill();
          await waitForSessionsGone(db, applicationName);
          await api.start();
        } else {
          // The same API process must ride through: calls fail as INTERNAL_ERROR meanwhile, vendors retry.
          await server.restart(what);
        }
      }
    };

    const started = performance.now();
    await Promise.all([killer(), ...clients.flatMap((client, v) => Array.from({ length: WORKERS_PER_VENDOR }, (_, w) => worker(client, v * 100 + w)))]);
    const seconds = (performance.now() - started) / 1000;

    // The refused calls once more, now that every poor player has money: each answers as it first did.
    for (const id of poorIds) {
      await depositTo(db, id, 1_000_000n);
      bookOf(id).deposits += 1_000_000n;
    }
    for (const refused of refusedCalls) {
      const again = await refused.client.sendUntilDefinitive(refused.first.status === 'ROUND_NOT_FOUND' ? 'win' : 'bet', refused.raw, stats);
      if (JSON.stringify(again) !== JSON.stringify(refused.first))
        surprises.push(`refused call replayed as ${JSON.stringify(again)} after ${JSON.stringify(refused.first)}`);
    }
    await api.stop();
    await waitForSessionsGone(db, applicationName);
    console.log(
      `bank test: ${completed} rounds, ${stats.calls} definitive calls (${stats.replays} replays), ${stats.retries} retries, ${KILLS} kills, database restarts ${DATABASE_RESTARTS.join(', ')}; ${refusedCalls.length} refused calls replayed; starts took ${api
        .startSeconds()
        .map((s) => s.toFixed(1))
        .join(', ')} s; ${seconds.toFixed(1)} s in all; rounds by kind ${JSON.stringify(kinds)}`,
    );

    expect(surprises).toEqual([]);
    // Started once and once after each kill: the database restarts ended no process.
    expect(api.startSeconds().length).toBe(KILLS + 1);
    expect(api.unexpectedExits()).toBe(0);
    expect(kinds.poorBet).toBeGreaterThan(0);
    // The kills landed mid-load: some calls went unanswered and were retried.
    expect(stats.retries).toBeGreaterThan(0);
    expect(await checkLedgerInvariants(db)).toEqual([]);

    const everyone = [...memberIds, ...poorIds];
    const expected = everyone.map((id) => {
      const b = bookOf(id);
      return { id: String(id), balance: b.deposits - b.bets + b.wins + b.refunds, bets: b.bets, wins: b.wins, refunds: b.refunds };
    });

    // 1. The ledger: each main wallet, and each member's game legs by journal kind.
    const walletIds = new Map<string, bigint>();
    const balances = [];
    for (const id of everyone) {
      const wallet = await findMainWallet(db, { id, isAgent: false }, bankCurrency);
      if (!wallet) throw new Error('no wallet');
      walletIds.set(String(id), wallet.id);
      balances.push({ id: String(id), balance: wallet.balance });
    }
    expect(balances).toEqual(expected.map(({ id, balance }) => ({ id, balance })));

    const legs = await db
      .selectFrom('ledger_legs as l')
      .innerJoin('ledger_journals as j', 'j.id', 'l.journal_id')
      .where('l.account_id', 'in', [...walletIds.values()])
      .where('j.kind', 'in', ['game_bet', 'game_win', 'game_refund'])
      .select(['l.account_id', 'j.kind', sql<bigint>`sum(l.amount)::int8`.as('total'), sql<number>`count(*)::int4`.as('n')])
      .groupBy(['l.account_id', 'j.kind'])
      .execute();
    const legTotal = (id: string, kind: string) => legs.find((r) => r.account_id === walletIds.get(id) && r.kind === kind);
    expect(
      expected.map(({ id }) => ({
        id,
        bets: -(legTotal(id, 'game_bet')?.total ?? 0n),
        wins: legTotal(id, 'game_win')?.total ?? 0n,
        refunds: legTotal(id, 'game_refund')?.total ?? 0n,
      })),
    ).toEqual(expected.map(({ id, bets, wins, refunds }) => ({ id, bets, wins, refunds })));
    const counts = (kind: string) => legs.filter((r) => r.kind === kind).reduce((s, r) => s + r.n, 0);
    expect({ bets: counts('game_bet'), refunds: counts('game_refund') }).toEqual({
      bets: memberIds.reduce((s, id) => s + bookOf(id).betsApplied, 0),
      refunds: memberIds.reduce((s, id) => s + bookOf(id).refundsApplied, 0),
    });

    // 2. No txId took effect twice: one journal per (kind, vendor, txId), one transaction row per journal.
    const twice = await db
      .selectFrom('ledger_journals')
      .where('kind', 'in', ['game_bet', 'game_win', 'game_refund'])
      .select([sql<string>`metadata->>'vendorCode'`.as('vendor'), sql<string>`metadata->>'txId'`.as('txId'), 'kind', sql<number>`count(*)::int4`.as('n')])
      .groupBy([sql`metadata->>'vendorCode'`, sql`metadata->>'txId'`, 'kind'])
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(twice).toEqual([]);
    const sharedJournals = await db
      .selectFrom('game_transactions')
      .where('journal_id', 'is not', null)
      .select(['journal_id', sql<number>`count(*)::int4`.as('n')])
      .groupBy('journal_id')
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(sharedJournals).toEqual([]);

    // 3. The game's own records: rounds and acknowledged transactions per member.
    const rounds = await db
      .selectFrom('game_rounds')
      .select([
        'member_id',
        sql<bigint>`sum(bet_amount)::int8`.as('bets'),
        sql<bigint>`sum(win_amount)::int8`.as('wins'),
        sql<bigint>`sum(refund_amount)::int8`.as('refunds'),
      ])
      .groupBy('member_id')
      .execute();
    const transactions = await db
      .selectFrom('game_transactions')
      .where(sql`response->>'status'`, '=', 'OK')
      .where('action', 'in', ['bet', 'win'])
      .select([
        'member_id',
        sql<bigint>`coalesce(sum(amount) filter (where action = 'bet'), 0)::int8`.as('bets'),
        sql<bigint>`coalesce(sum(amount) filter (where action = 'win'), 0)::int8`.as('wins'),
      ])
      .groupBy('member_id')
      .execute();
    const totalsOf = <R extends { member_id: bigint }>(rows: R[], id: string) => rows.find((r) => String(r.member_id) === id);
    expect(
      expected.map(({ id }) => ({
        id,
        bets: totalsOf(rounds, id)?.bets ?? 0n,
        wins: totalsOf(rounds, id)?.wins ?? 0n,
        refunds: totalsOf(rounds, id)?.refunds ?? 0n,
      })),
    ).toEqual(expected.map(({ id, bets, wins, refunds }) => ({ id, bets, wins, refunds })));
    expect(expected.map(({ id }) => ({ id, bets: totalsOf(transactions, id)?.bets ?? 0n, wins: totalsOf(transactions, id)?.wins ?? 0n }))).toEqual(
      expected.map(({ id, bets, wins }) => ({ id, bets, wins })),
    );

    // Every round got exactly one win (closing it) or had its only bet rolled back (cancelling it); none is left open.
    const statuses = await db
      .selectFrom('game_rounds')
      .select(['status', sql<number>`count(*)::int4`.as('n'), sql<number>`sum(bet_count)::int4`.as('bets')])
      .groupBy('status')
      .execute();
    const total = (pick: (b: Book) => number) => memberIds.reduce((s, id) => s + pick(bookOf(id)), 0);
    expect({
      closed: statuses.find((r) => r.status === 'closed')?.n ?? 0,
      cancelled: statuses.find((r) => r.status === 'cancelled')?.n ?? 0,
      open: statuses.find((r) => r.status === 'open')?.n ?? 0,
      bets: statuses.reduce((s, r) => s + r.bets, 0),
    }).toEqual({ closed: total((b) => b.winsApplied), cancelled: total((b) => b.refundsApplied), open: 0, bets: total((b) => b.betsApplied) });

    // 4. The aggregates points, VIP, missions and agents read: the same figures per member, hourly and per business day.
    const sources = [
      ['member_game_hourly', sql`member_game_hourly`],
      ['member_game_days', sql`member_game_days('Asia/Kolkata', '2000-01-01', '2100-01-01')`],
    ] as const;
    for (const [table, source] of sources) {
      const { rows } = await sql<{ member_id: bigint; bets: bigint; wins: bigint; refunds: bigint; pl: bigint; n: number }>`
        select member_id, sum(bet_amount)::int8 as bets, sum(win_amount)::int8 as wins, sum(refund_amount)::int8 as refunds,
          sum(profit_loss)::int8 as pl, sum(bet_count)::int4 as n
        from ${source} g group by member_id`.execute(db);
      expect(
        expected.map(({ id }) => ({
          table,
          id,
          bets: totalsOf(rows, id)?.bets ?? 0n,
          wins: totalsOf(rows, id)?.wins ?? 0n,
          refunds: totalsOf(rows, id)?.refunds ?? 0n,
          pl: totalsOf(rows, id)?.pl ?? 0n,
          n: totalsOf(rows, id)?.n ?? 0,
        })),
      ).toEqual(
        expected.map(({ id, bets, wins, refunds }) => ({ table, id, bets, wins, refunds, pl: wins - bets + refunds, n: bookOf(BigInt(id)).betsApplied })),
      );
    }

    // 5. The vendors' house accounts took the other side of every game leg.
    const house = await db
      .selectFrom('ledger_legs as l')
      .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
      .where('a.kind', '=', 'house_game')
      .where('a.owner_id', 'in', VENDOR_CODES)
      .select(sql<bigint>`coalesce(sum(l.amount), 0)::int8`.as('total'))
      .executeTakeFirstOrThrow();
    const sum = (pick: (e: (typeof expected)[number]) => bigint) => expected.reduce((s, e) => s + pick(e), 0n);
    expect(house.total).toBe(sum((e) => e.bets) - sum((e) => e.wins) - sum((e) => e.refunds));
  }, 600_000);
});
