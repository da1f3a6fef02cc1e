/** What a spot is called on the layout (`live.spot.*`), and what it pays as the felt prints it. */
export const spotLabelKey = (spot: string): { key: string; params?: Record<string, string | number> } => {
  const [kind, target] = spot.split(':');
  if (kind === 'straight') return { key: 'live.spot.straight', params: { number: target ?? '' } };
  if (kind === 'dozen' || kind === 'column') return { key: `live.spot.${kind}`, params: { n: target ?? '' } };
  return { key: `live.spot.${kind}` };
};

const pays: Record<string, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
  dragon: '1:1',
  tiger: '1:1',
  suitedTie: '50:1',
  straight: '35:1',
  dozen: '2:1',
  column: '2:1',
};

export const spotPays = (spot: string): string => pays[spot.split(':')[0] ?? ''] ?? '1:1';
