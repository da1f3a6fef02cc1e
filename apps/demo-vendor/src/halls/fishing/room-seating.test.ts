import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSeat, freeSeat, roomCapacity, startingBulletCost, takenSeats } from './room-seating';

const room = (...seats: (string | null)[]) => ({ seats });

describe('room seating', () => {
  it('gives the lowest free seat, none in a full room', () => {
    expect(freeSeat(room())).toBe(0);
    expect(freeSeat(room('a', null, 'c'))).toBe(1);
    expect(freeSeat(room('a', 'b', 'c'))).toBe(3);
    expect(freeSeat(room('a', 'b', 'c', 'd'))).toBeNull();
    expect(takenSeats(room('a', null, 'c', null))).toBe(2);
  });

  it('seats a newcomer in the fullest room with space, the oldest on a tie, and asks for a new room when all are full', () => {
    expect(chooseSeat([])).toBeNull();
    expect(chooseSeat([room('a', 'b', 'c', 'd')])).toBeNull();
    expect(chooseSeat([room('a', null, null, null), room('a', 'b', null, 'd')])).toEqual({ room: 1, seat: 2 });
    expect(chooseSeat([room(null, 'b'), room('a', null)])).toEqual({ room: 0, seat: 0 });
    expect(chooseSeat([room('a', 'b', 'c', 'd'), room(null, null, null, null)])).toEqual({ room: 1, seat: 0 });
  });

  it('never seats anyone on a taken seat or past the capacity, and finds a seat whenever one is free (property)', () => {
    const rooms = fc.array(fc.array(fc.option(fc.constant('p'), { nil: null }), { maxLength: roomCapacity }), { maxLength: 6 });
    fc.assert(
      fc.property(rooms, (list) => {
        const seating = list.map((seats) => ({ seats }));
        const chosen = chooseSeat(seating);
        const anyFree = seating.some((r) => takenSeats(r) < roomCapacity);
        if (!chosen) {
          expect(anyFree).toBe(false);
          return;
        }
        expect(chosen.seat).toBeLessThan(roomCapacity);
        expect(seating[chosen.room]!.seats[chosen.seat] ?? null).toBeNull();
        // No other room with space holds more players.
        for (const r of seating) if (takenSeats(r) < roomCapacity) expect(takenSeats(r)).toBeLessThanOrEqual(takenSeats(seating[chosen.room]!));
      }),
    );
  });

  it('starts the cannon at the largest bullet of at most a thousandth of the balance', () => {
    expect(startingBulletCost(1_000_000)).toBe(1000);
    expect(startingBulletCost(100_000)).toBe(100);
    expect(startingBulletCost(99_999)).toBe(50);
    expect(startingBulletCost(5_000)).toBe(10);
    expect(startingBulletCost(0)).toBe(10);
  });
});
