import { isValidRouletteBet, rouletteBetKinds, rouletteDeclaredRtp, rouletteReturn, spinRoulette, type RouletteBetKind } from '../../../engines/roulette';
import type { LiveGame } from '../live-game';

export type RouletteTableResult = { pocket: number };

const targeted: ReadonlySet<RouletteBetKind> = new Set(['straight', 'dozen', 'column']);

/** `straight:17` → ['straight', 17]; `red` → ['red', 0]; null when it is no bet on the layout. */
export const parseRouletteSpot = (spot: string): [RouletteBetKind, number] | null => {
  const [kind, target, extra] = spot.split(':');
  if (extra !== undefined || !(rouletteBetKinds as readonly string[]).includes(kind ?? '')) return null;
  const betKind = kind as RouletteBetKind;
  if (targeted.has(betKind) !== (target !== undefined)) return null;
  const value = target === undefined ? 0 : /^\d{1,2}$/.test(target) ? Number(target) : -1;
  return isValidRouletteBet(betKind, value) ? [betKind, value] : null;
};

const layout: string[] = [
  ...Array.from({ length: 37 }, (_, n) => `straight:${n}`),
  'dozen:1',
  'dozen:2',
  'dozen:3',
  'column:1',
  'column:2',
  'column:3',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

/**
 * Live European roulette: one zero, the single-player engine's payouts. Straight numbers from 1 to 250
 * units, dozens and columns to 2,500, even-money bets to 5,000 (times the table's tier).
 */
export const rouletteTable = (scale: number): LiveGame<RouletteTableResult> => ({
  kind: 'roulette',
  spots: layout,
  limitOf: (spot) => {
    const parsed = parseRouletteSpot(spot);
    if (!parsed) return null;
    const [kind] = parsed;
    const max = kind === 'straight' ? 25_000 : kind === 'dozen' || kind === 'column' ? 250_000 : 500_000;
    return { min: 100 * scale, max: max * scale };
  },
  deal: (random) => {
    const pocket = spinRoulette(random);
    return { steps: [{ kind: 'ball', pocket }], result: { pocket } };
  },
  returnOf: (spot, amount, result) => {
    const parsed = parseRouletteSpot(spot);
    return parsed ? amount * rouletteReturn(parsed[0], parsed[1], result.pocket) : 0;
  },
  road: (result) => ({ outcome: String(result.pocket), value: result.pocket }),
  // The ball runs about four seconds before it drops (the page's wheel turns for three).
  stepWeight: 4,
  rtp: { all: rouletteDeclaredRtp },
});
