import { cashOutsOf, findBet, legsOf, listBets, walletCallsOf, type BetGroup, type BetRow } from './bet-repository';
import type { BookExecutor } from './database';
import { betView, type BetView } from './views';

const viewsOf = async (ex: BookExecutor, bets: readonly BetRow[]): Promise<BetView[]> => {
  const ids = bets.map((b) => b.id);
  const [legs, cashOuts, calls] = await Promise.all([legsOf(ex, ids), cashOutsOf(ex, ids), walletCallsOf(ex, ids)]);
  return bets.map((bet) =>
    betView(
      bet,
      legs.filter((l) => l.bet_id === bet.id),
      cashOuts.find((c) => c.bet_id === bet.id),
      calls.filter((c) => c.bet_id === bet.id),
    ),
  );
};

export type PlayerRef = { vendorCode: string; playerId: string };

/** One bet of this player, or null (someone else's bet is as unknown as a missing one). */
export const readBet = async (ex: BookExecutor, player: PlayerRef, id: string): Promise<BetView | null> => {
  const bet = await findBet(ex, id);
  if (!bet || bet.vendor_code !== player.vendorCode || bet.player_id !== player.playerId) return null;
  return (await viewsOf(ex, [bet]))[0] ?? null;
};

/** A page of the player's open or settled bets, newest first. */
export const readBets = async (ex: BookExecutor, player: PlayerRef, group: BetGroup, limit: number, before?: Date): Promise<BetView[]> =>
  viewsOf(ex, await listBets(ex, { ...player, group, limit, before }));
