import { createHash } from 'node:crypto';
import type { RandomSource } from '../../rng';
import type { VendorSession } from '../../sessions';
import { broadcast, type Hall, type HallMember } from '../hub/hall';
import type { HallWallet } from '../money/hall-wallet';
import { dealerAt } from './dealers';
import { liveBetDetails } from './live-details';
import type { LiveGame, RevealStep, RoadEntry } from './live-game';
import { liveClientFrame } from './live-frames';
import { createTableChat } from './table-chat';
import { checkTableBet } from './table-bets';

export type TableTiming = {
  bettingMs: number;
  /** Between "no more bets" and the first card or the spin. */
  closedMs: number;
  revealStepMs: number;
  resultMs: number;
  /** A table nobody watches stops after the round in play, and starts again when someone sits. */
  idleMs: number;
  /** Bet totals and the viewer count go out at most this often. */
  totalsEveryMs: number;
};

export const defaultTableTiming: TableTiming = {
  bettingMs: 15_000,
  closedMs: 1_000,
  revealStepMs: 1_000,
  resultMs: 5_000,
  idleMs: 120_000,
  totalsEveryMs: 500,
};

export type TablePhase = 'betting' | 'closed' | 'dealing' | 'result';

type Bettor = {
  session: VendorSession;
  /** A short stable key of the session for transaction ids (the session id itself is a secret). */
  key: string;
  spots: Map<string, number>;
  staked: number;
  firstTxId: string | null;
  seq: number;
  busy: boolean;
};

export type RoundSettled = { roundId: string; players: number; staked: number; paid: number; settledMs: number };

export type LiveTableOptions<Result> = {
  id: string;
  gameCode: string;
  game: LiveGame<Result>;
  wallet: HallWallet;
  random: RandomSource;
  timing?: Partial<TableTiming>;
  /** The table's name in a language (the catalog's name of its game). */
  nameIn: (language: string) => string;
  /** The largest total one player may stake on a round. */
  roundMax: number;
  onSettled?: (settled: RoundSettled) => void;
  now?: () => number;
};

const historyKept = 120;

/**
 * A live table: rounds on a timer for everyone seated. A round opens for bets, closes ("no more
 * bets"), waits for every stake already sent to the wallet, deals step by step, shows the result and
 * pays every player's round at once. Bets are checked against the phase when they arrive, so none
 * placed after the close counts.
 */
