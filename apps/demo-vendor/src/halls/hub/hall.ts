import type { VendorSession } from '../../sessions';

/** One open socket of a player in a hall (a live table, a card room, an ocean, a cockpit). */
export type HallMember = {
  /** This connection's id: a player may hold two tabs, each its own member. */
  readonly id: string;
  readonly session: VendorSession;
  /** Sends a frame as JSON; see `sendText` for a frame serialised once for many members. */
  send: (frame: object) => void;
  sendText: (text: string) => void;
  close: (code: number, reason: string) => void;
};

/** What a hall gives back for a member it let in: where that member's frames go, and its exit. */
export type HallSeat = {
  receive: (frame: unknown) => void;
  leave: () => void;
};

/** A shared game the socket hub routes members to; it validates every frame it receives itself. */
export type Hall = {
  enter: (member: HallMember) => HallSeat;
};

/** Serialises a frame once and sends it to every member given (a table's broadcast). */
export const broadcast = (members: Iterable<HallMember>, frame: object): void => {
  const text = JSON.stringify(frame);
  for (const member of members) member.sendText(text);
};
