import { betOutcome, betParams, type BetOutcome, type BetView } from '@gp/contracts';
import type { BetWithSeedsRow } from './bgs.repository';

/**
 * A stored bet as the player and the verifier see it. What could help a player before the end is
 * never shown: a mines layout while the round is open, a crash point before the crash, a server
 * seed before it is revealed.
 */

const hiddenOutcome = (row: BetWithSeedsRow): BetOutcome | null => {
  if (row.game === 'mines') {
    const stored = row.outcome as { mineTiles?: number[] } | null;
    const over = row.status === 'won' || row.status === 'lost';
    return { game: 'mines', mineTiles: over ? (stored?.mineTiles ?? null) : null, revealed: row.revealed };
  }
  if (row.game === 'crash') {
    return {
      game: 'crash',
      crashPointHundredths: row.crash_point === null ? null : Number(row.crash_point),
      cashedOutAtHundredths: row.cashed_out_at === null ? null : Number(row.cashed_out_at),
    };
  }
  if (row.outcome === null) return null;
  return betOutcome.parse(row.outcome);
};

export const toBetView = (row: BetWithSeedsRow): BetView => {
  const settled = row.status === 'won' || row.status === 'lost';
  return {
    betId: row.id.toString(),
    game: row.game,
    gameCode: row.game_code,
    currency: row.currency,
    amount: Number(row.amount),
    payout: settled && row.payout !== null ? Number(row.payout) : null,
    multiplierHundredths: settled && row.payout !== null ? Number((row.payout * 100n) / row.amount) : null,
    status: row.status === 'pending' ? 'open' : row.status,
    params: betParams.parse(row.params),
    outcome: hiddenOutcome(row),
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at === null ? null : row.settled_at.toISOString(),
  };
};
