import type { BetView, BgsGame, FairInput } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { assertMayPlay } from '../../money/protection';
import type { SettingsService } from '../../platform/settings';
import { bgsVendorCodes, type BgsLimits } from './bgs-games';
import {
  deletePendingBet,
  findBetWithSeeds,
  insertPendingBet,
  markWalletSettled,
  openBet,
  returnNonce,
  settleBet,
  takeNonce,
  type BetRow,
} from './bgs.repository';
import type { BgsWallet, WalletBet } from './bgs-wallet';
import { toBetView } from './bet-view';
import { ensureActivePair } from './seeds.service';

export type BgsDeps = { settings: SettingsService; wallet: BgsWallet; limits: BgsLimits; clock: () => Date; log?: (error: unknown) => void };

/** The bet as the wallet knows it. */
export const walletBetOf = (row: Pick<BetRow, 'vendor_code' | 'member_id' | 'game_code' | 'id' | 'amount' | 'currency'>): WalletBet => ({
  vendorCode: row.vendor_code,
  memberId: row.member_id,
  gameCode: row.game_code,
  betId: row.id,
  amount: row.amount,
  currency: row.currency,
});

const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Stake within the limits, and the best case within the largest payout. */
export const assertStake = (limits: BgsLimits, amount: bigint, bestPayout: bigint): void => {
  if (amount < limits.minBet || amount > limits.maxBet) {
    throw new AppError('BET_AMOUNT_INVALID', { details: { minBet: Number(limits.minBet), maxBet: Number(limits.maxBet) } });
  }
  if (bestPayout > limits.maxPayout) throw new AppError('BET_AMOUNT_INVALID', { details: { maxPayout: Number(limits.maxPayout) } });
};

export type PlacedBet = { row: BetRow; fair: FairInput; balance: number };

/**
 * The start of every seeded bet: the player may play, a nonce of the active pair is taken and a
 * pending bet row written (one transaction), then the stake is debited through the game wallet.
 *
 * The nonce is taken before the debit so two parallel bets never share one. When the debit is
 * refused the pending row is deleted and the nonce given back, unless a later bet already took the
 * next one; then that nonce stays unused (a gap): its outcome was never computed nor shown, and a
 * refusal depends only on the player's balance and limits, so the gap favours no one.
 */
export const placeSeededBet = async (
  db: Kysely<DB>,
  deps: BgsDeps,
  input: { memberId: bigint; game: Exclude<BgsGame, 'crash'>; gameCode: string; amount: bigint; params: Record<string, unknown> },
): Promise<PlacedBet> => {
  await assertMayPlay(db, input.memberId, deps.clock());
  const { currency } = await deps.settings.value('merchant');
  await ensureActivePair(db, input.memberId);
  const reserved = await db
    .transaction()
    .execute(async (trx) => {
      const pair = await takeNonce(trx, input.memberId);
      if (!pair) throw new AppError('CONFLICT');
      const bet = await insertPendingBet(trx, {
        memberId: input.memberId,
        game: input.game,
        vendorCode: bgsVendorCodes[input.game],
        gameCode: input.gameCode,
        currency,
        amount: input.amount,
        seedPairId: pair.id,
        crashRoundId: null,
        clientSeed: pair.client_seed,
        nonce: pair.nonce,
        params: input.params,
      });
      return { pair, betId: bet.id };
    })
    .catch((error: unknown) => {
      // The only unique index a new seeded bet can hit besides the nonce is one open mines round per member.
      if (isUniqueViolation(error)) throw new AppError('INVALID_STATE', { details: { reason: 'MINES_ROUND_OPEN' } });
      throw error;
    });

  const walletBet: WalletBet = {
    vendorCode: bgsVendorCodes[input.game],
    memberId: input.memberId,
    gameCode: input.gameCode,
    betId: reserved.betId,
    amount: input.amount,
    currency,
  };
  const debit = await deps.wallet.debit(walletBet);
  if (!debit.ok) {
    await deletePendingBet(db, reserved.betId);
    await returnNonce(db, reserved.pair.id, reserved.pair.nonce);
    throw debit.error;
  }
  const row = await openBet(db, reserved.betId);
  if (!row) throw new AppError('CONFLICT');
  return {
    row,
    fair: { serverSeed: reserved.pair.server_seed, clientSeed: reserved.pair.client_seed, nonce: Number(reserved.pair.nonce) },
    balance: debit.balance,
  };
};

/**
 * Fixes a bet's result and pays it (0 on a loss) through the wallet; the result is stored first so
 * a crash before the win call is finished by the sweep (`resendUnsettledWins`). Returns the view and
 * the balance after the win, or null when another request settled the bet first.
 */
export const finishBet = async (
  db: Kysely<DB>,
  deps: BgsDeps,
  row: BetRow,
  result: { payout: bigint; outcome: Record<string, unknown>; revealed?: number[]; cashedOutAt?: bigint | null },
): Promise<{ bet: BetView; balance: number } | null> => {
  const status = result.payout > 0n ? 'won' : 'lost';
  const settled = await settleBet(db, row.id, ['open'], { status, at: deps.clock(), ...result });
  if (!settled) return null;
  const balance = await deps.wallet.settle(walletBetOf(settled), result.payout);
  await markWalletSettled(db, row.id);
  const view = await findBetWithSeeds(db, row.id);
  return { bet: toBetView(view!), balance };
};

/** The bet's current view (open or settled). */
export const betViewOf = async (db: Kysely<DB>, id: bigint): Promise<BetView> => {
  const row = await findBetWithSeeds(db, id);
  if (!row) throw new AppError('GAME_ROUND_NOT_FOUND');
  return toBetView(row);
};
