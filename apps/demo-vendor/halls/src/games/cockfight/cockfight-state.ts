import type { ChatMessage } from '../../app/hall-chat';
import type { BetsByKind, CockfightFrame, CockpitInfo, FightRecord, Odds, PhaseFrame, Pools } from './frames';

export type Notice =
  | { kind: 'refused'; code: string }
  | { kind: 'win'; amount: number }
  | { kind: 'returned'; amount: number }
  | { kind: 'lose' }
  | { kind: 'pending'; amount: number };

export type CockfightState = {
  cockpit: CockpitInfo | null;
  fight: PhaseFrame | null;
  /** The vendor's clock less this browser's, from the last phase frame: countdowns follow the cockpit. */
  offset: number;
  pools: Pools;
  odds: Odds;
  bettors: number;
  viewers: number;
  history: FightRecord[];
  /** This fight's bets the cockpit took. */
  mine: BetsByKind;
  placing: boolean;
  chat: ChatMessage[];
  notice: Notice | null;
  /** Set by frames that carry the balance; the page hands it to the header. */
  balance: number | null;
};

const noBets: BetsByKind = { meron: 0, wala: 0, draw: 0 };
const noOdds: Odds = { meron: null, wala: null };

export const initialCockfightState: CockfightState = {
  cockpit: null,
  fight: null,
  offset: 0,
  pools: { meron: 0, wala: 0 },
  odds: noOdds,
  bettors: 0,
  viewers: 0,
  history: [],
  mine: noBets,
  placing: false,
  chat: [],
  notice: null,
  balance: null,
};

export type CockfightAction = { type: 'frame'; frame: CockfightFrame; receivedAt: number } | { type: 'placing' } | { type: 'dismiss' };

const chatKept = 50;
const historyKept = 20;

const recordOf = (fight: PhaseFrame): FightRecord | null =>
  fight.result
    ? { fightNumber: fight.fightNumber, outcome: fight.result.outcome, meron: fight.card.meron.name, wala: fight.card.wala.name, odds: fight.result.odds }
    : null;

const onPhase = (state: CockfightState, fight: PhaseFrame, receivedAt: number): CockfightState => {
  const fresh = fight.fightNumber !== state.fight?.fightNumber;
  const record = recordOf(fight);
  const known = record !== null && state.history.some((r) => r.fightNumber === record.fightNumber);
  const history = record && !known ? [...state.history, record].slice(-historyKept) : state.history;
  const base = { ...state, fight, offset: fight.now - receivedAt, history };
  if (!fresh) return base;
  // A new fight: empty pools, no bets of the player, and last fight's notice gone once betting opens.
  return {
    ...base,
    pools: { meron: 0, wala: 0 },
    odds: noOdds,
    bettors: 0,
    mine: noBets,
    placing: false,
    notice: fight.phase === 'betting' ? null : state.notice,
  };
};

/** What the cockfight page knows: the cockpit's frames folded in. */
export const cockfightReducer = (state: CockfightState, action: CockfightAction): CockfightState => {
  if (action.type === 'placing') return { ...state, placing: true, notice: null };
  if (action.type === 'dismiss') return { ...state, notice: null };
  const { frame, receivedAt } = action;
  switch (frame.type) {
    case 'welcome': {
      // A welcome (also after a reconnect) restores everything.
      const base: CockfightState = { ...initialCockfightState, cockpit: frame.cockpit, history: frame.history, chat: frame.chat, balance: frame.you.balance };
      const withFight = frame.fight ? onPhase(base, frame.fight, receivedAt) : base;
      const pools = frame.pools;
      return {
        ...withFight,
        mine: frame.you.bets,
        ...(pools ? { pools: pools.pools, odds: pools.odds, bettors: pools.bettors, viewers: pools.viewers } : {}),
      };
    }
    case 'phase':
      return onPhase(state, frame, receivedAt);
    case 'pools':
      return frame.fightNumber === state.fight?.fightNumber
        ? { ...state, pools: frame.pools, odds: frame.odds, bettors: frame.bettors, viewers: frame.viewers }
        : { ...state, viewers: frame.viewers };
    case 'bet-ok':
      return frame.fightNumber === state.fight?.fightNumber
        ? { ...state, mine: frame.bets, placing: false, balance: frame.balance }
        : { ...state, placing: false, balance: frame.balance };
    case 'bet-refused':
      return { ...state, placing: false, balance: frame.balance, notice: { kind: 'refused', code: frame.code } };
    case 'settled': {
      const balance = frame.balance ?? state.balance;
      if (frame.pending) return { ...state, balance, notice: { kind: 'pending', amount: frame.win } };
      if (frame.win === 0) return { ...state, balance, notice: { kind: 'lose' } };
      return { ...state, balance, notice: frame.win > frame.staked ? { kind: 'win', amount: frame.win } : { kind: 'returned', amount: frame.win } };
    }
    case 'chat':
      return { ...state, chat: [...state.chat, frame.message].slice(-chatKept) };
    case 'error':
      return { ...state, placing: false, notice: { kind: 'refused', code: frame.code } };
  }
};
