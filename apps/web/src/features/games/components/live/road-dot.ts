import type { LiveRoadEntry, LiveTableKind } from '@gp/contracts';

/** A past result's colour on the road, as live tables draw it. */
export type RoadTone = 'red' | 'blue' | 'green' | 'black' | 'other';

/** Keys of the games catalog naming an outcome: the full name (read out) and its one-character mark. */
export type OutcomeName = 'Player' | 'Banker' | 'Tie' | 'Dragon' | 'Tiger';

/** How one past result shows: its colour, and its name in the catalog (a side), or its number (roulette). */
export type RoadDot = { tone: RoadTone; name: OutcomeName | null; number: number | null };

// The European wheel's red pockets; the rest but zero are black.
const redPockets = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const sides = new Map<string, { tone: RoadTone; name: OutcomeName }>([
  ['player', { tone: 'blue', name: 'Player' }],
  ['banker', { tone: 'red', name: 'Banker' }],
  ['tie', { tone: 'green', name: 'Tie' }],
  ['dragon', { tone: 'red', name: 'Dragon' }],
  ['tiger', { tone: 'blue', name: 'Tiger' }],
]);

export const roadDot = (kind: LiveTableKind, entry: LiveRoadEntry): RoadDot => {
  if (kind === 'roulette') {
    const pocket = entry.value ?? Number.parseInt(entry.outcome, 10);
    if (!Number.isInteger(pocket) || pocket < 0 || pocket > 36) return { tone: 'other', name: null, number: null };
    return { tone: pocket === 0 ? 'green' : redPockets.has(pocket) ? 'red' : 'black', name: null, number: pocket };
  }
  const side = sides.get(entry.outcome);
  // A side another table kind would name (a dragon at baccarat) is not this table's.
  const fits =
    side && (kind === 'baccarat' ? entry.outcome !== 'dragon' && entry.outcome !== 'tiger' : entry.outcome !== 'player' && entry.outcome !== 'banker');
  return fits ? { tone: side.tone, name: side.name, number: null } : { tone: 'other', name: null, number: null };
};
