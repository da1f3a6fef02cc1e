import type { BetView } from '@gp/contracts';
import type { BgsVerifySearch } from '../bgs-search';
import { revealedDemoSeed } from '../demo/demo-seeds';

/** The verifier's query for a bet: its id for a real bet, the raw inputs for a demo one. */
export const verifySearchFor = (bet: BetView, demo: boolean): BgsVerifySearch => {
  if (!demo) return { betId: bet.betId };
  const search: BgsVerifySearch = { engine: bet.game, clientSeed: bet.clientSeed, nonce: String(bet.nonce) };
  // The demo server seed is only shown once its pair was rotated, as on the server.
  const serverSeed = bet.serverSeed ?? revealedDemoSeed(bet.serverSeedHash);
  if (serverSeed) search.serverSeed = serverSeed;
  const p = bet.params;
  if (p.game === 'dice') Object.assign(search, { target: String(p.target), direction: p.direction });
  if (p.game === 'limbo') search.targetMultiplier = String(p.targetMultiplier);
  if (p.game === 'mines') search.mines = String(p.mines);
  if (p.game === 'plinko') Object.assign(search, { rows: String(p.rows), risk: p.risk });
  return search;
};
