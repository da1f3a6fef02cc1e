/** How full a room is, as the lobby plans its levels from it. */
export type RoomLoad = {
  id: string;
  boot: number;
  /** Seats held by players. */
  taken: number;
  total: number;
  /** A hand is in play (its seats stay the players' until it ends). */
  playing: boolean;
  /** The level's permanent room: never closed, so every level always lists one room. */
  first: boolean;
};

const isFull = (room: RoomLoad) => room.taken >= room.total;
const isIdle = (room: RoomLoad) => room.taken === 0 && !room.playing;

/**
 * A seat for a new player: the one asked for if it is free (null when it is not), else the
 * lowest free one, null when every seat is held.
 */
export const freeSeatOf = (held: readonly boolean[], wanted?: number): number | null => {
  if (wanted !== undefined) return wanted >= 0 && wanted < held.length && !held[wanted] ? wanted : null;
  const seat = held.indexOf(false);
  return seat < 0 ? null : seat;
};

/**
 * "Quick seat" at a level: the room with a free seat and the most players in it (a hand starts
 * soonest where others already wait), the oldest first on a tie; null when every room is full.
 */
export const quickSeatRoom = (rooms: readonly RoomLoad[], boot: number): string | null => {
  let best: RoomLoad | null = null;
  for (const room of rooms) {
    if (room.boot !== boot || isFull(room)) continue;
    if (!best || room.taken > best.taken) best = room;
  }
  return best?.id ?? null;
};

/**
 * What a level needs so a player always finds a free seat without empty tables piling up: a new
 * room when every room in use is full and no empty one waits, and the empty rooms beyond the one
 * kept (the first room, else the oldest empty) closed.
 */
export const planLevel = (rooms: readonly RoomLoad[]): { open: boolean; close: string[] } => {
  const inUse = rooms.filter((room) => !isIdle(room));
  const idle = rooms.filter(isIdle);
  const keep = idle.find((room) => room.first) ?? (inUse.some((room) => !isFull(room)) ? undefined : idle[0]);
  const close = idle.filter((room) => room !== keep && !room.first).map((room) => room.id);
  const open = !keep && inUse.every(isFull);
  return { open, close };
};
