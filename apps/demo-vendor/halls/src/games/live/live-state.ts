import type { ChatMessage } from '../../app/hall-chat';
import type { LiveFrame, RevealStep, RoadEntry, RoundFrame, TableInfo } from './frames';

export type Notice = { kind: 'refused'; code: string } | { kind: 'win'; amount: number } | { kind: 'lose' } | { kind: 'pending'; amount: number };

export type Spots = Record<string, number>;

export type LiveState = {
  table: TableInfo | null;
  round: RoundFrame | null;
  /** The vendor's clock less this browser's, from the last round frame: countdowns follow the table. */
  offset: number;
  steps: RevealStep[];
  totals: Spots;
  bettors: number;
  viewers: number;
  history: RoadEntry[];
  /** This round's bets the table took. */
  mine: Spots;
  /** Last round's, for "rebet". */
  previous: Spots;
  /** Chips laid on the layout, not yet sent. */
  pending: Spots;
  placing: boolean;
  chat: ChatMessage[];
  notice: Notice | null;
  /** Set by frames that carry the balance; the page hands it to the header. */
  balance: number | null;
};

export const initialLiveState: LiveState = {
  table: null,
  round: null,
  offset: 0,
  steps: [],
  totals: {},
  bettors: 0,
  viewers: 0,
  history: [],
  mine: {},
  previous: {},
  pending: {},
  placing: false,
  chat: [],
  notice: null,
  balance: null,
};

export type LiveAction =
  | { type: 'frame'; frame: LiveFrame; receivedAt: number }
  | { type: 'chip'; spot: string; amount: number }
  | { type: 'clear' }
  | { type: 'lay'; spots: Spots }
  | { type: 'placing' }
  | { type: 'dismiss' };

const chatKept = 50;
const isEmpty = (spots: Spots) => Object.keys(spots).length === 0;

const onRound = (state: LiveState, round: RoundFrame, receivedAt: number): LiveState => {
  const fresh = round.roundId !== state.round?.roundId;
  const base = { ...state, round, offset: round.now - receivedAt };
  if (!fresh) return { ...base, steps: round.steps.length >= state.steps.length ? round.steps : state.steps };
  // A new round: this round's bets become the ones "rebet" repeats; chips not sent are lifted.
  return {
    ...base,
    steps: round.steps,
    totals: {},
    bettors: 0,
    mine: {},
    pending: {},
    previous: isEmpty(state.mine) ? state.previous : state.mine,
    placing: false,
    notice: round.phase === 'betting' ? null : state.notice,
  };
};

/** What the live page knows: the vendor's frames folded in, and the chips the player lays before confirming. */
export const liveReducer = (state: LiveState, action: LiveAction): LiveState => {
  switch (action.type) {
    case 'chip':
      return { ...state, pending: { ...state.pending, [action.spot]: (state.pending[action.spot] ?? 0) + action.amount } };
    case 'clear':
      return { ...state, pending: {} };
    case 'lay':
      return { ...state, pending: action.spots };
    case 'placing':
      return { ...state, placing: true, notice: null };
    case 'dismiss':
      return { ...state, notice: null };
    case 'frame':
      break;
  }
  const { frame, receivedAt } = action;
  switch (frame.type) {
    case 'welcome':
      return {
        ...onRound({ ...state, round: null }, frame.round, receivedAt),
        table: frame.table,
        totals: frame.totals.totals,
        bettors: frame.totals.bettors,
        viewers: frame.totals.viewers,
        history: frame.history,
        mine: frame.you.spots,
        chat: frame.chat,
        balance: frame.you.balance,
      };
    case 'round': {
      const next = onRound(state, frame, receivedAt);
      return frame.road ? { ...next, history: [...state.history, frame.road].slice(-120) } : next;
    }
    case 'step':
      return frame.roundId === state.round?.roundId ? { ...state, steps: [...state.steps, frame.step] } : state;
    case 'totals':
      return frame.roundId === state.round?.roundId
        ? { ...state, totals: frame.totals, bettors: frame.bettors, viewers: frame.viewers }
        : { ...state, viewers: frame.viewers };
    case 'bet-ok':
      return { ...state, mine: frame.spots, pending: {}, placing: false, balance: frame.balance };
    case 'bet-refused':
      return { ...state, placing: false, balance: frame.balance, notice: { kind: 'refused', code: frame.code } };
    case 'settled': {
      const balance = frame.balance ?? state.balance;
      if (frame.pending) return { ...state, balance, notice: { kind: 'pending', amount: frame.win } };
      return { ...state, balance, notice: frame.win > 0 ? { kind: 'win', amount: frame.win } : { kind: 'lose' } };
    }
    case 'chat':
      return { ...state, chat: [...state.chat, frame.message].slice(-chatKept) };
    case 'shoe':
      return { ...state, history: [] };
    case 'error':
      return { ...state, placing: false, notice: { kind: 'refused', code: frame.code } };
  }
};
