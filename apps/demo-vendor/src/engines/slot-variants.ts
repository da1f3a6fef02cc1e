import type { SlotVariant } from './slot';

/**
 * The four paytables every catalog slot maps to. Reel counts were tuned so each lands near 96%
 * with a moderate spread (per-spin standard deviation under 1.8 bets, which is also what lets a
 * few million simulated spins pin the RTP down to a tenth of a point);
 * `declaredRtp` is the exact figure from `slotRtp`, rounded to two decimals (a test holds them equal).
 * Symbols are ordered from the lowest pay to the highest; the last is the wild.
 */
export const slotVariants: readonly SlotVariant[] = [
  {
    id: 'classic',
    pays: [
      [2, 5, 15],
      [2, 5, 20],
      [3, 8, 25],
      [3, 10, 30],
      [5, 15, 50],
      [5, 20, 75],
      [10, 30, 100],
      [15, 50, 150],
      [20, 75, 250],
    ],
    counts: [
      [2, 2, 4, 5, 4, 3, 3, 2, 4],
      [2, 2, 5, 5, 4, 2, 3, 2, 4],
      [2, 2, 5, 5, 4, 3, 3, 2, 4],
      [6, 6, 5, 5, 4, 3, 3, 2, 4],
      [6, 6, 5, 5, 5, 3, 2, 2, 4],
    ],
    declaredRtp: 0.9599,
  },
  {
    id: 'steady',
    pays: [
      [2, 4, 10],
      [2, 5, 12],
      [3, 6, 15],
      [3, 8, 20],
      [4, 10, 30],
      [5, 15, 40],
      [8, 20, 60],
      [10, 30, 100],
      [15, 50, 200],
    ],
    counts: [
      [2, 2, 2, 3, 4, 2, 3, 2, 4],
      [2, 2, 2, 4, 4, 2, 3, 2, 4],
      [2, 2, 2, 4, 4, 2, 3, 2, 4],
      [6, 6, 5, 5, 4, 3, 3, 2, 4],
      [6, 6, 5, 5, 5, 3, 3, 2, 4],
    ],
    declaredRtp: 0.96,
  },
  {
    id: 'bold',
    pays: [
      [1, 4, 15],
      [2, 5, 20],
      [2, 6, 25],
      [3, 10, 30],
      [4, 12, 40],
      [5, 15, 60],
      [8, 25, 100],
      [12, 40, 150],
      [25, 100, 300],
    ],
    counts: [
      [2, 2, 2, 5, 4, 3, 3, 2, 4],
      [2, 3, 2, 5, 4, 3, 3, 2, 4],
      [2, 3, 2, 5, 4, 3, 3, 2, 4],
      [6, 6, 5, 5, 4, 3, 3, 2, 4],
      [6, 7, 5, 5, 4, 3, 3, 2, 4],
    ],
    declaredRtp: 0.9601,
  },
  {
    id: 'frequent',
    pays: [
      [2, 5, 10],
      [2, 5, 12],
      [2, 6, 15],
      [3, 8, 20],
      [3, 10, 25],
      [5, 12, 40],
      [6, 15, 50],
      [8, 25, 75],
      [10, 40, 150],
    ],
    counts: [
      [2, 2, 2, 3, 2, 2, 3, 2, 4],
      [2, 2, 2, 3, 2, 2, 3, 2, 4],
      [2, 2, 2, 3, 2, 2, 3, 2, 4],
      [6, 6, 5, 5, 4, 3, 3, 3, 4],
      [6, 6, 5, 5, 4, 3, 3, 2, 4],
    ],
    declaredRtp: 0.9601,
  },
];

export type SlotSkin = { id: string; symbols: readonly string[]; names: readonly string[] };

/**
 * Symbol sets (nine each, lowest pay first, wild last). Text symbols found in common fonts, not
 * colour emoji (missing on many systems): the page colours each symbol itself.
 */
export const slotSkins: readonly SlotSkin[] = [
  {
    id: 'lucky',
    symbols: ['♣', '♦', '♥', '♠', '✿', '☘', '7', '♛', '★'],
    names: ['Club', 'Diamond', 'Heart', 'Spade', 'Blossom', 'Clover', 'Seven', 'Crown', 'Wild'],
  },
  { id: 'royal', symbols: ['9', '10', 'J', 'Q', 'K', 'A', '♞', '♛', '✪'], names: ['Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace', 'Knight', 'Crown', 'Wild'] },
  {
    id: 'sky',
    symbols: ['☂', '❄', '☾', '☀', '✿', '⚓', '♪', '♛', '⚡'],
    names: ['Umbrella', 'Snow', 'Moon', 'Sun', 'Blossom', 'Anchor', 'Note', 'Crown', 'Wild'],
  },
  {
    id: 'mystic',
    symbols: ['☯', '♣', '♦', '✿', '☘', '☾', '☀', '♛', '✪'],
    names: ['Balance', 'Club', 'Diamond', 'Blossom', 'Clover', 'Moon', 'Sun', 'Crown', 'Wild'],
  },
];

/** Colour themes: background, panel, accent. */
export const slotThemes: readonly { id: string; background: string; panel: string; accent: string }[] = [
  { id: 'ruby', background: '#2a0a12', panel: '#4a1220', accent: '#ff5470' },
  { id: 'emerald', background: '#06231b', panel: '#0d3b2e', accent: '#34d399' },
  { id: 'sapphire', background: '#0a1430', panel: '#14224d', accent: '#60a5fa' },
  { id: 'amber', background: '#2a1a04', panel: '#4a2e08', accent: '#fbbf24' },
];
