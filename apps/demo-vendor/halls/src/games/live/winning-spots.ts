import { pocketColour } from './roulette-wheel';

/** The spots a result pays, lit on the felt while the result shows. */
export const winningSpots = (kind: string, result: Record<string, unknown> | null): ReadonlySet<string> => {
  if (!result) return new Set();
  if (kind === 'roulette') {
    const n = Number(result.pocket);
    if (n === 0) return new Set(['straight:0']);
    return new Set([
      `straight:${n}`,
      `dozen:${Math.ceil(n / 12)}`,
      `column:${((n - 1) % 3) + 1}`,
      pocketColour(n),
      n % 2 === 0 ? 'even' : 'odd',
      n <= 18 ? 'low' : 'high',
    ]);
  }
  const spots = new Set([String(result.outcome)]);
  if (result.playerPair) spots.add('playerPair');
  if (result.bankerPair) spots.add('bankerPair');
  if (result.outcome === 'tie' && result.suited) spots.add('suitedTie');
  return spots;
};
