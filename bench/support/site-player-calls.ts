import { randomInt, randomUUID } from 'node:crypto';
import { encryptForServer, type PublicKeyResponse } from '@gp/contracts';
import { signVendorBody } from '@gp/contracts/node/vendor-signature';
import type { CallStats } from './call-stats';
import { benchCurrency, type BenchVendor } from './gateway-bench-players';
import { answerText, type HttpCall, type HttpPool } from './http-pool';
import type { LobbyPaths } from './site-lobby';
import type { SitePlayer } from './site-players';

export type SiteCallKind = 'sign-in' | 'lobby' | 'login' | 'balance' | 'bet' | 'win';

/**
 * A player as the load follows it: its site session, its loops, and the balance its answered bets
 * and wins make. `loginOffset` staggers the players' logins over the loops: players move through
 * their loops at about the same pace, and logins all in the same loop would come as one wave.
 */
export type SimulatedPlayer = SitePlayer & { token: string | null; loops: number; loginOffset: number; rounds: number; expected: bigint };

export type SiteCallsOptions = {
  /** One per API instance; each call goes to the next (round-robin, as a load balancer would). */
  pools: HttpPool[];
  stats: CallStats<SiteCallKind>;
  vendor: BenchVendor;
  lobby: LobbyPaths;
  publicKey: PublicKeyResponse;
  password: string;
  /** Makes round ids unique across the runs on one database (warm-up, timed window). */
  label: string;
};

type Check = (status: number, text: string) => string | undefined;

/** A player-site answer: 2xx with code "0"; anything else is named by its status and the start of its body. */
const siteAnswer: Check = (status, text) => {
  if (status >= 200 && status < 300 && (JSON.parse(text) as { code?: string }).code === '0') return undefined;
  return `${status} ${text.slice(0, 120)}`;
};

/** A vendor wallet answer: 200 with status OK. */
const walletAnswer: Check = (status, text) => {
  if (status === 200 && (JSON.parse(text) as { status?: string }).status === 'OK') return undefined;
  return `${status} ${text.slice(0, 120)}`;
};

/**
 * The calls a simulated player makes, each timed and checked into `stats`: signing in (the sealed
 * login body, argon2 on the server), the lobby, the balance, and a bet with its win as the demo
 * vendor sends them (signed, fresh requestId and timestamp). Balances read back (the balance route,
 * each wallet answer) are compared with what the player's answered calls add up to: its calls run
 * one after another, so any difference is a bet or win applied other than once.
 */
export const createSiteCalls = (options: SiteCallsOptions) => {
  const { pools, stats, vendor, lobby, publicKey, password, label } = options;
  let next = 0;
  const counts = { walletOk: 0, balanceOff: 0 };

  /** The answer's text when it passed `check`, else null (the failure is recorded). */
  const call = async (kind: SiteCallKind, request: HttpCall, check: Check): Promise<string | null> => {
    const pool = pools[next % pools.length]!;
    next += 1;
    const started = performance.now();
    try {
      const answer = await pool.send(request);
      const ms = performance.now() - started;
      const text = answerText(answer);
      let failure: string | undefined;
      try {
        failure = check(answer.status, text);
      } catch {
        failure = `${answer.status} unreadable: ${text.slice(0, 120)}`;
      }
      stats.record(kind, ms, failure);
      return failure === undefined ? text : null;
    } catch (error) {
      stats.record(kind, performance.now() - started, `no answer: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  const siteHeaders = (player: SimulatedPlayer): Record<string, string> => ({
    // What a browser sends: the API compresses answers over 1 KiB for it.
    'accept-encoding': 'br, gzip',
    ...(player.token ? { authorization: `Bearer ${player.token}` } : {}),
  });

  const login = async (player: SimulatedPlayer, kind: 'sign-in' | 'login') => {
    // Sealed just before it is sent: an envelope opens once, within its time window.
    const body = JSON.stringify(await encryptForServer(publicKey, { type: 'username', username: player.account, password }));
    const text = await call(
      kind,
      { method: 'POST', path: '/wps/session/login', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, body },
      (status, answer) => {
        const failure = siteAnswer(status, answer);
        if (failure !== undefined) return failure;
        return (JSON.parse(answer) as { value?: { token?: string } }).value?.token ? undefined : `${status} no token: ${answer.slice(0, 120)}`;
      },
    );
    if (text) player.token = (JSON.parse(text) as { value: { token: string } }).value.token;
  };

  const browse = async (player: SimulatedPlayer) => {
    // Half the lobby calls are the home page's pieces, half its game lists.
    const from = randomInt(2) === 0 ? lobby.home : lobby.browse;
    await call('lobby', { method: 'GET', path: from[randomInt(from.length)]!, headers: siteHeaders(player) }, siteAnswer);
  };

  const readBalance = async (player: SimulatedPlayer) => {
    const text = await call('balance', { method: 'GET', path: '/wps/v2/wallets/balance', headers: siteHeaders(player) }, siteAnswer);
    if (text && (JSON.parse(text) as { value: { balance: number } }).value.balance !== Number(player.expected)) counts.balanceOff += 1;
  };

  const walletCall = async (player: SimulatedPlayer, action: 'bet' | 'win', body: Record<string, unknown>): Promise<boolean> => {
    const raw = JSON.stringify({
      requestId: randomUUID(),
      timestamp: Date.now(),
      playerId: String(player.memberId),
      sessionToken: player.sessionToken,
      ...body,
    });
    const headers = { 'content-type': 'application/json', 'x-signature': signVendorBody(vendor.secret, raw) };
    const text = await call(action, { method: 'POST', path: `/gw/v1/${vendor.code}/${action}`, headers, body: raw }, walletAnswer);
    if (!text) return false;
    counts.walletOk += 1;
    player.expected += BigInt(action === 'bet' ? -Number(body.amount) : Number(body.amount));
    if ((JSON.parse(text) as { balance?: number }).balance !== Number(player.expected)) counts.balanceOff += 1;
    return true;
  };

  /** A spin: the bet, then (once it is taken) the win that closes the round, nothing won most times. */
  const play = async (player: SimulatedPlayer, open: () => boolean) => {
    player.rounds += 1;
    const roundId = `${label}-${player.memberId}-${player.rounds}`;
    const stake = 100 + randomInt(4_901);
    const common = { gameCode: vendor.gameCode, roundId, currency: benchCurrency };
    if (!(await walletCall(player, 'bet', { ...common, txId: `${roundId}-b`, amount: stake })) || !open()) return;
    const won = randomInt(10) < 4 ? randomInt(3 * stake + 1) : 0;
    await walletCall(player, 'win', { ...common, txId: `${roundId}-w`, betTxId: `${roundId}-b`, amount: won, roundClosed: true });
  };

  /**
   * One visit of the player: a login every `loginEvery`th loop (the first was before), `lobbyCalls`
   * lobby calls, the balance, `spins` spins. No call starts once `open` says the run is over.
   */
  const loop = async (player: SimulatedPlayer, mix: { loginEvery: number; lobbyCalls: number; spins: number }, open: () => boolean) => {
    if (player.loops > 0 && (player.loops + player.loginOffset) % mix.loginEvery === 0) {
      if (!open()) return;
      await login(player, 'login');
    }
    for (let i = 0; i < mix.lobbyCalls; i += 1) {
      if (!open()) return;
      await browse(player);
    }
    if (!open()) return;
    await readBalance(player);
    for (let i = 0; i < mix.spins; i += 1) {
      if (!open()) return;
      await play(player, open);
    }
    player.loops += 1;
  };

  return { signIn: (player: SimulatedPlayer) => login(player, 'sign-in'), loop, counts };
};
