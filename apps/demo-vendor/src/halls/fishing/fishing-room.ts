import { randomBytes } from 'node:crypto';
import { broadcast, type HallMember } from '../hub/hall';
import type { SeatView } from './fishing-frames';
import { createOcean, isAlive, fishById, oceanVersion, type Ocean } from './ocean';
import { roomCapacity } from './room-seating';
import { pruneCaptured } from './shot-target';

/** A cannon in a room: one player (a session), drawn for everyone, with every tab that player has open. */
export type RoomSeat = {
  seat: number;
  sessionId: string;
  name: string;
  bulletCost: number;
  members: Map<string, HallMember>;
};

/**
 * One ocean and its cannons. The ocean is a pure function of the room's seed and the clock, so the
 * room keeps only who sits where and which fish were captured; the browsers draw the fish themselves.
 */
export const createFishingRoom = (no: number) => {
  // Not an outcome: the seed only decides which fish swim past, and every bullet returns the same.
  const seed = randomBytes(12).toString('base64url');
  const ocean: Ocean = createOcean(seed);
  const seats: (RoomSeat | null)[] = Array.from({ length: roomCapacity }, () => null);
  const members = new Map<string, HallMember>();
  let captured = new Set<number>();

  const seatView = (s: RoomSeat): SeatView => ({ seat: s.seat, name: s.name, bulletCost: s.bulletCost });

  return {
    no,
    seed,
    ocean,
    seats,
    members,
    captured: (): ReadonlySet<number> => captured,
    capture: (fishId: number) => {
      captured.add(fishId);
    },
    /** Drops captured fish that could no longer be shot, so the set stays the size of a screen. */
    prune: (now: number) => {
      captured = pruneCaptured(ocean, captured, now);
    },
    taken: (): SeatView[] => seats.flatMap((s) => (s ? [seatView(s)] : [])),
    /** Captured fish still swimming: a newcomer's screen must leave them out. */
    capturedOnScreen: (now: number): number[] =>
      [...captured].filter((id) => {
        const fish = fishById(ocean, id);
        return fish !== null && (isAlive(fish, now) || fish.spawnAt > now);
      }),
    empty: (): boolean => seats.every((s) => s === null),
    /** Every socket in the room. */
    tellAll: (frame: object) => broadcast(members.values(), frame),
    /** Every socket but one (a player's own shot is answered to that socket apart). */
    tellOthers: (exceptMember: string, frame: object) => {
      const text = JSON.stringify(frame);
      for (const [id, member] of members) if (id !== exceptMember) member.sendText(text);
    },
    oceanInfo: (now: number) => ({ id: no, seed, oceanVersion, now }),
  };
};

export type FishingRoom = ReturnType<typeof createFishingRoom>;
