import { describe, expect, it } from 'vitest';
import { isStakeBoot, levelConfig, seatsPerRoom, stakeBoots } from './levels';
import { freeSeatOf, planLevel, quickSeatRoom, type RoomLoad } from './seat-plan';

const room = (id: string, taken: number, extra: Partial<RoomLoad> = {}): RoomLoad => ({
  id,
  boot: 100,
  taken,
  total: seatsPerRoom,
  playing: false,
  first: false,
  ...extra,
});

describe('stake levels', () => {
  it('offers four boots, each with the common limits, the 5 % rake and the room turn time', () => {
    expect(stakeBoots).toEqual([100, 500, 2_000, 10_000]);
    expect(levelConfig(500, 20_000)).toEqual({ boot: 500, chaalLimit: 64_000, potLimit: 512_000, rakeBps: 500, turnMs: 20_000, sideShow: true });
    expect(isStakeBoot(2_000)).toBe(true);
    expect(isStakeBoot(1_000)).toBe(false);
  });
});

describe('seating', () => {
  it('gives the seat asked for when free, else the lowest free one, and none at a full table', () => {
    expect(freeSeatOf([true, false, false, true, false])).toBe(1);
    expect(freeSeatOf([true, false, false, true, false], 4)).toBe(4);
    expect(freeSeatOf([true, false, false, true, false], 3)).toBeNull();
    expect(freeSeatOf([true, false, false, true, false], 7)).toBeNull();
    expect(freeSeatOf([true, true, true, true, true])).toBeNull();
  });

  it('quick-seats at the fullest room of the level with a free seat, oldest first', () => {
    const rooms = [room('a', 5), room('b', 2), room('c', 4, { boot: 500 }), room('d', 2), room('e', 3)];
    expect(quickSeatRoom(rooms, 100)).toBe('e');
    expect(quickSeatRoom(rooms.slice(0, 4), 100)).toBe('b');
    expect(quickSeatRoom([room('a', 5), room('c', 1, { boot: 500 })], 100)).toBeNull();
  });
});

describe('a level plan', () => {
  it('opens a room when every room in use is full and none waits empty', () => {
    expect(planLevel([])).toEqual({ open: true, close: [] });
    expect(planLevel([room('a', 5, { first: true })])).toEqual({ open: true, close: [] });
    expect(planLevel([room('a', 5, { first: true }), room('b', 5)])).toEqual({ open: true, close: [] });
    expect(planLevel([room('a', 5, { first: true }), room('b', 0)])).toEqual({ open: false, close: [] });
    expect(planLevel([room('a', 4, { first: true })])).toEqual({ open: false, close: [] });
  });

  it('closes empty extra rooms but never the first, nor a room whose hand is still in play', () => {
    expect(planLevel([room('a', 0, { first: true }), room('b', 0), room('c', 3)])).toEqual({ open: false, close: ['b'] });
    expect(planLevel([room('a', 5, { first: true }), room('b', 0), room('c', 0)])).toEqual({ open: false, close: ['c'] });
    expect(planLevel([room('a', 2, { first: true }), room('b', 0), room('c', 0)])).toEqual({ open: false, close: ['b', 'c'] });
    expect(planLevel([room('a', 2, { first: true }), room('b', 0, { playing: true })])).toEqual({ open: false, close: [] });
  });
});
