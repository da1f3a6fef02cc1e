import type { HandView, HistoryEntry, Level, ResultFrame, RoomInfo, TableFrame, TeenPattiFrame } from './frames';

export type Notice =
  | { kind: 'refused'; code: string; action: string }
  | { kind: 'won'; amount: number }
  | { kind: 'pending'; amount: number }
  | { kind: 'returned'; amount: number }
  | { kind: 'lost'; amount: number };

export type TpState = {
  /** Set by the welcome: until then the page is connecting. */
  me: { name: string; mode: 'real' | 'demo' } | null;
  levels: Level[];
  rooms: RoomInfo[];
  /** The room looked at; null in the room list. */
  table: TableFrame | null;
  hand: HandView | null;
  /** The vendor's clock less this browser's, so turn timers follow the table. */
  offset: number;
  result: ResultFrame | null;
  history: HistoryEntry[];
  notice: Notice | null;
  /** An action sent and not yet answered by a new view or a refusal. */
  acting: boolean;
  /** Set by frames that carry the balance; the page hands it to the header. */
  balance: number | null;
};

export const initialTpState: TpState = {
  me: null,
  levels: [],
  rooms: [],
  table: null,
  hand: null,
  offset: 0,
  result: null,
  history: [],
  notice: null,
  acting: false,
  balance: null,
};

export type TpAction = { type: 'frame'; frame: TeenPattiFrame; receivedAt: number } | { type: 'acting' } | { type: 'dismiss' };

const historyKept = 20;

const withHand = (state: TpState, view: HandView, now: number, receivedAt: number): TpState => {
  const fresh = view.id !== state.hand?.id;
  return {
    ...state,
    hand: view,
    offset: now - receivedAt,
    acting: false,
    result: fresh ? null : state.result,
    notice: fresh && state.notice?.kind !== 'refused' ? null : state.notice,
  };
};

/** What the card room page knows: the vendor's frames folded in. A fresh welcome restores everything. */
export const tpReducer = (state: TpState, action: TpAction): TpState => {
  if (action.type === 'acting') return { ...state, acting: true, notice: null };
  if (action.type === 'dismiss') return { ...state, notice: null };
  const { frame, receivedAt } = action;
  const here = (roomId: string | null) => roomId !== null && roomId === state.table?.roomId;
  switch (frame.type) {
    case 'welcome':
      return {
        ...initialTpState,
        me: { name: frame.you.name, mode: frame.you.mode },
        levels: frame.levels,
        rooms: frame.rooms,
        table: frame.table,
        hand: frame.hand?.view ?? null,
        offset: frame.hand ? frame.hand.now - receivedAt : 0,
        history: frame.history,
        balance: frame.you.balance,
      };
    case 'rooms':
      return { ...state, rooms: frame.rooms };
    case 'left':
      return { ...state, rooms: frame.rooms, table: null, hand: null, result: null, history: [], acting: false };
    case 'table': {
      // Entering another room starts its picture afresh.
      const moved = frame.roomId !== state.table?.roomId;
      return moved ? { ...state, table: frame, hand: null, result: null, history: [], offset: frame.now - receivedAt } : { ...state, table: frame };
    }
    case 'hand':
      return here(frame.roomId) ? withHand(state, frame.view, frame.now, receivedAt) : state;
    case 'result':
      return here(frame.roomId) ? { ...state, result: frame } : state;
    case 'history':
      if (!here(frame.roomId)) return state;
      return { ...state, history: (frame.append ? [...state.history, ...frame.hands] : frame.hands).slice(-historyKept) };
    case 'settled': {
      const balance = frame.balance ?? state.balance;
      if (frame.pending) return { ...state, balance, notice: { kind: 'pending', amount: frame.won } };
      if (frame.won > frame.contributed) return { ...state, balance, notice: { kind: 'won', amount: frame.won } };
      // A hand called off gives every boot back.
      if (frame.won > 0) return { ...state, balance, notice: { kind: 'returned', amount: frame.won } };
      return { ...state, balance, notice: { kind: 'lost', amount: frame.contributed } };
    }
    case 'balance':
      return { ...state, balance: frame.balance };
    case 'refused':
      return { ...state, balance: frame.balance, acting: false, notice: { kind: 'refused', code: frame.code, action: frame.action } };
    case 'error':
      return { ...state, acting: false, notice: { kind: 'refused', code: frame.code, action: '' } };
  }
};
