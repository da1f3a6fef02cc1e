import { minesLayout, minesMultiplierHundredths, minesPayout, minesTiles, type MinesRoundView, type MinesStartRequest } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { floatsFor } from './bgs-crypto';
import { addRevealedTile, findBet, findOpenMines, findPairById, type BetRow } from './bgs.repository';
import { assertStake, betViewOf, finishBet, placeSeededBet, type BgsDeps } from './bet-flow';

type MinesParams = { game: 'mines'; mines: number };

const minesOf = (row: BetRow): number => (row.params as MinesParams).mines;

/**
 * Mines: a round is one bet that stays open while the player reveals tiles. The layout is fixed by
 * the seeds at the start (recomputed on each reveal, never stored or shown until the round ends);
 * hitting a mine loses the stake, a cash-out pays 0.99 * C(25,k) / C(25-mines,k), and revealing the
 * last safe tile cashes out by itself. One open round per member; seed rotation waits for it.
 */
export const createMinesService = (db: Kysely<DB>, deps: BgsDeps) => {
  const roundView = async (row: BetRow, balance: number | null): Promise<MinesRoundView> => {
    const mines = minesOf(row);
    const revealed = row.revealed;
    const bet = await betViewOf(db, row.id);
    const safeLeft = minesTiles - mines - revealed.length;
    return {
      bet,
      mines,
      revealed: bet.outcome?.game === 'mines' ? bet.outcome.revealed : revealed,
      currentMultiplierHundredths: revealed.length === 0 ? 100 : minesMultiplierHundredths(mines, revealed.length),
      nextMultiplierHundredths: safeLeft > 0 && row.status === 'open' ? minesMultiplierHundredths(mines, revealed.length + 1) : null,
      balance,
    };
  };

  const layoutOf = async (row: BetRow): Promise<number[]> => {
    const pair = await findPairById(db, row.seed_pair_id!);
    return minesLayout(floatsFor({ serverSeed: pair!.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) }, minesOf(row)), minesOf(row));
  };

  /** The member's own open round, or the fitting error. */
  const openRound = async (memberId: bigint, roundId: string): Promise<BetRow> => {
    const row = await findBet(db, BigInt(roundId));
    if (!row || row.member_id !== memberId || row.game !== 'mines') throw new AppError('GAME_ROUND_NOT_FOUND');
    if (row.status === 'won' || row.status === 'lost') throw new AppError('GAME_ROUND_FINISHED');
    if (row.status !== 'open') throw new AppError('INVALID_STATE');
    return row;
  };

  const start = async (memberId: bigint, req: MinesStartRequest): Promise<MinesRoundView> => {
    const amount = BigInt(req.amount);
    assertStake(deps.limits, amount, minesPayout(amount, req.mines, minesTiles - req.mines));
    if (await findOpenMines(db, memberId)) throw new AppError('INVALID_STATE', { details: { reason: 'MINES_ROUND_OPEN' } });
    const placed = await placeSeededBet(db, deps, { memberId, game: 'mines', gameCode: req.gameCode, amount, params: { game: 'mines', mines: req.mines } });
    return roundView(placed.row, placed.balance);
  };

  const end = async (row: BetRow, payout: bigint, revealed: number[]): Promise<MinesRoundView> => {
    const mineTiles = await layoutOf(row);
    const finished = await finishBet(db, deps, row, { payout, outcome: { game: 'mines', mineTiles, revealed }, revealed });
    if (!finished) throw new AppError('GAME_ROUND_FINISHED');
    const settled = await findBet(db, row.id);
    return roundView(settled!, finished.balance);
  };

  const reveal = async (memberId: bigint, roundId: string, tile: number): Promise<MinesRoundView> => {
    const row = await openRound(memberId, roundId);
    if (row.revealed.includes(tile)) throw new AppError('INVALID_STATE', { details: { reason: 'TILE_REVEALED' } });
    const layout = await layoutOf(row);
    if (layout.includes(tile)) return end(row, 0n, [...row.revealed, tile]);
    const updated = await addRevealedTile(db, row.id, row.revealed, tile);
    // Another reveal or a cash-out of the same round got there first.
    if (!updated) throw new AppError('CONFLICT');
    if (updated.revealed.length === minesTiles - minesOf(updated))
      return end(updated, minesPayout(updated.amount, minesOf(updated), updated.revealed.length), updated.revealed);
    return roundView(updated, null);
  };

  const cashout = async (memberId: bigint, roundId: string): Promise<MinesRoundView> => {
    const row = await openRound(memberId, roundId);
    if (row.revealed.length === 0) throw new AppError('INVALID_STATE', { details: { reason: 'NOTHING_REVEALED' } });
    return end(row, minesPayout(row.amount, minesOf(row), row.revealed.length), row.revealed);
  };

  const active = async (memberId: bigint): Promise<MinesRoundView | null> => {
    const row = await findOpenMines(db, memberId);
    return row && row.status === 'open' ? roundView(row, null) : null;
  };

  return { start, reveal, cashout, active };
};
