import { readdirSync, readFileSync } from 'node:fs';
import { createDb } from '@gp/db';
import { sql } from 'kysely';
import { checkLedgerInvariants } from '../apps/api/src/modules/money/ledger';
import type { VendorSession } from '../apps/demo-vendor/src/sessions';
import { openBookDatabase } from '../apps/demo-vendor/src/sports/book/database';
import { defaultBookConfig } from '../apps/demo-vendor/src/sports/book/config';
import { createSportsbook } from '../apps/demo-vendor/src/sports/book/sportsbook';
import { manualClock } from '../apps/demo-vendor/src/sports/feed/clock';
import { createSportsFeed, defaultFeedConfig } from '../apps/demo-vendor/src/sports/feed/feed';
import type { FixtureSummary } from '../apps/demo-vendor/src/sports/feed/types';
import { createWalletClient } from '../apps/demo-vendor/src/wallet-client';
import { fmt, inParallel, load } from './support/run-helpers';
import { databaseUrl, dropDatabase, recreateDatabase } from './support/bench-postgres';
import { startBenchServer } from './support/bench-server';
import { databaseCpu, nodeCpu } from './support/cpu-time';
import { addBenchPlayers, addBenchVendor, benchCurrency } from './support/gateway-bench-players';

/**
 * The sportsbook's settlement through the vendor wallet API (docs/sportsbook.md): the real API
 * (`apps/api/src/main.ts`) on a fresh PostgreSQL database, the demo vendor's sportsbook in this
 * process on its own PostgreSQL database, and its feed on a manual clock. PLAYERS members (1,000)
 * each place BETS_PER_PLAYER bets (100: singles and 2-4 leg parlays on the matches starting in the
 * next two hours; a refused slip is drawn again) through the book's placement, which takes each
 * stake with a signed `bet` over HTTP. Then the clock moves past the end of those matches and the
 * settlement is timed: the book settles every bet in SQL batches while its outbox sends one `win`
 * per bet (0 for a loss) in signed v1.1 batches, CONCURRENCY calls at most in flight. Target:
 * 100,000 open bets settled through the wallet API in under 60 s. Checks after: every call
 * answered OK, the platform paid what the book returned, the ledger's invariants hold. Env:
 * PLAYERS, BETS_PER_PLAYER, CONCURRENCY (64), BENCH_PORT (3215), DATABASE_URL (any database on
 * the server). Run: npm run bench:sports.
 */
const players = Number(process.env.PLAYERS ?? 1_000);
const betsPerPlayer = Number(process.env.BETS_PER_PLAYER ?? 100);
const concurrency = Number(process.env.CONCURRENCY ?? 64);
const port = Number(process.env.BENCH_PORT ?? 3215);
const MASTER = 'sports-bench-master-secret-0123456789';
const platformDb = 'gp_bench_sports';
const bookDb = 'gp_bench_sportsbook';
const hourMs = 3_600_000;

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** CPU seconds of the API server's processes (found by their command line and port), from /proc. */
const apiCpu = (): number => {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('apps/api/src/main.ts') || !readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`PORT=${port}\0`)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return ticks / 100;
};

/** A small deterministic generator, so two runs place the same bets. */
const lcg = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

