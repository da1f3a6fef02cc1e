import type { InboxCursor } from '../notices';

/** Inbox item ids (`n12`, `m5`) split by source, duplicates dropped; the contract has checked their shape. */
export const parseItemIds = (raw: readonly string[]) => {
  const unique = [...new Set(raw)];
  return {
    raw: unique,
    notices: unique.filter((id) => id.startsWith('n')).map((id) => BigInt(id.slice(1))),
    messages: unique.filter((id) => id.startsWith('m')).map((id) => BigInt(id.slice(1))),
  };
};

/** An inbox page cursor: `<UTC instant with microseconds>~<0 notice | 1 message>~<id>` (the contract has checked its shape). */
export const parseCursor = (text: string): InboxCursor => {
  const [at = '', rank = '0', id = '0'] = text.split('~');
  return { at, rank: Number(rank), id: BigInt(id) };
};

export const cursorText = (c: InboxCursor): string => `${c.at}~${c.rank}~${c.id}`;

/** The inbox's order, ascending: instant (fixed-width text), then source rank, then id. */
export const compareCursors = (a: InboxCursor, b: InboxCursor): number => {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
};
