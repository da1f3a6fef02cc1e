import { bulletCosts, type BulletCost } from './species';

/** Cannons per room: the bottom edge of a 1600-unit world fits four with room to aim. */
export const roomCapacity = 4;

/** What seating needs to know of a room: which seats are taken (by anything), in seat order. */
export type SeatingRoom = { readonly seats: readonly unknown[] };

const isFree = (seat: unknown): boolean => seat === null || seat === undefined;

/** The lowest free seat of a room, or null when all `capacity` seats are taken. */
export const freeSeat = (room: SeatingRoom, capacity: number = roomCapacity): number | null => {
  for (let seat = 0; seat < capacity; seat += 1) if (isFree(room.seats[seat])) return seat;
  return null;
};

export const takenSeats = (room: SeatingRoom, capacity: number = roomCapacity): number => {
  let taken = 0;
  for (let seat = 0; seat < capacity; seat += 1) if (!isFree(room.seats[seat])) taken += 1;
  return taken;
};

/**
 * Where a newcomer sits: the room with the most players that still has a free seat (the oldest on
 * a tie), so players meet in one ocean rather than spread one per room; null when every room is
 * full and a new room must open. Returns the room's index and the seat.
 */
export const chooseSeat = (rooms: readonly SeatingRoom[], capacity: number = roomCapacity): { room: number; seat: number } | null => {
  let best: { room: number; seat: number; taken: number } | null = null;
  rooms.forEach((room, index) => {
    const seat = freeSeat(room, capacity);
    if (seat === null) return;
    const taken = takenSeats(room, capacity);
    if (best && best.taken >= taken) return;
    best = { room: index, seat, taken };
  });
  if (!best) return null;
  const { room, seat } = best;
  return { room, seat };
};

/**
 * The cannon a player starts with: the largest bullet of at most a thousandth of their balance, so the
 * first bursts cannot eat a small balance; the smallest bullet when even that is too much.
 */
export const startingBulletCost = (balance: number): BulletCost => {
  let chosen: BulletCost = bulletCosts[0];
  for (const cost of bulletCosts) if (cost * 1000 <= balance) chosen = cost;
  return chosen;
};