const server = await startBenchServer({ dbName: platformDb, port, env: { SEED_DEMO: 'false', DEMO_VENDOR_SECRET: MASTER } });
const platform = await createDb({ kind: 'postgres', url: databaseUrl(platformDb), poolSize: 8 });
await recreateDatabase(bookDb);
const book = await openBookDatabase({ kind: 'postgres', url: databaseUrl(bookDb), poolSize: 20 });
try {
  // A sports vendor on wallet API 1.1, as the seed makes the demo's sports vendors.
  const vendor = await addBenchVendor(platform.db, 'SPORTBENCH', MASTER);
  await platform.db.updateTable('catalog_vendors').set({ game_type: 'SPORTS', wallet_api_version: '1.1' }).where('id', '=', vendor.id).execute();
  await platform.db.updateTable('catalog_games').set({ game_type: 'SPORTS' }).where('id', '=', vendor.gameId).execute();
  const members = await addBenchPlayers(platform.db, server.base, vendor, players, 1_000_000_000n);

  const start = Date.UTC(2026, 10, 30, 10, 0);
  const clock = manualClock(start);
  const feed = createSportsFeed(defaultFeedConfig, clock);
  const wallet = createWalletClient({ baseUrl: server.base, secretFor: (code) => (code === vendor.code ? vendor.secret : undefined), timeoutMs: 30_000 });
  const sportsbook = createSportsbook({ db: book.db, feed, wallet, config: { ...defaultBookConfig, concurrency } });

  // Pre-match selections of the matches kicking off in the next two hours, priced now.
  const view = feed.at(start);
  const matches = (['football', 'basketball', 'tennis', 'esports'] as const)
    .flatMap((sport) => view.fixtures({ sport, status: 'upcoming' }))
    .filter((f: FixtureSummary) => f.startsAt > start + 60_000 && f.startsAt < start + 2 * hourMs);
  const offers = matches.map((f) => {
    const detail = view.match(f.id)!;
    return detail.markets.filter((m) => m.status === 'open').flatMap((m) => m.selections.map((s) => ({ selectionId: s.id, odds: s.odds })));
  });
  if (matches.length < 5) throw new Error(`only ${matches.length} matches start in the next two hours`);
  console.log(`${matches.length} matches, ${offers.reduce((n, o) => n + o.length, 0)} selections open; load ${load()}`);

  const sessions: VendorSession[] = members.map((m, i) => ({
    id: `bench-${i}`,
    mode: 'real',
    vendorCode: vendor.code,
    gameCode: vendor.gameCode,
    language: 'en',
    lobbyUrl: null,
    player: { playerId: m.playerId, sessionToken: m.sessionToken, nickname: '' },
    currency: benchCurrency,
    balance: 0,
    lastSeen: Date.now(),
    busy: false,
  }));

  // Placing: each member's bets one after another, 32 members at a time.
  const refusals = new Map<string, number>();
  let placed = 0;
  const placing = performance.now();
  await inParallel(sessions, 32, async (session, index) => {
    const random = lcg(index + 1);
    // Until the member has BETS_PER_PLAYER open bets: a parlay over the payout limit is refused and
    // another slip is drawn.
    let open = 0;
    for (let attempt = 0; open < betsPerPlayer && attempt < 2 * betsPerPlayer; attempt += 1) {
      const legCount = random() < 0.7 ? 1 : 2 + Math.floor(random() * 3);
      const picked = new Set<number>();
      while (picked.size < legCount) picked.add(Math.floor(random() * matches.length));
      const legs = [...picked].map((m) => {
        const options = offers[m]!;
        return options[Math.floor(random() * options.length)]!;
      });
      const stake = 100 + Math.floor(random() * 10) * 100;
      const answer = await sportsbook.placement.place(session, { stake, oddsPolicy: 'any', legs });
      if (answer.ok) {
        placed += 1;
        open += 1;
      } else refusals.set(answer.code, (refusals.get(answer.code) ?? 0) + 1);
    }
  });
  const placingMs = performance.now() - placing;
  console.log(
    `placed ${fmt(placed)} bets in ${seconds(placingMs)} s (${fmt(placed / (placingMs / 1000))} bets/s); refused ${JSON.stringify(Object.fromEntries(refusals))}`,
  );

  // Every match of the slips has ended (and most corrections are out) six hours later.
  clock.set(start + 6 * hourMs);
  // The book's own database is left out: its pool opens and closes connections during the run, so
  // summing its backends' CPU before and after says nothing.
  const cpuBefore = { platformDb: await databaseCpu(platform.db), api: apiCpu(), bench: nodeCpu() };
  const settling = performance.now();
  // As in production, the outbox sends while the settlement still records.
  sportsbook.outbox.start();
  let settled = 0;
  for (;;) {
    const run = await sportsbook.settlement.runOnce();
    settled += run.settled;
    if (run.settled === 0 && run.resettled === 0) break;
  }
  const settledMs = performance.now() - settling;
  await sportsbook.outbox.drain();
  await sportsbook.outbox.stop();
  const totalMs = performance.now() - settling;

  const cpu = {
    platformDb: (await databaseCpu(platform.db)) - cpuBefore.platformDb,
    api: apiCpu() - cpuBefore.api,
    bench: nodeCpu() - cpuBefore.bench,
  };
  const calls = await sql<{ status: string | null; n: string }>`select status, count(*)::text as n from sportsbook.wallet_calls group by status`.execute(
    book.db,
  );
  const returned = await sql<{ total: string }>`select coalesce(sum(settled_return), 0)::text as total from sportsbook.bets where status <> 'open'`.execute(
    book.db,
  );
  const paid = await platform.db
    .selectFrom('game_transactions')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('vendor_id', '=', vendor.id)
    .where('action', 'in', ['win', 'adjust'])
    .executeTakeFirstOrThrow();
  console.log(`settled ${fmt(settled)} bets: settlement in SQL ${seconds(settledMs)} s, all wallet calls answered after ${seconds(totalMs)} s; load ${load()}`);
  console.log(
    `CPU during settlement: platform database ${cpu.platformDb.toFixed(2)} s, API ${cpu.api.toFixed(2)} s, book and outbox (this process) ${cpu.bench.toFixed(2)} s`,
  );
  console.log(`wallet calls by status: ${calls.rows.map((r) => `${r.status ?? 'unsent'} ${r.n}`).join(', ')}`);
  console.log(`book returned ${returned.rows[0]?.total}, platform paid ${paid.total}`);
  console.log(
    `settlement of ${fmt(settled)} open bets through the wallet API: ${seconds(totalMs)} s (target < 60 s), ${fmt(settled / (totalMs / 1000))} bets/s`,
  );
  const problems = await checkLedgerInvariants(platform.db);
  if (problems.length > 0) throw new Error(`ledger invariants broken: ${JSON.stringify(problems)}`);
  if (returned.rows[0]?.total !== paid.total) throw new Error('the platform did not pay what the book returned');
  console.log('ledger invariants hold');
} finally {
  await book.close();
  await platform.close();
  await server.stop();
  await dropDatabase(bookDb);
}
