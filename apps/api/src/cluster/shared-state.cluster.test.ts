import { bgsPaths, crashServerMessage, type CrashServerMessage, type CrashState } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGame } from '../modules/games/gateway/gateway.test-support';
import { addBankMember, addBankVendor, depositTo, type BankVendor } from '../modules/games/gateway/gateway-bank.test-support';
import { addBgsCatalog, gameCodeOf } from '../modules/games/bgs/bgs.test-support';
import { fundMember, newMember, type TestMember } from '../modules/money/wallet/wallet.test-support';
import { connectChatSocket, goOnDuty, openChat } from '../modules/support/chat/chat.test-support';
import { bearer, testPassword } from '../testing/test-app';
import { startApiInstances, type ApiInstances } from './testing/api-instances';
import { callJson, outcomeOf } from './testing/http';
import { connectFrames } from './testing/socket-frames';
import { openWalletSession, statusOf, walletClients, type WalletSession } from './testing/wallet-calls';

/**
 * Two API processes over one PostgreSQL and one Redis behave as one: a rate limit and a sign-in lock
 * count calls to both, a staff change through one is what the other serves next (caches kept for
 * ten minutes, so only the cluster bus can explain a fresh read), a crash bet and a chat message
 * reach sockets held by the other, and both expose their metrics and readiness.
 */

const loginLimit = 5;
const maxFailures = 3;
const hugeCacheMs = '600000';

let cluster: ApiInstances;
let admin: string;
let player: TestMember;
let gatewayVendor: BankVendor;
let listVendor: BankVendor;
let listGameIds: number[];
let hotMember: bigint;

beforeAll(async () => {
  cluster = await startApiInstances({
    env: {
      CATALOG_CACHE_MS: hugeCacheMs,
      SETTINGS_CACHE_MS: hugeCacheMs,
      RATE_LIMIT_LOGIN_PER_MINUTE: String(loginLimit),
      STAFF_LOGIN_MAX_FAILURES: String(maxFailures),
      // One proxy hop: X-Forwarded-For names the client, so each test counts under an address of its own.
      TRUST_PROXY: '1',
      BGS_CRASH_LOOP: 'true',
      BGS_CRASH_BETTING_MS: '2500',
      BGS_CRASH_PAUSE_MS: '300',
      BGS_CRASH_GROWTH_PER_MS: '0.005',
    },
    seed: async (t) => {
      await addBgsCatalog(t);
      player = await newMember(t);
      await fundMember(t, player, 1_000_000);
      const master = 'cluster-shared-state-master-secret-0123';
      gatewayVendor = await addBankVendor(t.database.db, 'CLUSTERGW', master);
      listVendor = await addBankVendor(t.database.db, 'CLUSTERLIST', master);
      const second = await addGame(t, { id: listVendor.vendorId, code: listVendor.code }, 'CLUSTERLIST-SLOT2');
      listGameIds = [listVendor.gameId, second.id];
      hotMember = await addBankMember(t.database.db, 'clustergw01');
      await depositTo(t.database.db, hotMember, 100_000n);
    },
  });
  admin = await cluster.t.staffToken(['admin']);
});
afterAll(async () => cluster?.close());

