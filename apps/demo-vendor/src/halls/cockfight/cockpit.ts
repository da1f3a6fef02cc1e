import { createHash } from 'node:crypto';
import type { RandomSource } from '../../rng';
import type { VendorSession } from '../../sessions';
import { broadcast, type Hall, type HallMember } from '../hub/hall';
import { createTableChat } from '../live/table-chat';
import type { HallWallet } from '../money/hall-wallet';
import { fightAt, type FightCard } from './card';
import { betsByKind, checkCockpitBet, cockpitLimits, type CockpitLimits } from './cockpit-bets';
import { cockpitClientFrame, type CockpitClientFrame } from './cockpit-frames';
import { cockfightBetDetails, type CockfightDetailsInput } from './cockfight-details';
import { settleBettors } from './fight-book';
import { drawOutcome, type CockfightOutcome } from './outcome';
import { addToPools, cockfightCommissionBp, emptyPools, oddsOf, type CockfightBet, type Pools } from './pools';
import { drawDeclaredRtp, poolDeclaredRtp } from './rtp';
import { cockfightPhases, isBettingOpen, type CockfightPhase, type CockfightSchedule, type FightTimes } from './schedule';
import { drawReturn } from './settle';

type Bettor = {
  session: VendorSession;
  /** A short stable key of the session for transaction ids (the session id itself is a secret). */
  key: string;
  bets: CockfightBet[];
  staked: number;
  firstTxId: string | null;
  seq: number;
  busy: boolean;
};

export type FightResult = {
  outcome: CockfightOutcome;
  /** The pools as betting closed: the ones settled. */
  pools: Pools;
  /** What a unit on each side returned (null: the pools were refunded or the side lost). */
  odds: { meron: number | null; wala: number | null };
  poolRefunded: boolean;
};

export type FightRecord = { fightNumber: number; outcome: CockfightOutcome; meron: string; wala: string; odds: { meron: number | null; wala: number | null } };

export type FightSettled = {
  fightNumber: number;
  roundId: string;
  outcome: CockfightOutcome;
  players: number;
  staked: number;
  paid: number;
  commission: number;
  breakage: number;
};

type Fight = {
  card: FightCard;
  times: FightTimes;
  roundId: string;
  /** The phase by the clock, moved by the timer; bets are checked against it and against the clock. */
  phase: CockfightPhase;
  /** The last phase broadcast: what a newcomer is shown. */
  shown: CockfightPhase;
  bettors: Map<string, Bettor>;
  pools: Pools;
  /** Stakes sent to the wallet and not yet answered; the close waits for them. */
  inFlight: Set<Promise<void>>;
  /** Betting closed: in-flight stakes answered, the result drawn. */
  closing: Promise<void> | null;
  outcome: CockfightOutcome | null;
  /** Set when the result is revealed. */
  result: FightResult | null;
  /** Settled, or refunded at a stop: nothing pays this fight again. */
  paid: boolean;
  /** The fight's reveal and broadcasts one after another, whatever the timer does. */
  chain: Promise<void>;
};

export type CockpitOptions = {
  vendorCode: string;
  /** The arena's card comes from it: each cockpit its own roosters. */
  seed: string;
  schedule: CockfightSchedule;
  /** A cockpit only stakes and pays out (no stake is ever taken back: a bet taken stays until the result). */
  wallet: Pick<HallWallet, 'stake' | 'payOut'>;
  random: RandomSource;
  /** The cockpit's name in a language for a session's game (the catalog's name). */
  nameIn: (gameCode: string, language: string) => string;
  limits?: CockpitLimits;
  /** Pools and odds go out at most this often while they change. */
  poolsEveryMs?: number;
  /** A cockpit nobody watches stops its clock at the next fight, and starts again when someone comes. */
  idleMs?: number;
  onSettled?: (settled: FightSettled) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
};

const historyKept = 20;
const order = (phase: CockfightPhase) => cockfightPhases.indexOf(phase);

const phaseEndOf = (times: FightTimes, phase: CockfightPhase): number => {
  if (phase === 'betting') return times.lastCallAt;
  if (phase === 'last-call') return times.closesAt;
  if (phase === 'closed') return times.startsAt;
  if (phase === 'fighting') return times.endsAt;
  if (phase === 'result') return times.pauseAt;
  return times.nextOpensAt;
};

