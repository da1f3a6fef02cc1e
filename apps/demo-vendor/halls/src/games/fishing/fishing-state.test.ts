import { describe, expect, it } from 'vitest';
import { announcementOf, fishingReducer, initialFishingState, type FishingState } from './fishing-state';
import type { FishingFrame, Welcome } from './frames';

const welcome = (overrides: Partial<Welcome['you']> = {}): Welcome => ({
  type: 'welcome',
  room: {
    id: 1,
    seed: 'seed',
    oceanVersion: 1,
    now: 1_000,
    seats: [
      { seat: 0, name: '#0001', bulletCost: 100 },
      { seat: 2, name: 'Pr***a', bulletCost: 500 },
    ],
    captured: [],
    bulletCosts: [10, 20, 50, 100, 200, 500, 1000],
    rtpBasisPoints: 9_600,
    flushPolicy: { maxShots: 100, maxAgeMs: 10_000 },
    fireRate: { intervalMs: 100, burst: 10 },
    shotToleranceMs: 500,
  },
  you: { seat: 0, bulletCost: 100, currency: 'FUN', mode: 'demo', suspended: null, balance: 10_000, spendable: 10_000, ...overrides },
});

const fold = (frames: FishingFrame[], from: FishingState = initialFishingState) =>
  frames.reduce((state, frame) => fishingReducer(state, { type: 'frame', frame }), from);

describe('fishing page state', () => {
  it('takes the room, the cannons and the money from the welcome, and follows joins, leaves and other cannons', () => {
    const state = fold([
      welcome(),
      { type: 'joined', seat: 1, name: '#0042', bulletCost: 10 },
      { type: 'cannon', seat: 2, bulletCost: 1000 },
      { type: 'left', seat: 1 },
    ]);
    expect(state.seat).toBe(0);
    expect(state.seats.map((s) => s?.bulletCost ?? null)).toEqual([100, null, 1000, null]);
    expect(state).toMatchObject({ balance: 10_000, spendable: 10_000, bulletCost: 100, notice: null });
  });

  it("shows the player's chosen bullet on their own cannon at once and keeps it over an older echo and a reconnect", () => {
    let state = fold([welcome()]);
    state = fishingReducer(state, { type: 'bullet', cost: 500 });
    expect(state.seats[0]?.bulletCost).toBe(500);
    state = fold([{ type: 'cannon', seat: 0, bulletCost: 100 }], state);
    expect(state.seats[0]?.bulletCost).toBe(500);
    state = fold([welcome()], state);
    expect(state).toMatchObject({ bulletCost: 500, roomBulletCost: 100 });
    expect(state.seats[0]?.bulletCost).toBe(500);
  });

  it('announces own catches in one line per pause, and bosses others catch', () => {
    let state = fold([
      welcome(),
      { type: 'capture', fishId: 1, species: 'minnow', seat: 0, win: 200 },
      { type: 'capture', fishId: 2, species: 'lionfish', seat: 0, win: 1_000 },
      { type: 'capture', fishId: 3, species: 'clownfish', seat: 2, win: 1_500 },
      { type: 'capture', fishId: 4, species: 'dragon-king', seat: 2, win: 150_000 },
    ]);
    expect(state.lastWin).toBe(1_000);
    state = fishingReducer(state, { type: 'announce' });
    expect(state.announcement).toEqual({
      id: 1,
      items: [
        { kind: 'many', count: 2, win: 1_200 },
        { kind: 'boss', seat: 2, species: 'dragon-king', win: 150_000 },
      ],
    });
    expect(fishingReducer(state, { type: 'announce' })).toBe(state);
    expect(announcementOf([{ species: 'seahorse', win: 800 }])).toEqual({ kind: 'one', species: 'seahorse', win: 800 });
  });

  it('passes over shots that simply missed their fish, shows other refusals, void batches and pending wins', () => {
    const money = { balance: 9_000, spendable: 8_000 };
    let state = fold([welcome(), { type: 'shot-refused', shotId: 1, fishId: 5, code: 'CAPTURED', ...money }]);
    expect(state).toMatchObject({ notice: null, ...money });
    state = fold([{ type: 'shot-refused', shotId: 2, fishId: 5, code: 'INSUFFICIENT_FUNDS', ...money }], state);
    expect(state.notice).toEqual({ kind: 'refused', code: 'INSUFFICIENT_FUNDS' });
    state = fold([{ type: 'batch', roundId: 'r', shots: 3, bet: 300, win: 500, captures: 1, pending: true, ...money }], state);
    expect(state.notice).toEqual({ kind: 'pending', amount: 500 });
    state = fold(
      [
        {
          type: 'batch-void',
          roundId: 'r2',
          code: 'PLAYER_BLOCKED',
          shots: 4,
          captures: 1,
          stakeNotTaken: 400,
          winNotPaid: 800,
          suspended: 'PLAYER_BLOCKED',
          balance: 5_000,
          spendable: 5_000,
        },
      ],
      state,
    );
    expect(state).toMatchObject({ suspended: 'PLAYER_BLOCKED', balance: 5_000, notice: { kind: 'void', code: 'PLAYER_BLOCKED', shots: 4, winNotPaid: 800 } });
  });

  it('asks for a reload when the vendor runs another ocean version', () => {
    const other = welcome();
    expect(fold([{ ...other, room: { ...other.room, oceanVersion: 2 } }]).notice).toEqual({ kind: 'reload' });
  });

  it('drops the note of a win on its way once a later batch is settled', () => {
    const money = { balance: 9_000, spendable: 8_000 };
    let state = fold([welcome(), { type: 'batch', roundId: 'r1', shots: 3, bet: 300, win: 500, captures: 1, pending: true, ...money }]);
    expect(state.notice).toEqual({ kind: 'pending', amount: 500 });
    state = fold([{ type: 'batch', roundId: 'r2', shots: 2, bet: 200, win: 0, captures: 0, pending: false, ...money }], state);
    expect(state.notice).toBeNull();
  });
});
