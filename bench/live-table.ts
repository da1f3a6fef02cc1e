import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb } from '@gp/db';
import WebSocket from 'ws';
import { hashToken, newToken } from '../apps/api/src/lib/tokens';
import { checkLedgerInvariants, openHouseAccount, openMainWallet, postJournal } from '../apps/api/src/modules/money/ledger';
import { fmt, inParallel, load } from './support/run-helpers';
import { databaseUrl } from './support/bench-postgres';
import { startBenchServer } from './support/bench-server';
import { median } from './support/cpu-time';
import { addBenchVendor, benchCurrency } from './support/gateway-bench-players';

/**
 * A live table at scale (docs/halls.md). The real API on a fresh PostgreSQL database and the demo
 * vendor as its own process (`apps/demo-vendor/src/main.ts`), as `npm start` runs them.
 *
 * 1. One table, PLAYERS real-money players (1,000): each opens the game through a launch token and
 *    `/play`, joins the table over the vendor's socket and, in one betting window, places a bet (a
 *    signed `bet` each). Timed: from the result reaching the players to the last player's
 *    `settled` frame (every player's round paid through the wallet API in v1.1 batches, answered,
 *    and told). Target: under 2 s. Checked after: every player settled, the ledger's invariants.
 * 2. IDLE (5,000) sockets joined to live tables at the vendor and as many on the API's crash-game
 *    socket, held open; the resident memory of the vendor and API processes with them, against
 *    the same processes before. Target: under 1 GiB for the pair.
 *
 * Env: PLAYERS, IDLE, BENCH_PORT (3216; the vendor takes the next), DATABASE_URL. Run: npm run bench:live.
 */
const players = Number(process.env.PLAYERS ?? 1_000);
const idle = Number(process.env.IDLE ?? 5_000);
const port = Number(process.env.BENCH_PORT ?? 3216);
const vendorPort = port + 1;
const MASTER = 'live-bench-master-secret-0123456789';
const dbName = 'gp_bench_live';
const table = { vendor: 'AURORA_LIVE', game: 'AURORA_LIVE_0001' };
const root = resolve(import.meta.dirname, '..');
const vendorUrl = `http://127.0.0.1:${vendorPort}`;

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/**
 * Resident memory (KiB) of the Node process running `script` with PORT=`onPort` in its environment:
 * the one tsx's loader runs in, not the npx and tsx wrappers that started it.
 */
const rssOf = (script: string, onPort: number): number => {
  let kib = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes(script) || !cmdline.includes('tsx/dist/loader.mjs')) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`PORT=${onPort}\0`)) continue;
      const line = readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'));
      kib += Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return kib;
};

type Frame = { type: string } & Record<string, unknown>;

/** A socket joined to a session's hall, handing frames to `onFrame` (the benchmark keeps none it does not need). */
const joinHall = (url: string, session: string | null, onFrame: (frame: Frame) => void): Promise<WebSocket> =>
  new Promise((resolveOpen, reject) => {
    const socket = new WebSocket(url);
    socket.on('message', (data) => onFrame(JSON.parse(String(data)) as Frame));
    socket.once('error', reject);
    socket.once('open', () => {
      if (session) socket.send(JSON.stringify({ type: 'join', session }));
      resolveOpen(socket);
    });
  });

const sessionOf = async (query: string): Promise<string> => {
  const response = await fetch(`${vendorUrl}/play?${query}`, { redirect: 'manual' });
  const sid = /\/game\/([^?]+)/.exec(response.headers.get('location') ?? '')?.[1];
  if (!sid) throw new Error(`no session (${response.status}): ${await response.text()}`);
  return sid;
};