/**
 * A cockpit: the engine's fights on its clock for everyone watching. Each fight takes bets while
 * betting is open (checked on arrival, against the clock), closes, waits for the stakes already
 * sent to the wallet, draws the result, reveals it when the fight ends and pays every bettor's
 * round at once. Pools and odds go out throttled while they move.
 */
export const createCockpit = (options: CockpitOptions) => {
  const now = options.now ?? Date.now;
  const limits = options.limits ?? cockpitLimits;
  const poolsEveryMs = options.poolsEveryMs ?? 500;
  const idleMs = options.idleMs ?? 120_000;
  const onError = options.onError ?? (() => undefined);
  const members = new Map<string, HallMember>();
  const chat = createTableChat(now);
  const history: FightRecord[] = [];
  const settlements = new Set<Promise<void>>();
  // Round ids must stay unique if the process restarts within a fight.
  const startedAt = now().toString(36);

  let fight: Fight | null = null;
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let poolsTimer: NodeJS.Timeout | null = null;
  let poolsDirty = false;
  let lastMemberAt = now();

  const membersOf = (sessionId: string) => [...members.values()].filter((m) => m.session.id === sessionId);
  const stakedBettors = (f: Fight) => [...f.bettors.values()].filter((b) => b.staked > 0 && b.firstTxId);

  const phaseFrame = (f: Fight) => ({
    type: 'phase',
    fightNumber: f.card.fightNumber,
    phase: f.shown,
    endsAt: phaseEndOf(f.times, f.shown),
    now: now(),
    card: { meron: f.card.meron, wala: f.card.wala, fightMs: f.card.fightMs },
    times: { opensAt: f.times.opensAt, lastCallAt: f.times.lastCallAt, closesAt: f.times.closesAt, startsAt: f.times.startsAt, endsAt: f.times.endsAt },
    result: f.result,
  });
  const poolsFrame = (f: Fight) => ({
    type: 'pools',
    fightNumber: f.card.fightNumber,
    pools: f.pools,
    odds: oddsOf(f.pools),
    bettors: stakedBettors(f).length,
    viewers: members.size,
  });

  const flushPools = () => {
    if (!poolsDirty || !fight) return;
    poolsDirty = false;
    broadcast(members.values(), poolsFrame(fight));
  };

  /** The player's fight as the platform's betting record shows it, in the player's language. */
  const detailsOf = (f: Fight, bettor: Bettor, bets: readonly CockfightBet[], settled?: CockfightDetailsInput['settled']) =>
    cockfightBetDetails({
      language: bettor.session.language,
      place: options.nameIn(bettor.session.gameCode, bettor.session.language),
      card: f.card,
      stakes: betsByKind(bets),
      ...(settled ? { settled } : {}),
    });

  const step = (f: Fight, run: () => void | Promise<void>) => {
    f.chain = f.chain.then(run).catch(onError);
  };

  const show = (f: Fight, phase: CockfightPhase) => {
    if (fight !== f) return;
    f.shown = phase;
    broadcast(members.values(), phaseFrame(f));
  };

  /** Betting is over: once every stake sent is answered the pools are final, and the result is drawn. */
  const close = async (f: Fight) => {
    await Promise.allSettled([...f.inFlight]);
    f.outcome = drawOutcome(f.card.weights, options.random);
    if (fight !== f) return;
    poolsDirty = true;
    flushPools();
  };

  const pay = async (f: Fight, book: Bettor[], settlement: ReturnType<typeof settleBettors>, outcome: CockfightOutcome) => {
    const { returns } = settlement;
    const answers = await options.wallet.payOut(
      book.map((b, n) => ({
        session: b.session,
        roundId: f.roundId,
        txId: `${f.roundId}:${b.key}:w`,
        betTxId: b.firstTxId!,
        amount: returns[n]!,
        details: detailsOf(f, b, b.bets, { returns: settlement.returnsByKind[n]!, outcome }),
      })),
    );
    answers.forEach((answer, n) => {
      const bettor = book[n]!;
      const frame = {
        type: 'settled',
        fightNumber: f.card.fightNumber,
        outcome,
        staked: bettor.staked,
        win: returns[n],
        balance: answer.balance,
        pending: !answer.settled,
      };
      for (const member of membersOf(bettor.session.id)) member.send(frame);
    });
    options.onSettled?.({
      fightNumber: f.card.fightNumber,
      roundId: f.roundId,
      outcome,
      players: book.length,
      staked: book.reduce((s, b) => s + b.staked, 0),
      paid: returns.reduce((s, r) => s + r, 0),
      commission: settlement.commission,
      breakage: settlement.breakage,
    });
  };

  const track = (promise: Promise<void>) => {
    const tracked = promise.catch(onError).finally(() => settlements.delete(tracked));
    settlements.add(tracked);
  };

  /** The fight is over: the result goes up, into the history, and every bettor's round is paid at once. */
  const reveal = (f: Fight) => {
    if (f.paid || stopped || !f.outcome) return;
    f.paid = true;
    const outcome = f.outcome;
    const book = stakedBettors(f);
    const settlement = settleBettors(book, outcome);
    const odds = oddsOf(settlement.pools);
    f.result = {
      outcome,
      pools: settlement.pools,
      odds: {
        meron: outcome === 'meron' && !settlement.poolRefunded ? odds.meron : null,
        wala: outcome === 'wala' && !settlement.poolRefunded ? odds.wala : null,
      },
      poolRefunded: settlement.poolRefunded,
    };
    history.push({ fightNumber: f.card.fightNumber, outcome, meron: f.card.meron.name, wala: f.card.wala.name, odds: f.result.odds });
    if (history.length > historyKept) history.shift();
    if (book.length > 0) track(pay(f, book, settlement, outcome));
  };

  /** Moves a fight to the clock's phase, going through every phase it skipped (a late timer skips none of the work). */
  const advance = (f: Fight, target: CockfightPhase) => {
    const from = order(f.phase);
    const to = order(target);
    if (to <= from) return;
    f.phase = target;
    const crossed = (phase: CockfightPhase) => order(phase) > from && order(phase) <= to;
    if (crossed('closed')) f.closing = close(f).catch(onError);
    // The result waits for the close (a slow stake); the phases before it do not.
    if (crossed('result'))
      step(f, async () => {
        await f.closing;
        reveal(f);
      });
    step(f, () => show(f, target));
  };

  const newFight = (card: FightCard, times: FightTimes): Fight => ({
    card,
    times,
    roundId: `${options.vendorCode}-${card.fightNumber}-${startedAt}`,
    phase: 'betting',
    shown: 'betting',
    bettors: new Map(),
    pools: emptyPools,
    inFlight: new Set(),
    closing: null,
    outcome: null,
    result: null,
    paid: false,
    chain: Promise.resolve(),
  });

  const tick = () => {
    timer = null;
    if (stopped) return;
    const at = fightAt(now(), options.seed, options.schedule);
    if (!fight || fight.card.fightNumber !== at.card.fightNumber) {
      // A fight the timer left behind still closes, shows its result and pays.
      if (fight) advance(fight, 'pause');
      if (members.size === 0 && now() - lastMemberAt > idleMs) {
        running = false;
        if (poolsTimer) clearInterval(poolsTimer);
        poolsTimer = null;
        return;
      }
      const f = newFight(at.card, at.times);
      fight = f;
      poolsDirty = true;
      if (at.phase === 'betting') step(f, () => show(f, 'betting'));
      else advance(f, at.phase);
    } else advance(fight, at.phase);
    // One millisecond past the boundary, so the clock reads the next phase.
    timer = setTimeout(tick, Math.max(0, at.phaseEndsAt - now()) + 1);
  };

  const start = () => {
    if (running || stopped) return;
    running = true;
    poolsTimer ??= setInterval(flushPools, poolsEveryMs);
    tick();
  };

  const placeBet = (member: HallMember, frame: Extract<CockpitClientFrame, { type: 'bet' }>) => {
    const session = member.session;
    const refuse = (code: string) => member.send({ type: 'bet-refused', requestId: frame.requestId, code, balance: session.balance });
    const f = fight;
    if (stopped || !f || frame.fight !== f.card.fightNumber || !isBettingOpen(f.phase) || now() >= f.times.closesAt) return refuse('BETTING_CLOSED');
    let bettor = f.bettors.get(session.id);
    if (bettor?.busy) return refuse('BUSY');
    const bet: CockfightBet = { kind: frame.kind, amount: frame.amount };
    const checked = checkCockpitBet(limits, bet, betsByKind(bettor?.bets ?? []));
    if (!checked.ok) return refuse(checked.code);
    if (!bettor) {
      bettor = {
        session,
        key: createHash('sha256').update(session.id).digest('base64url').slice(0, 10),
        bets: [],
        staked: 0,
        firstTxId: null,
        seq: 0,
        busy: false,
      };
      f.bettors.set(session.id, bettor);
    }
    const own = bettor;
    own.busy = true;
    own.seq += 1;
    const txId = `${f.roundId}:${own.key}:${own.seq}`;
    // The whole of it (the stake and adding it to the pools) is what the close waits for.
    const work = (async () => {
      const details = detailsOf(f, own, [...own.bets, bet]);
      const answer = await options.wallet.stake(session, { roundId: f.roundId, txId, amount: bet.amount, details }).finally(() => {
        own.busy = false;
      });
      if (!answer.ok) {
        if (own.staked === 0) f.bettors.delete(session.id);
        member.send({ type: 'bet-refused', requestId: frame.requestId, code: answer.code, balance: answer.balance });
        return;
      }
      own.firstTxId ??= txId;
      own.bets.push(bet);
      own.staked += bet.amount;
      f.pools = addToPools(f.pools, bet);
      poolsDirty = true;
      const accepted = { type: 'bet-ok', requestId: frame.requestId, fightNumber: f.card.fightNumber, bets: betsByKind(own.bets), balance: answer.balance };
      for (const m of membersOf(session.id)) m.send(accepted);
    })();
    f.inFlight.add(work);
    void work.catch(onError).finally(() => f.inFlight.delete(work));
  };

  const welcome = (member: HallMember) => {
    const session = member.session;
    const f = fight;
    const mine = f?.bettors.get(session.id);
    return {
      type: 'welcome',
      cockpit: {
        vendorCode: options.vendorCode,
        name: options.nameIn(session.gameCode, session.language),
        limits,
        commissionBp: cockfightCommissionBp,
        drawReturn,
        rtp: { pool: poolDeclaredRtp, draw: drawDeclaredRtp },
        schedule: {
          epochMs: options.schedule.epochMs,
          cycleMs: options.schedule.cycleMs,
          bettingMs: options.schedule.bettingMs,
          lastCallMs: options.schedule.lastCallMs,
          closedMs: options.schedule.closedMs,
          minFightMs: options.schedule.minFightMs,
          maxFightMs: options.schedule.maxFightMs,
        },
      },
      fight: f ? phaseFrame(f) : null,
      pools: f ? poolsFrame(f) : null,
      history,
      you: {
        balance: session.balance,
        currency: session.currency,
        mode: session.mode,
        bets: betsByKind(mine?.bets ?? []),
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
      poolsDirty = true;
      return {
        receive: (raw) => {
          const parsed = cockpitClientFrame.safeParse(raw);
          if (!parsed.success) return member.send({ type: 'error', code: 'VALIDATION_ERROR' });
          const frame = parsed.data;
          if (frame.type === 'bet') return placeBet(member, frame);
          const posted = chat.post(member.session, frame.text);
          if (!posted.ok) return member.send({ type: 'error', code: posted.code });
          broadcast(members.values(), { type: 'chat', message: posted.message });
        },
        leave: () => {
          members.delete(member.id);
          lastMemberAt = now();
          poolsDirty = true;
        },
      };
    },
  };

  return {
    hall,
    /** What a lobby may show of the cockpit. */
    info: () => ({
      vendorCode: options.vendorCode,
      viewers: members.size,
      running,
      fightNumber: fight?.card.fightNumber ?? null,
      phase: fight?.shown ?? null,
      last: history.slice(-12),
    }),
    /**
     * Stops the cockpit for a shutdown. A fight not yet paid is void: once the stakes still on their
     * way are answered, every stake taken is paid back, so no round stays open at the platform; a
     * settlement under way is waited for.
     */
    stop: async () => {
      stopped = true;
      running = false;
      if (timer) clearTimeout(timer);
      if (poolsTimer) clearInterval(poolsTimer);
      timer = null;
      poolsTimer = null;
      const f = fight;
      if (f) {
        await Promise.allSettled([...f.inFlight]);
        if (!f.paid) {
          f.paid = true;
          const book = stakedBettors(f);
          if (book.length > 0)
            track(
              options.wallet
                .payOut(
                  book.map((b) => ({
                    session: b.session,
                    roundId: f.roundId,
                    txId: `${f.roundId}:${b.key}:w`,
                    betTxId: b.firstTxId!,
                    amount: b.staked,
                    details: detailsOf(f, b, b.bets, { returns: betsByKind(b.bets), outcome: null }),
                  })),
                )
                .then(() => undefined),
            );
        }
      }
      await Promise.allSettled([...settlements]);
    },
  };
};

export type Cockpit = ReturnType<typeof createCockpit>;