export const createLiveTable = <Result>(options: LiveTableOptions<Result>) => {
  const timing = { ...defaultTableTiming, ...options.timing };
  const now = options.now ?? Date.now;
  const { game } = options;
  const members = new Map<string, HallMember>();
  const chat = createTableChat(now);
  const history: RoadEntry[] = [];

  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let totalsTimer: NodeJS.Timeout | null = null;
  let totalsDirty = false;
  let lastMemberAt = now();
  let roundNo = 0;
  let roundId = '';
  let phase: TablePhase = 'result';
  let endsAt = 0;
  let revealed: RevealStep[] = [];
  let result: Result | null = null;
  let bettors = new Map<string, Bettor>();
  let totals = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();

  const membersOf = (sessionId: string) => [...members.values()].filter((m) => m.session.id === sessionId);
  const roundFrame = () => ({
    type: 'round',
    roundId,
    roundNo,
    phase,
    endsAt,
    now: now(),
    steps: revealed,
    result: phase === 'result' ? result : null,
    road: phase === 'result' ? (history.at(-1) ?? null) : null,
  });
  const totalsFrame = () => ({ type: 'totals', roundId, totals: Object.fromEntries(totals), bettors: bettors.size, viewers: members.size });

  const schedule = (ms: number, next: () => void) => {
    if (stopped) return;
    timer = setTimeout(next, ms);
  };

  const flushTotals = () => {
    if (!totalsDirty) return;
    totalsDirty = false;
    broadcast(members.values(), totalsFrame());
  };

  const openRound = () => {
    if (members.size === 0 && now() - lastMemberAt > timing.idleMs) {
      // Idle: nothing ticks until someone sits again (start sets the totals timer back).
      running = false;
      if (totalsTimer) clearInterval(totalsTimer);
      totalsTimer = null;
      return;
    }
    roundNo += 1;
    // Unique across restarts and tables: the platform keys a round by vendor, round id and player.
    roundId = `${options.gameCode}-${now().toString(36)}-${roundNo}`;
    phase = 'betting';
    endsAt = now() + timing.bettingMs;
    revealed = [];
    result = null;
    bettors = new Map();
    totals = new Map();
    broadcast(members.values(), roundFrame());
    schedule(timing.bettingMs, () => void closeRound());
  };

  const closeRound = async () => {
    phase = 'closed';
    endsAt = now() + timing.closedMs;
    broadcast(members.values(), roundFrame());
    flushTotals();
    const waitUntil = now() + timing.closedMs;
    // Stakes sent before the close count; their answers may still be on the way.
    await Promise.allSettled([...inFlight]);
    schedule(Math.max(0, waitUntil - now()), deal);
  };

  const deal = () => {
    const dealt = game.deal(options.random);
    if (dealt.newShoe && history.length > 0) {
      // A new shoe: the roads start again, as the studio's scoreboard is cleared.
      history.length = 0;
      broadcast(members.values(), { type: 'shoe' });
    }
    phase = 'dealing';
    const stepMs = timing.revealStepMs * (game.stepWeight ?? 1);
    endsAt = now() + dealt.steps.length * stepMs;
    broadcast(members.values(), roundFrame());
    const reveal = (index: number) => {
      if (index === dealt.steps.length) return finish(dealt.result);
      const step = dealt.steps[index]!;
      revealed = [...revealed, step];
      broadcast(members.values(), { type: 'step', roundId, step });
      schedule(stepMs, () => reveal(index + 1));
    };
    reveal(0);
  };

  const finish = (dealtResult: Result) => {
    result = dealtResult;
    phase = 'result';
    endsAt = now() + timing.resultMs;
    history.push(game.road(dealtResult));
    if (history.length > historyKept) history.shift();
    broadcast(members.values(), roundFrame());
    void settle(roundId, roundNo, dealtResult, bettors);
    schedule(timing.resultMs, openRound);
  };

  const detailsOf = (bettor: Bettor, no: number, settled?: { returns: ReadonlyMap<string, number>; result: unknown }) =>
    liveBetDetails({
      kind: game.kind,
      place: options.nameIn(bettor.session.language),
      roundNo: no,
      language: bettor.session.language,
      spots: bettor.spots,
      ...(settled ? { settled } : {}),
    });

  const settle = async (settledRound: string, settledNo: number, dealtResult: Result, roundBettors: Map<string, Bettor>) => {
    const started = now();
    const paying = [...roundBettors.values()].filter((b) => b.staked > 0 && b.firstTxId);
    const returns = paying.map((b) => new Map([...b.spots].map(([spot, amount]) => [spot, game.returnOf(spot, amount, dealtResult)])));
    const amounts = returns.map((r) => [...r.values()].reduce((sum, v) => sum + v, 0));
    const answers = await options.wallet.payOut(
      paying.map((b, n) => ({
        session: b.session,
        roundId: settledRound,
        txId: `${settledRound}:${b.key}:w`,
        betTxId: b.firstTxId!,
        amount: amounts[n]!,
        details: detailsOf(b, settledNo, { returns: returns[n]!, result: dealtResult }),
      })),
    );
    answers.forEach((answer, n) => {
      const bettor = paying[n]!;
      const frame = { type: 'settled', roundId: settledRound, staked: bettor.staked, win: amounts[n], balance: answer.balance, pending: !answer.settled };
      for (const member of membersOf(bettor.session.id)) member.send(frame);
    });
    options.onSettled?.({
      roundId: settledRound,
      players: paying.length,
      staked: paying.reduce((s, b) => s + b.staked, 0),
      paid: amounts.reduce((s, a) => s + a, 0),
      settledMs: now() - started,
    });
  };

  const start = () => {
    if (running || stopped) return;
    running = true;
    totalsTimer ??= setInterval(flushTotals, timing.totalsEveryMs);
    openRound();
  };

  const placeBet = async (member: HallMember, frame: { requestId: string; roundId: string; bets: { spot: string; amount: number }[] }) => {
    const refuse = (code: string) => member.send({ type: 'bet-refused', requestId: frame.requestId, code, balance: member.session.balance });
    if (phase !== 'betting' || frame.roundId !== roundId) return refuse('BETTING_CLOSED');
    const session = member.session;
    let bettor = bettors.get(session.id);
    if (bettor?.busy) return refuse('BUSY');
    const checked = checkTableBet(game, frame.bets, bettor?.spots ?? new Map(), bettor?.staked ?? 0, options.roundMax);
    if (!checked.ok) return refuse(checked.code);
    if (!bettor) {
      bettor = {
        session,
        key: createHash('sha256').update(session.id).digest('base64url').slice(0, 10),
        spots: new Map(),
        staked: 0,
        firstTxId: null,
        seq: 0,
        busy: false,
      };
      bettors.set(session.id, bettor);
    }
    const own = bettor;
    own.busy = true;
    own.seq += 1;
    const txId = `${roundId}:${own.key}:${own.seq}`;
    // The bet's details name every spot of the round so far, this stake's included.
    const after = new Map(own.spots);
    for (const [spot, amount] of checked.spots) after.set(spot, (after.get(spot) ?? 0) + amount);
    const details = detailsOf({ ...own, spots: after }, roundNo);
    const staking = options.wallet.stake(session, { roundId, txId, amount: checked.total, details });
    inFlight.add(staking);
    const answer = await staking.finally(() => {
      inFlight.delete(staking);
      own.busy = false;
    });
    if (!answer.ok) {
      if (own.staked === 0) bettors.delete(session.id);
      return member.send({ type: 'bet-refused', requestId: frame.requestId, code: answer.code, balance: answer.balance });
    }
    own.firstTxId ??= txId;
    own.staked += checked.total;
    for (const [spot, amount] of checked.spots) {
      own.spots.set(spot, (own.spots.get(spot) ?? 0) + amount);
      totals.set(spot, (totals.get(spot) ?? 0) + amount);
    }
    totalsDirty = true;
    const accepted = { type: 'bet-ok', requestId: frame.requestId, roundId: frame.roundId, spots: Object.fromEntries(own.spots), balance: answer.balance };
    for (const m of membersOf(session.id)) m.send(accepted);
  };

  const welcome = (member: HallMember) => {
    const session = member.session;
    const dealer = dealerAt(options.id, now());
    return {
      type: 'welcome',
      table: {
        id: options.id,
        kind: game.kind,
        name: options.nameIn(session.language),
        dealer,
        spots: game.spots.map((spot) => ({ spot, ...game.limitOf(spot)! })),
        roundMax: options.roundMax,
        rtp: game.rtp,
        timing: { bettingMs: timing.bettingMs },
      },
      round: roundFrame(),
      totals: totalsFrame(),
      history,
      you: {
        balance: session.balance,
        currency: session.currency,
        mode: session.mode,
        spots: Object.fromEntries(bettors.get(session.id)?.spots ?? []),
      },
      chat: chat.recent(),
    };
  };

  const hall: Hall = {
    enter: (member) => {
      members.set(member.id, member);
      lastMemberAt = now();
      start();
      member.send(welcome(member));
      totalsDirty = true;
      return {
        receive: (raw) => {
          const parsed = liveClientFrame.safeParse(raw);
          if (!parsed.success) return member.send({ type: 'error', code: 'VALIDATION_ERROR' });
          const frame = parsed.data;
          if (frame.type === 'bet') return void placeBet(member, frame);
          const posted = chat.post(member.session, frame.text);
          if (!posted.ok) return member.send({ type: 'error', code: posted.code });
          broadcast(members.values(), { type: 'chat', message: posted.message });
        },
        leave: () => {
          members.delete(member.id);
          lastMemberAt = now();
          totalsDirty = true;
        },
      };
    },
  };

  return {
    hall,
    /** What the lobby and the model list show of this table. */
    info: () => ({ id: options.id, gameCode: options.gameCode, kind: game.kind, viewers: members.size, phase, running, last: history.slice(-12) }),
    viewers: () => members.size,
    /**
     * Stops the table for a shutdown. A round not yet paid is void: once the stakes still on their
     * way are answered, every stake taken is paid back (a closing win of the stake), so no round
     * stays open at the platform.
     */
    stop: async () => {
      stopped = true;
      running = false;
      if (timer) clearTimeout(timer);
      if (totalsTimer) clearInterval(totalsTimer);
      timer = null;
      totalsTimer = null;
      if (phase === 'result') return;
      await Promise.allSettled([...inFlight]);
      const staked = [...bettors.values()].filter((b) => b.staked > 0 && b.firstTxId);
      bettors = new Map();
      await options.wallet.payOut(
        staked.map((b) => ({
          session: b.session,
          roundId,
          txId: `${roundId}:${b.key}:w`,
          betTxId: b.firstTxId!,
          amount: b.staked,
          details: detailsOf(b, roundNo, { returns: b.spots, result: null }),
        })),
      );
    },
  };
};

export type LiveTable = ReturnType<typeof createLiveTable>;