const waitFor = async (check: () => boolean, what: string, ms = 120_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const server = await startBenchServer({ dbName, port, env: { SEED_DEMO: 'false', DEMO_VENDOR_SECRET: MASTER } });
const platform = await createDb({ kind: 'postgres', url: databaseUrl(dbName), poolSize: 8 });
const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-live-vendor-'));
const vendor = spawn('npx', ['tsx', 'apps/demo-vendor/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(vendorPort),
    HOST: '127.0.0.1',
    PLATFORM_URL: server.base,
    DEMO_VENDOR_SECRET: MASTER,
    DEMO_VENDOR_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const sockets: WebSocket[] = [];
try {
  // The live vendor as the seed makes it: its table game, on wallet API 1.1, launching at the vendor.
  const live = await addBenchVendor(platform.db, table.vendor, MASTER, { code: table.game, type: 'LIVE' });
  await platform.db.updateTable('catalog_vendors').set({ wallet_api_version: '1.1' }).where('id', '=', live.id).execute();
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${vendorUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  // Players: funded members, each with a launch token opened at the vendor (authenticate).
  const members = await platform.db
    .insertInto('members')
    .values(
      Array.from({ length: players }, (_, i) => ({
        account: `livebench${i}`,
        nickname: `livebench${i}`,
        password_hash: 'bench',
        register_method: 'staff' as const,
        profile: '{}',
        password_changed_at: new Date(),
        created_at: new Date(),
      })),
    )
    .returning(['id'])
    .execute();
  const house = await openHouseAccount(platform.db, 'house_payment', benchCurrency, 'BENCH');
  const sessions: string[] = [];
  const opening = performance.now();
  await inParallel(members, 16, async ({ id }) => {
    const wallet = await openMainWallet(platform.db, { id, isAgent: false }, benchCurrency);
    await postJournal(platform.db, {
      idempotencyKey: `livebench:fund:${id}`,
      kind: 'deposit',
      legs: [
        { accountId: house.id, amount: -10_000_000n },
        { accountId: wallet.id, amount: 10_000_000n },
      ],
    });
    const token = newToken();
    await platform.db
      .insertInto('game_launch_tokens')
      .values({
        token_hash: hashToken(token),
        member_id: id,
        vendor_id: live.id,
        game_id: live.gameId,
        currency: benchCurrency,
        language: 'en',
        expires_at: new Date(Date.now() + 600_000),
      })
      .execute();
    sessions.push(await sessionOf(`vendor=${table.vendor}&game=${table.game}&mode=real&lang=en&token=${encodeURIComponent(token)}`));
  });
  console.log(`${fmt(players)} players opened the table in ${((performance.now() - opening) / 1000).toFixed(1)} s; load ${load()}`);

  // Every player at the table; what the benchmark follows of each.
  type Seat = { socket: WebSocket; roundId: string | null; phase: string | null; betOk: boolean; settledAt: number | null; resultAt: number | null };
  const seats: Seat[] = [];
  await inParallel(sessions, 50, async (session) => {
    const seat: Seat = { socket: null as unknown as WebSocket, roundId: null, phase: null, betOk: false, settledAt: null, resultAt: null };
    seat.socket = await joinHall(`${vendorUrl.replace('http', 'ws')}/halls/socket`, session, (frame) => {
      if (frame.type === 'welcome') {
        const round = frame.round as Frame;
        seat.roundId = round.roundId as string;
        seat.phase = round.phase as string;
      } else if (frame.type === 'round') {
        seat.roundId = frame.roundId as string;
        seat.phase = frame.phase as string;
        if (frame.phase === 'result') seat.resultAt ??= performance.now();
      } else if (frame.type === 'bet-ok') seat.betOk = true;
      else if (frame.type === 'settled' && frame.pending === false) seat.settledAt = performance.now();
    });
    seats.push(seat);
    sockets.push(seat.socket);
  });
  await waitFor(() => seats.every((s) => s.phase !== null), 'every welcome');

  // A fresh betting window with time left for a thousand stakes.
  const first = seats[0]!;
  const current = first.roundId;
  await waitFor(() => first.phase === 'betting' && first.roundId !== current, 'the next betting window', 60_000);
  const roundId = first.roundId!;
  for (const seat of seats) seat.resultAt = null;
  const betting = performance.now();
  await inParallel(seats, 100, async (seat, i) => {
    seat.socket.send(JSON.stringify({ type: 'bet', requestId: 'b', roundId, bets: [{ spot: ['player', 'banker', 'tie'][i % 3], amount: 1_000 }] }));
  });
  await waitFor(() => seats.every((s) => s.betOk), 'every bet to be taken', 15_000);
  console.log(`${fmt(players)} bets taken in ${((performance.now() - betting) / 1000).toFixed(2)} s (one signed wallet bet each)`);
  await waitFor(() => seats.every((s) => s.settledAt !== null), 'every player to be paid', 60_000);
  const resultAt = Math.min(...seats.map((s) => s.resultAt!));
  const lastSettled = Math.max(...seats.map((s) => s.settledAt!));
  const perPlayer = seats.map((s) => s.settledAt! - s.resultAt!);
  console.log(
    `round settled for ${fmt(players)} players: ${((lastSettled - resultAt) / 1000).toFixed(3)} s from the result to the last player paid (target < 2 s); median per player ${(median(perPlayer) / 1000).toFixed(3)} s`,
  );
  const rounds = await platform.db
    .selectFrom('game_rounds')
    .select((eb) => [eb.fn.countAll<string>().as('n')])
    .where('round_id', '=', roundId)
    .where('status', '=', 'closed')
    .executeTakeFirstOrThrow();
  if (Number(rounds.n) !== players) throw new Error(`${rounds.n} rounds closed, expected ${players}`);
  const problems = await checkLedgerInvariants(platform.db);
  if (problems.length > 0) throw new Error(`ledger invariants broken: ${JSON.stringify(problems)}`);
  console.log(`${fmt(players)} platform rounds closed; ledger invariants hold`);
  for (const s of sockets.splice(0)) s.close();
  await new Promise((r) => setTimeout(r, 2_000));

  // Idle sockets: fun-money players on ten tables at the vendor, and watchers of the crash game at the API.
  const before = { vendor: rssOf('apps/demo-vendor/src/main.ts', vendorPort), api: rssOf('apps/api/src/main.ts', port) };
  const demoSessions: string[] = [];
  await inParallel(
    Array.from({ length: idle }, (_, i) => i),
    50,
    async (i) => {
      demoSessions.push(await sessionOf(`vendor=${table.vendor}&game=${table.vendor}_${String((i % 10) + 1).padStart(4, '0')}&mode=demo&lang=en`));
    },
  );
  let welcomed = 0;
  await inParallel(demoSessions, 100, async (session) => {
    sockets.push(
      await joinHall(`${vendorUrl.replace('http', 'ws')}/halls/socket`, session, (frame) => {
        if (frame.type === 'welcome') welcomed += 1;
      }),
    );
  });
  await inParallel(
    Array.from({ length: idle }, (_, i) => i),
    100,
    async () => {
      sockets.push(await joinHall(`${server.base.replace('http', 'ws')}/wps/bgs/crash/ws`, null, () => undefined));
    },
  );
  await waitFor(() => welcomed === idle, 'every idle player to be seated');
  // Let the tables run a round with everyone watching, then read the memory.
  await new Promise((r) => setTimeout(r, 30_000));
  const after = { vendor: rssOf('apps/demo-vendor/src/main.ts', vendorPort), api: rssOf('apps/api/src/main.ts', port) };
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  console.log(
    `${fmt(open)} idle sockets open (${fmt(idle)} at the vendor's tables, ${fmt(idle)} on the API's crash socket): vendor ${mib(after.vendor)} (before ${mib(before.vendor)}), API ${mib(after.api)} (before ${mib(before.api)}), pair ${mib(after.vendor + after.api)} (target < 1024 MiB); load ${load()}`,
  );
  if (open !== 2 * idle) throw new Error(`${2 * idle - open} idle sockets closed`);
} finally {
  for (const s of sockets) s.terminate();
  process.kill(-vendor.pid!, 'SIGTERM');
  await new Promise((r) => vendor.once('exit', r));
  await platform.close();
  await server.stop();
  // The vendor's last writes (its call log) may land after npx has exited.
  await new Promise((r) => setTimeout(r, 1_000));
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
