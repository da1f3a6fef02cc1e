import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { BetParams } from '@gp/contracts';
import { deletePendingBet, listStaleOpenInstant, listStalePending, listUnsettledResults, markWalletSettled } from './bgs.repository';
import { finishBet, walletBetOf, type BgsDeps } from './bet-flow';
import { instantResult } from './instant-games.service';

const batch = 100;

/**
 * Finishes what a stopped process left half done, in the wallet's own idempotent terms:
 * - a dice, limbo or plinko bet debited but without a result: the result is computed from its seeds
 *   (it is a pure function of them) and paid, exactly as the request would have;
 * - a result stored but its win call not acknowledged: the win is sent again (`win:{id}` replays);
 * - a bet still pending (nonce taken, debit unknown) older than `olderThan`: rolled back
 *   (`rollback:{id}`: refunds a debit that happened, blocks one still in flight) and the row deleted;
 *   its nonce stays unused, as no outcome of it was ever computed or shown.
 */
export const sweepUnsettled = async (db: Kysely<DB>, deps: BgsDeps, olderThan: Date): Promise<{ finished: number; wins: number; cancelled: number }> => {
  let finished = 0;
  for (const row of await listStaleOpenInstant(db, olderThan, batch)) {
    const params = row.params as BetParams;
    if (params.game !== 'dice' && params.game !== 'limbo' && params.game !== 'plinko') continue;
    const result = instantResult(params, row.amount, { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) });
    if (await finishBet(db, deps, row, result)) finished += 1;
  }
  let wins = 0;
  for (const row of await listUnsettledResults(db, olderThan, batch)) {
    await deps.wallet.settle(walletBetOf(row), row.payout ?? 0n);
    await markWalletSettled(db, row.id);
    wins += 1;
  }
  let cancelled = 0;
  // A debit can take a while under load: pending bets get a minute more than results.
  for (const row of await listStalePending(db, new Date(olderThan.getTime() - 60_000), batch)) {
    await deps.wallet.cancel(walletBetOf(row));
    await deletePendingBet(db, row.id);
    cancelled += 1;
  }
  return { finished, wins, cancelled };
};
