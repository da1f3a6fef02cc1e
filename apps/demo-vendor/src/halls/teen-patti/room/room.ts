import { createHash } from 'node:crypto';
import { gameNameOf } from '../../../games';
import type { VendorLanguage } from '../../../i18n';
import type { RandomSource } from '../../../rng';
import type { VendorSession } from '../../../sessions';
import { broadcast, type HallMember } from '../../hub/hall';
import { chatNameOf } from '../../live/table-chat';
import type { HallWallet } from '../../money/hall-wallet';
import {
  apply,
  createHand,
  deal,
  handHistory,
  markAway,
  markBack,
  nextDealer,
  priceOf,
  sitOut,
  timeout,
  viewFor,
  type HandHistory,
  type HandState,
  type TeenPattiConfig,
} from '../index';
import { seatsPerRoom } from './levels';
import type { TeenPattiClientFrame } from './room-frames';
import { freeSeatOf } from './seat-plan';
import { teenPattiBetDetails, type HandDetailsInput, type HandStake } from './hand-details';
import { serialQueue } from './serial-queue';

export type RoomTiming = {
  /** How long a player has for a turn (and to answer a side show). */
  turnMs: number;
  /** The pause after a hand (its result on show) and before the first one, while players sit down. */
  pauseMs: number;
  /** How long the seat of a player whose socket closed between hands waits for them to come back. */
  reconnectMs: number;
};

export const defaultRoomTiming: RoomTiming = { turnMs: 20_000, pauseMs: 5_000, reconnectMs: 30_000 };

/** The room's last hands kept for its history panel. */
export const historyKept = 20;

/** One room as the room list shows it (the lobby's list and `GET /halls/pvp/rooms`). */
export type RoomInfo = {
  id: string;
  game: 'teen-patti';
  vendorCode: string;
  gameCode: string;
  mode: 'real' | 'demo';
  currency: string;
  stakes: { boot: number; chaalLimit: number; potLimit: number };
  rakeBps: number;
  turnMs: number;
  seats: { taken: number; total: number };
  spectators: number;
  playing: boolean;
};

/** A held seat as every viewer sees it: a masked name, no stack (a player's money is their wallet's). */
export type SeatInfo = { seat: number; name: string; ready: boolean; away: boolean };

/** A finished hand of the room's history: the engine's record and the names of its seats then. */
export type HistoryEntry = HandHistory & { names: Record<string, string> };

type Holder = {
  seat: number;
  session: VendorSession;
  /** A short stable key of the session for transaction ids (the session id itself is a secret). */
  key: string;
  name: string;
  ready: boolean;
  away: boolean;
  awayTimer: NodeJS.Timeout | null;
};

/** A seat's money in the hand: its first stake names the round's win, `stakes` what it paid in (for the bet details). */
type Bettor = { holder: Holder; firstTxId: string | null; seq: number; stakes: HandStake[] };

/** The hand in play: its state (with every card: it never leaves the server) and its wallet round. */
type Play = { state: HandState; roundId: string; bettors: Map<number, Bettor> };

export type RoomOptions = {
  id: string;
  vendorCode: string;
  gameCode: string;
  mode: 'real' | 'demo';
  currency: string;
  config: TeenPattiConfig;
  wallet: HallWallet;
  random: RandomSource;
  timing: RoomTiming;
  /** Reaches every socket of a session wherever it is in the lobby (a payout may land after it left the room). */
  sendToSession: (session: VendorSession, frame: object) => void;
  /** Seats, spectators or the hand changed: the room list is out of date. */
  onChange: () => void;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
};

/** What a member entering a room is sent first: the table, the hand as they may see it, the last hands. */
export type RoomSnapshot = { table: object; hand: object | null; history: HistoryEntry[] };

const keyOf = (session: VendorSession) => createHash('sha256').update(session.id).digest('base64url').slice(0, 10);

/**
 * One table of five seats at one stake. Hands start by themselves after a pause once two seated
 * players are ready; every price is staked at the wallet on the hand's round before the engine
 * applies it, all through one queue; a closed socket packs its player at their turn; each viewer
 * gets only the engine's view for its seat (spectators and players not dealt in: the view for no
 * seat), and the hand's end pays every seat's round at once.
 */
