import { describe, expect, it } from 'vitest';
import type { HandView, ResultFrame, RoomInfo, TableFrame, TeenPattiFrame } from './frames';
import { initialTpState, tpReducer, type TpState } from './tp-state';

const room: RoomInfo = {
  id: 'r100-1',
  game: 'teen-patti',
  mode: 'demo',
  currency: 'FUN',
  stakes: { boot: 100, chaalLimit: 12_800, potLimit: 102_400 },
  rakeBps: 500,
  turnMs: 20_000,
  seats: { taken: 2, total: 5 },
  spectators: 0,
  playing: true,
};
const table = (roomId = 'r100-1'): TableFrame => ({
  type: 'table',
  roomId,
  room: { ...room, id: roomId },
  seats: [{ seat: 0, name: '#0001', ready: true, away: false }, null, { seat: 2, name: 'As***a', ready: true, away: false }, null, null],
  dealer: 0,
  handNo: 1,
  nextHandAt: null,
  now: 1_000,
  you: { seat: 0, ready: true },
});
const view = (id: string, version = 1): HandView => ({
  id,
  viewer: 0,
  phase: 'betting',
  config: { boot: 100, chaalLimit: 12_800, potLimit: 102_400, rakeBps: 500, turnMs: 20_000, sideShow: true },
  dealer: 0,
  pot: 200,
  stake: 100,
  turn: 2,
  deadline: 21_000,
  sideShow: null,
  seats: [],
  events: [],
  result: null,
  options: [{ action: 'see', amount: 0 }],
  version,
});
const result: ResultFrame = { type: 'result', roomId: 'r100-1', handId: 'h1', reason: 'show', winners: [0], pot: 400, rake: 20, payouts: [], reveals: [] };

const fold = (frames: TeenPattiFrame[], from: TpState = initialTpState) =>
  frames.reduce((state, frame) => tpReducer(state, { type: 'frame', frame, receivedAt: 900 }), from);

describe('teen patti page state', () => {
  it('restores the whole table from a welcome, with the clock offset of its hand', () => {
    const state = fold([
      {
        type: 'welcome',
        levels: [],
        rooms: [room],
        you: { name: '#0001', balance: 5_000, currency: 'FUN', mode: 'demo' },
        table: table(),
        hand: { type: 'hand', roomId: 'r100-1', now: 1_000, view: view('h1') },
        history: [],
      },
    ]);
    expect(state).toMatchObject({ me: { name: '#0001' }, table: { roomId: 'r100-1' }, hand: { id: 'h1' }, balance: 5_000, offset: 100 });
  });

  it('keeps a result until the next hand, and ignores frames of a room no longer looked at', () => {
    let state = fold([table(), { type: 'hand', roomId: 'r100-1', now: 1_000, view: view('h1') }, result]);
    expect(state.result?.handId).toBe('h1');
    state = fold([{ type: 'hand', roomId: 'r100-1', now: 1_000, view: view('h1', 2) }], state);
    expect(state.result?.handId).toBe('h1');
    state = fold([{ type: 'hand', roomId: 'r100-1', now: 1_000, view: view('h2') }], state);
    expect(state.result).toBeNull();
    state = fold([{ type: 'hand', roomId: 'r500-1', now: 1_000, view: view('x') }], state);
    expect(state.hand?.id).toBe('h2');
    state = fold([{ type: 'left', roomId: 'r100-1', rooms: [room] }], state);
    expect(state).toMatchObject({ table: null, hand: null, history: [] });
  });

  it('tells a win from a loss and from a hand called off, and shows a refusal', () => {
    const settled = (contributed: number, won: number) =>
      fold([{ type: 'settled', roomId: 'r100-1', handId: 'h1', contributed, won, balance: 10, pending: false }]);
    expect(settled(300, 570).notice).toEqual({ kind: 'won', amount: 570 });
    expect(settled(300, 0).notice).toEqual({ kind: 'lost', amount: 300 });
    expect(settled(100, 100).notice).toEqual({ kind: 'returned', amount: 100 });
    const refused = fold([{ type: 'refused', requestId: null, action: 'boot', code: 'INSUFFICIENT_FUNDS', balance: 50 }]);
    expect(refused).toMatchObject({ balance: 50, notice: { kind: 'refused', code: 'INSUFFICIENT_FUNDS', action: 'boot' } });
  });
});