const [A, B] = [0, 1];
const url = (i: number, path: string) => `${cluster.url(i)}${path}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('limits shared by two instances', () => {
  it('counts a rate-limited route across both: the limit + 1-th call overall is 429 RATE_LIMITED', async () => {
    const outcomes: string[] = [];
    for (let n = 0; n <= loginLimit; n += 1) {
      // A new name each time, so no name reaches its own failure lock before the route's limit.
      const answer = await callJson(url(n % 2, '/bo/auth/login'), {
        method: 'POST',
        headers: from('203.0.113.10'),
        body: { username: `nobody${n}`, password: 'wrong password' },
      });
      outcomes.push(outcomeOf(answer));
    }
    expect(outcomes).toEqual([...Array.from({ length: loginLimit }, () => '401 INVALID_CREDENTIALS'), '429 RATE_LIMITED']);
    // Another client is not held back by the first one's count.
    const other = await callJson(url(B, '/bo/auth/login'), { method: 'POST', headers: from('203.0.113.11'), body: { username: 'nobody', password: 'x' } });
    expect(outcomeOf(other)).toBe('401 INVALID_CREDENTIALS');
  });

  it('locks a staff account after the configured failures, however they were spread over the instances', async () => {
    const username = 'clusterlocked';
    await cluster.t.staffToken(['support'], username);
    const outcomes: string[] = [];
    for (let n = 0; n < maxFailures; n += 1) {
      const answer = await callJson(url(n % 2, '/bo/auth/login'), {
        method: 'POST',
        headers: from('203.0.113.20'),
        body: { username, password: 'wrong password' },
      });
      outcomes.push(outcomeOf(answer));
    }
    expect(outcomes).toEqual([...Array.from({ length: maxFailures - 1 }, () => '401 INVALID_CREDENTIALS'), '429 ACCOUNT_LOCKED']);
    // Locked on both: the right password does not get in through either.
    for (const i of [A, B]) {
      const right = await callJson(url(i, '/bo/auth/login'), { method: 'POST', headers: from('203.0.113.21'), body: { username, password: testPassword } });
      expect(outcomeOf(right)).toBe('429 ACCOUNT_LOCKED');
    }
  });
});

describe('sockets fed by either instance', () => {
  const stateOf = (message: CrashServerMessage): CrashState | null => (message.type === 'state' ? message.state : null);

  it("shows a crash bet placed through A on a socket held by B before the round's next phase", async () => {
    const socket = await connectFrames(url(B, bgsPaths.crashSocket).replace(/^http/, 'ws'), (raw) => crashServerMessage.parse(raw));
    try {
      // A round still taking bets for a while: the bet must be seen while betting is open.
      const open = stateOf(
        await socket.next((m) => {
          const state = stateOf(m);
          return state?.phase === 'betting' && state.bets.length === 0 && (state.bettingEndsAt ?? 0) - Date.now() >= 1200;
        }, 20_000),
      ) as CrashState;
      const bet = await callJson(url(A, bgsPaths.crashBet), {
        method: 'POST',
        headers: bearer(player.token),
        body: { gameCode: gameCodeOf('crash'), amount: 1000 },
      });
      expect(outcomeOf(bet), JSON.stringify(bet.body)).toBe('200');
      const seen = stateOf(
        await socket.next((m) => {
          const state = stateOf(m);
          return state !== null && state.roundId === open.roundId && (state.bets.length > 0 || state.phase !== 'betting');
        }, 5000),
      ) as CrashState;
      expect(seen.phase).toBe('betting');
      expect(seen.bets).toEqual([expect.objectContaining({ amount: 1000, player: player.account.slice(0, 2) + '***' })]);
    } finally {
      socket.close();
    }
  });

  it('delivers a chat message sent through A to the visitor socket held by B', async () => {
    const agent = await cluster.t.staffToken(['support']);
    await goOnDuty(cluster.t, agent);
    const chat = await openChat(cluster.t, { name: 'Visitor across instances' });
    const visitor = await connectChatSocket(cluster.url(B), { chatToken: chat.token });
    try {
      const take = await callJson(url(A, '/bo/chat/take'), { method: 'POST', headers: bearer(agent), body: { chatId: chat.chat.id } });
      expect(outcomeOf(take), JSON.stringify(take.body)).toBe('200');
      expect(await visitor.next((f) => f.type === 'chat')).toMatchObject({ chat: { id: chat.chat.id, status: 'active' } });
      const said = await callJson(url(A, '/bo/chat/messages'), {
        method: 'POST',
        headers: bearer(agent),
        body: { chatId: chat.chat.id, text: 'sent through A' },
      });
      expect(outcomeOf(said)).toBe('200');
      expect(await visitor.next((f) => f.type === 'message')).toMatchObject({ message: { text: 'sent through A', sender: 'staff' } });
    } finally {
      visitor.close();
    }
  });
});

describe('caches cleared on every instance by a staff change', () => {
  const gameList = (i: number) => callJson(url(i, `/wps/relay/GCSGAME_gameList?vassalage=${listVendor.code}&pageSize=50`));
  const gameIdsOf = (answer: Awaited<ReturnType<typeof gameList>>) =>
    ((answer.body.value as { games: { nodeId: number }[] } | undefined)?.games ?? []).map((g) => g.nodeId).sort((x, y) => x - y);

  it("shows a game disabled through A missing from B's next game list", async () => {
    // Both lists cached first: for ten minutes, unless someone clears them.
    for (const i of [A, B]) expect(gameIdsOf(await gameList(i))).toEqual([...listGameIds].sort((x, y) => x - y));
    const hidden = listGameIds[1] as number;
    const patched = await callJson(url(A, `/bo/catalog/games/${hidden}`), { method: 'PATCH', headers: bearer(admin), body: { enabled: false } });
    expect(outcomeOf(patched), JSON.stringify(patched.body)).toBe('200');
    expect(gameIdsOf(await gameList(B))).toEqual([listGameIds[0]]);
    // And back, through B: A's next list has it again.
    expect(gameIdsOf(await gameList(A))).toEqual([listGameIds[0]]);
    const restored = await callJson(url(B, `/bo/catalog/games/${hidden}`), { method: 'PATCH', headers: bearer(admin), body: { enabled: true } });
    expect(outcomeOf(restored)).toBe('200');
    expect(gameIdsOf(await gameList(A))).toEqual([...listGameIds].sort((x, y) => x - y));
  });

  it("makes B's gateway refuse a vendor disabled through A on its very next call, and serve it again once B re-enables it", async () => {
    const clients = walletClients(cluster, gatewayVendor);
    const session: WalletSession = await openWalletSession(cluster, clients[A]!, hotMember);
    const balance = async (i: number) => {
      const client = clients[i]!;
      return statusOf(await client.sendOnce('balance', client.prepare({ playerId: session.playerId, sessionToken: session.sessionToken })));
    };
    // B's vendor directory is loaded (and would be kept for its cache lifetime).
    expect(await balance(B)).toBe('200 OK');
    const off = await callJson(url(A, `/bo/catalog/vendors/${gatewayVendor.vendorId}`), { method: 'PATCH', headers: bearer(admin), body: { enabled: false } });
    expect(outcomeOf(off), JSON.stringify(off.body)).toBe('200');
    expect(await balance(B)).toBe('200 INVALID_REQUEST UNKNOWN_VENDOR');
    expect(await balance(A)).toBe('200 INVALID_REQUEST UNKNOWN_VENDOR');
    const on = await callJson(url(B, `/bo/catalog/vendors/${gatewayVendor.vendorId}`), { method: 'PATCH', headers: bearer(admin), body: { enabled: true } });
    expect(outcomeOf(on)).toBe('200');
    expect(await balance(A)).toBe('200 OK');
  });

  it('closes the player site on B the moment maintenance is switched on through A, and opens it on A when B switches it off', async () => {
    const menus = (i: number) => callJson(url(i, '/lgw/games/game_menus'));
    const maintenance = async (i: number, mode: 'on' | 'off') => {
      const current = await callJson(url(i, '/bo/settings/maintenance'), { headers: bearer(admin) });
      const version = (current.body.value as { version: number }).version;
      return callJson(url(i, '/bo/settings/maintenance'), {
        method: 'PUT',
        headers: bearer(admin),
        body: { version, value: { mode, startAt: null, endAt: null, message: {} } },
      });
    };
    // Last of the staff changes here: while it is on, every player route of both instances is closed.
    for (const i of [A, B]) expect(outcomeOf(await menus(i))).toBe('200');
    expect(outcomeOf(await maintenance(A, 'on'))).toBe('200');
    expect(outcomeOf(await menus(B))).toBe('503 MAINTENANCE');
    expect(outcomeOf(await menus(A))).toBe('503 MAINTENANCE');
    expect(outcomeOf(await maintenance(B, 'off'))).toBe('200');
    expect(outcomeOf(await menus(A))).toBe('200');
    expect(outcomeOf(await menus(B))).toBe('200');
  });
});

describe('metrics and readiness', () => {
  const families = [
    'gp_http_requests_total',
    'gp_wallet_calls_total',
    'gp_wallet_batch_size',
    'gp_db_pool_connections',
    'gp_job_runs_total',
    'gp_outbox_depth',
    'gp_websocket_connections',
  ];

  it('serves /metrics only with the bearer token, with every gp_* family, and /readyz 200 on both', async () => {
    for (const i of [A, B]) {
      expect(outcomeOf(await callJson(url(i, '/metrics'))), 'no token').toBe('401 UNAUTHORIZED');
      expect(outcomeOf(await callJson(url(i, '/metrics'), { headers: bearer('not-the-metrics-token-at-all') })), 'wrong token').toBe('401 UNAUTHORIZED');
      const scraped = await cluster.metrics(i);
      for (const family of families) expect(scraped.families, `instance ${i} lacks ${family}`).toContain(family);
      expect(scraped.sum('gp_http_requests_total')).toBeGreaterThan(0);
      expect(scraped.sum('gp_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      const ready = await callJson(url(i, '/readyz'));
      expect([ready.status, ready.body.value]).toEqual([200, { status: 'ready' }]);
    }
    // B answered the gateway's balance calls above, by vendor and outcome.
    const b = await cluster.metrics(B);
    expect(b.sum('gp_wallet_calls_total', { vendor: gatewayVendor.code, action: 'balance', outcome: 'OK' })).toBeGreaterThanOrEqual(1);
  });
});