export const createRoom = (options: RoomOptions) => {
  const { id, config, wallet, timing } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const holders: (Holder | null)[] = Array.from({ length: seatsPerRoom }, () => null);
  const viewers = new Map<string, HallMember>();
  const history: HistoryEntry[] = [];
  const audit: HandState[] = [];
  const settling = new Set<Promise<void>>();
  const queue = serialQueue((error) => log('teen patti room task failed', error));

  let play: Play | null = null;
  let stopped = false;
  let handNo = 0;
  let dealer: number | null = null;
  let nextHandAt: number | null = null;
  let startTimer: NodeJS.Timeout | null = null;
  let turnTimer: NodeJS.Timeout | null = null;

  /** Every change of a hand goes through here, one at a time, and none after the room stopped. */
  const run = (task: () => void | Promise<void>) => queue.push(() => (stopped ? undefined : task()));

  const holderOf = (sessionId: string) => holders.find((h) => h?.session.id === sessionId) ?? null;
  const viewersOf = (sessionId: string) => [...viewers.values()].filter((m) => m.session.id === sessionId);
  /** Whether this holder was dealt into the hand in play (a newcomer in a seat of the hand was not). */
  const dealtIn = (holder: Holder) => play !== null && play.bettors.get(holder.seat)?.holder === holder;
  const stillIn = (holder: Holder) => {
    if (!play || !dealtIn(holder) || play.state.phase === 'ended') return false;
    const status = play.state.seats.find((s) => s.seat === holder.seat)?.status;
    return status === 'playing' || status === 'boot-pending';
  };
  /** A seat of the hand in play stays its player's until the hand ends, even after they stood up. */
  const held = () => holders.map((h, seat) => h !== null || (play !== null && play.bettors.has(seat)));
  const taken = () => holders.filter((h) => h !== null).length;
  const readyHolders = () => holders.filter((h): h is Holder => h !== null && h.ready && !h.away);

  const info = (): RoomInfo => ({
    id,
    game: 'teen-patti',
    vendorCode: options.vendorCode,
    gameCode: options.gameCode,
    mode: options.mode,
    currency: options.currency,
    stakes: { boot: config.boot, chaalLimit: config.chaalLimit, potLimit: config.potLimit },
    rakeBps: config.rakeBps,
    turnMs: config.turnMs,
    seats: { taken: taken(), total: seatsPerRoom },
    spectators: [...viewers.values()].filter((m) => !holderOf(m.session.id)).length,
    playing: play !== null,
  });

  const tableFrame = () => ({
    type: 'table',
    roomId: id,
    room: info(),
    seats: holders.map((h): SeatInfo | null => (h ? { seat: h.seat, name: h.name, ready: h.ready, away: h.away } : null)),
    dealer,
    handNo,
    nextHandAt,
    now: now(),
  });
  const youOf = (member: HallMember) => {
    const holder = holderOf(member.session.id);
    return { seat: holder?.seat ?? null, ready: holder?.ready ?? false };
  };
  const sendTable = () => {
    const base = tableFrame();
    for (const member of viewers.values()) member.send({ ...base, you: youOf(member) });
  };

  /** The engine's view for the member's seat when it was dealt in, else the view for no seat. */
  const handFrameFor = (member: HallMember) => {
    if (!play) return null;
    const holder = holderOf(member.session.id);
    const seat = holder && dealtIn(holder) ? holder.seat : null;
    return { type: 'hand', roomId: id, now: now(), view: viewFor(play.state, seat) };
  };
  const sendHand = () => {
    if (!play) return;
    let spectators: string | null = null;
    for (const member of viewers.values()) {
      const holder = holderOf(member.session.id);
      if (holder && dealtIn(holder)) {
        member.send({ type: 'hand', roomId: id, now: now(), view: viewFor(play.state, holder.seat) });
        continue;
      }
      spectators ??= JSON.stringify({ type: 'hand', roomId: id, now: now(), view: viewFor(play.state, null) });
      member.sendText(spectators);
    }
  };

  const free = (holder: Holder) => {
    if (holder.awayTimer) clearTimeout(holder.awayTimer);
    holder.awayTimer = null;
    if (holders[holder.seat] === holder) holders[holder.seat] = null;
  };

  // --- the hand ---------------------------------------------------------------------------------

  const scheduleStart = () => {
    if (stopped || play || startTimer || readyHolders().length < 2) return;
    nextHandAt = now() + timing.pauseMs;
    startTimer = setTimeout(() => {
      startTimer = null;
      void run(startHand);
    }, timing.pauseMs);
    sendTable();
  };

  const armTimer = () => {
    if (turnTimer) clearTimeout(turnTimer);
    turnTimer = null;
    const deadline = play?.state.deadline ?? null;
    if (stopped || deadline === null) return;
    turnTimer = setTimeout(
      () => {
        turnTimer = null;
        void run(() => {
          if (play) setState(timeout(play.state, now()));
        });
      },
      Math.max(0, deadline - now()),
    );
  };

  const setState = (next: HandState) => {
    if (!play) return;
    const changed = next !== play.state;
    play.state = next;
    if (changed) sendHand();
    if (next.phase === 'ended') return finishHand();
    armTimer();
  };

  /** The seat's hand as the platform's betting record shows it, in the player's language. */
  const detailsOf = (current: Play, bettor: Bettor, stakes: readonly HandStake[], ended?: HandDetailsInput['ended']) => {
    const { session } = bettor.holder;
    return teenPattiBetDetails({
      language: session.language,
      place: gameNameOf(options.vendorCode, options.gameCode, session.language as VendorLanguage),
      handNo,
      stakes,
      cards: current.state.seats.find((s) => s.seat === bettor.holder.seat)?.cards ?? null,
      ...(ended !== undefined ? { ended } : {}),
    });
  };

  const stakeFor = async (current: Play, seat: number, amount: number, action: string) => {
    const bettor = current.bettors.get(seat)!;
    bettor.seq += 1;
    const txId = `${current.roundId}:${bettor.holder.key}:${bettor.seq}`;
    const details = detailsOf(current, bettor, [...bettor.stakes, { action, amount }]);
    const answer = await wallet.stake(bettor.holder.session, { roundId: current.roundId, txId, amount, details });
    return { answer, txId };
  };

  /** A debit the hand could not take: rolled back at the wallet (real) or returned (demo). */
  const giveBack = async (current: Play, holder: Holder, txId: string) => {
    const answer = await wallet.unstake(holder.session, { roundId: current.roundId, txId: `${txId}:rb`, originalTxId: txId });
    if (answer.result !== 'pending') options.sendToSession(holder.session, { type: 'balance', balance: answer.balance });
  };

  const startHand = async () => {
    nextHandAt = null;
    if (play) return;
    // A winner's payout lands before their next boot is asked for.
    await Promise.allSettled([...settling]);
    const dealt = readyHolders();
    if (stopped || dealt.length < 2) return sendTable();
    handNo += 1;
    const seats = dealt.map((h) => h.seat);
    dealer = dealer === null ? seats[options.random.int(seats.length)]! : nextDealer(seats, dealer);
    // Unique across restarts (a time part) and across rooms and currencies of the vendor.
    const roundId = `${options.gameCode}-${options.currency}-${id}-${now().toString(36)}-${handNo}`;
    const current: Play = {
      state: createHand({ id: roundId, config, seats, dealer }),
      roundId,
      bettors: new Map(dealt.map((h) => [h.seat, { holder: h, firstTxId: null, seq: 0, stakes: [] }])),
    };
    play = current;
    sendTable();
    sendHand();
    options.onChange();
    // Every boot is asked for at once (the hand waits for them all), then applied in seat order.
    const boots = await Promise.all(
      dealt.map((h) => {
        const price = priceOf(current.state, h.seat, 'boot');
        return price.ok ? stakeFor(current, h.seat, price.amount, 'boot') : null;
      }),
    );
    for (const [n, holder] of dealt.entries()) {
      const boot = boots[n];
      if (!boot) continue;
      const { answer, txId } = boot;
      if (answer.ok) {
        options.sendToSession(holder.session, { type: 'balance', balance: answer.balance });
        const booted = apply(current.state, holder.seat, 'boot', now());
        if (booted.ok) {
          current.state = booted.state;
          const bettor = current.bettors.get(holder.seat)!;
          bettor.firstTxId = txId;
          bettor.stakes.push({ action: 'boot', amount: booted.amount });
          continue;
        }
        await giveBack(current, holder, txId);
      }
      // Sits out until they say they are ready again, so a low balance is not asked every hand.
      holder.ready = false;
      const out = sitOut(current.state, holder.seat, now());
      if (out.ok) current.state = out.state;
      const balance = answer.ok ? holder.session.balance : answer.balance;
      options.sendToSession(holder.session, { type: 'refused', action: 'boot', code: answer.ok ? 'ERROR' : answer.code, balance, requestId: null });
    }
    const dealtState = deal(current.state, options.random, now());
    sendTable();
    setState(dealtState.ok ? dealtState.state : current.state);
  };

  const resultFrame = (state: HandState, record: HistoryEntry) => ({
    type: 'result',
    roomId: id,
    handId: state.id,
    reason: state.result!.reason,
    winners: state.result!.winners,
    pot: state.result!.pot,
    rake: state.result!.rake,
    payouts: state.result!.seats.map((s) => ({ seat: s.seat, name: record.names[s.seat] ?? '', contributed: s.contributed, won: s.won, rake: s.rake })),
    reveals: record.reveals,
  });

  const settle = async (ended: Play) => {
    const rows = ended.state.result!.seats.flatMap((s) => {
      const bettor = ended.bettors.get(s.seat);
      return bettor?.firstTxId && s.contributed > 0 ? [{ s, bettor, betTxId: bettor.firstTxId }] : [];
    });
    const answers = await wallet.payOut(
      rows.map(({ s, bettor, betTxId }) => ({
        session: bettor.holder.session,
        roundId: ended.roundId,
        txId: `${ended.roundId}:${bettor.holder.key}:w`,
        betTxId,
        amount: s.won,
        details: detailsOf(ended, bettor, bettor.stakes, {
          reason: ended.state.result!.reason,
          pot: ended.state.result!.pot,
          rake: ended.state.result!.rake,
        }),
      })),
    );
    answers.forEach((answer, n) => {
      const { s, bettor } = rows[n]!;
      options.sendToSession(bettor.holder.session, {
        type: 'settled',
        roomId: id,
        handId: ended.roundId,
        contributed: s.contributed,
        won: s.won,
        balance: answer.balance,
        pending: !answer.settled,
      });
    });
  };

  const finishHand = () => {
    const ended = play!;
    play = null;
    if (turnTimer) clearTimeout(turnTimer);
    turnTimer = null;
    const names: Record<string, string> = {};
    for (const [seat, bettor] of ended.bettors) names[seat] = bettor.holder.name;
    const record: HistoryEntry = { ...handHistory(ended.state), names };
    history.push(record);
    if (history.length > historyKept) history.shift();
    audit.push(ended.state);
    if (audit.length > historyKept) audit.shift();
    broadcast(viewers.values(), resultFrame(ended.state, record));
    broadcast(viewers.values(), { type: 'history', roomId: id, hands: [record], append: true });
    const paying = settle(ended).catch((error) => log('teen patti payout failed', error));
    settling.add(paying);
    void paying.finally(() => settling.delete(paying));
    // A player who left during the hand gives the seat up now that it is over.
    for (const bettor of ended.bettors.values()) if (bettor.holder.away) free(bettor.holder);
    sendTable();
    options.onChange();
    scheduleStart();
  };

  // --- players ------------------------------------------------------------------------------------

  const goAway = (holder: Holder) => {
    holder.away = true;
    if (play && dealtIn(holder)) {
      const current = play;
      void run(() => {
        if (play === current && holder.away) setState(markAway(current.state, holder.seat, now()));
      });
    } else {
      holder.awayTimer = setTimeout(() => {
        if (!holder.away || holders[holder.seat] !== holder) return;
        free(holder);
        sendTable();
        options.onChange();
      }, timing.reconnectMs);
    }
    sendTable();
  };

  const comeBack = (holder: Holder) => {
    holder.away = false;
    if (holder.awayTimer) clearTimeout(holder.awayTimer);
    holder.awayTimer = null;
    if (play && dealtIn(holder)) {
      const current = play;
      void run(() => {
        if (play === current && !holder.away) setState(markBack(current.state, holder.seat, now()));
      });
    }
    scheduleStart();
  };

  const act = (member: HallMember, frame: Extract<TeenPattiClientFrame, { type: 'act' }>) =>
    run(async () => {
      const refuse = (code: string, balance = member.session.balance) =>
        member.send({ type: 'refused', requestId: frame.requestId ?? null, action: frame.action, code, balance });
      const holder = holderOf(member.session.id);
      if (!play || play.state.id !== frame.handId) return refuse('STALE_HAND');
      if (!holder || !dealtIn(holder)) return refuse('NOT_SEATED');
      const current = play;
      const price = priceOf(current.state, holder.seat, frame.action);
      if (!price.ok) return refuse(price.refusal);
      let txId: string | null = null;
      if (price.amount > 0) {
        const staked = await stakeFor(current, holder.seat, price.amount, frame.action);
        if (!staked.answer.ok) return refuse(staked.answer.code, staked.answer.balance);
        txId = staked.txId;
        options.sendToSession(holder.session, { type: 'balance', balance: staked.answer.balance });
      }
      const applied = play === current ? apply(current.state, holder.seat, frame.action, now()) : null;
      if (!applied?.ok) {
        if (txId) await giveBack(current, holder, txId);
        return refuse(applied ? applied.refusal : 'STALE_HAND');
      }
      if (price.amount > 0) current.bettors.get(holder.seat)!.stakes.push({ action: frame.action, amount: price.amount });
      setState(applied.state);
    });

  return {
    id,
    boot: config.boot,
    info,
    taken,
    playing: () => play !== null,
    holds: (sessionId: string) => holderOf(sessionId) !== null,
    /**
     * A member now looks at this table (the player of a seat whose socket had closed is back):
     * `intro` sends them the table, the hand as they may see it and the history, before any
     * frame of the room reaches them.
     */
    enterView: (member: HallMember, intro: (snapshot: RoomSnapshot) => void) => {
      const holder = holderOf(member.session.id);
      if (holder?.away) comeBack(holder);
      intro({ table: { ...tableFrame(), you: youOf(member) }, hand: handFrameFor(member), history: [...history] });
      viewers.set(member.id, member);
      sendTable();
    },
    /** A member stops looking (back to the list, or the socket closed): a seat with no socket left is away. */
    leaveView: (member: HallMember) => {
      viewers.delete(member.id);
      const holder = holderOf(member.session.id);
      if (holder && !holder.away && viewersOf(member.session.id).length === 0) goAway(holder);
      else sendTable();
    },
    /** Seats a member who is looking at the table; null, or why not. */
    sit: (member: HallMember, wanted?: number): string | null => {
      if (stopped) return 'ROOM_CLOSED';
      if (holderOf(member.session.id)) return null;
      const seat = freeSeatOf(held(), wanted);
      if (seat === null) return wanted === undefined ? 'ROOM_FULL' : 'SEAT_TAKEN';
      holders[seat] = {
        seat,
        session: member.session,
        key: keyOf(member.session),
        name: chatNameOf(member.session),
        ready: true,
        away: false,
        awayTimer: null,
      };
      sendTable();
      options.onChange();
      scheduleStart();
      return null;
    },
    /** Frees the seat: between hands, or once its player is out of the hand in play. */
    stand: (session: VendorSession): string | null => {
      const holder = holderOf(session.id);
      if (!holder) return 'NOT_SEATED';
      if (stillIn(holder)) return 'IN_HAND';
      free(holder);
      sendTable();
      options.onChange();
      return null;
    },
    ready: (session: VendorSession, ready: boolean): string | null => {
      const holder = holderOf(session.id);
      if (!holder) return 'NOT_SEATED';
      holder.ready = ready;
      sendTable();
      scheduleStart();
      return null;
    },
    act,
    /** Every viewer goes back to the list: the room is closing (only ever with no seat held). */
    viewers: () => [...viewers.values()],
    dropViewers: () => viewers.clear(),
    /** Full states of the last hands, every card included: for a dispute or an audit, never for a socket. */
    audit: (): readonly HandState[] => [...audit],
    /**
     * Stops the room for a shutdown: the hand in play is called off once the call in flight has
     * been answered, and every stake it took is paid back as its round's closing win.
     */
    stop: async () => {
      stopped = true;
      for (const timer of [startTimer, turnTimer]) if (timer) clearTimeout(timer);
      startTimer = null;
      turnTimer = null;
      for (const holder of holders) if (holder?.awayTimer) clearTimeout(holder.awayTimer);
      await queue.idle();
      await Promise.allSettled([...settling]);
      const cut = play;
      play = null;
      if (!cut) return;
      const refunds = cut.state.seats.flatMap((s) => {
        const bettor = cut.bettors.get(s.seat);
        return bettor?.firstTxId && s.contributed > 0 ? [{ s, bettor, betTxId: bettor.firstTxId }] : [];
      });
      await wallet.payOut(
        refunds.map(({ s, bettor, betTxId }) => ({
          session: bettor.holder.session,
          roundId: cut.roundId,
          txId: `${cut.roundId}:${bettor.holder.key}:w`,
          betTxId,
          amount: s.contributed,
          details: detailsOf(cut, bettor, bettor.stakes, null),
        })),
      );
    },
  };
};

export type Room = ReturnType<typeof createRoom>;
