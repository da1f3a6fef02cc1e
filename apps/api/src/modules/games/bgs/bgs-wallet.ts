import type { VendorWalletResponse } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';
import type { GameWalletService } from '../gateway';

/**
 * The in-house games move money through the same wallet service as external vendors (trusted
 * in-process calls): same SQL path, rounds, aggregates and ledger journals. Wallet round id = bet id,
 * txIds `bet:{id}` and `win:{id}`.
 */
export type BgsWalletPort = Pick<GameWalletService, 'bet' | 'win' | 'rollback'>;

export type WalletBet = { vendorCode: string; memberId: bigint; gameCode: string; betId: bigint; amount: bigint; currency: string };

/** A refused debit as the player's error; the balance travels in the details where the wallet gave one. */
const refusal = (response: Exclude<VendorWalletResponse, { status: 'OK' }>): AppError => {
  const details = response.balance === undefined ? undefined : { balance: response.balance };
  switch (response.status) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', { details });
    case 'LIMIT_EXCEEDED':
      // The player's own wager limit, or a credit past the currency's maximum balance.
      return new AppError(response.message === 'BALANCE_LIMIT' ? 'AMOUNT_LIMIT_EXCEEDED' : 'WAGER_LIMIT_EXCEEDED', { details });
    case 'GAME_NOT_FOUND':
      // The wallet refuses bets on a game or vendor in maintenance this way, naming it in the message.
      return new AppError(response.message === 'GAME_MAINTENANCE' ? 'GAME_MAINTENANCE' : 'GAME_NOT_FOUND');
    case 'PLAYER_BLOCKED':
    case 'PLAYER_NOT_FOUND':
      return new AppError('FORBIDDEN');
    case 'WRONG_CURRENCY':
    case 'INVALID_REQUEST':
      return new AppError('BET_AMOUNT_INVALID', { details: { reason: response.status } });
    default:
      return new AppError('INTERNAL_ERROR', { details: { wallet: response.status } });
  }
};

export const createBgsWallet = (wallet: BgsWalletPort) => {
  /** Debits the stake; resolves to the balance after it, or null with the refusal when the wallet says no. */
  const debit = async (bet: WalletBet): Promise<{ ok: true; balance: number } | { ok: false; error: AppError }> => {
    const response = await wallet.bet({
      vendorCode: bet.vendorCode,
      memberId: bet.memberId,
      gameCode: bet.gameCode,
      roundId: bet.betId.toString(),
      txId: `bet:${bet.betId}`,
      amount: bet.amount,
      currency: bet.currency,
    });
    if (response.status === 'OK') return { ok: true, balance: response.balance ?? 0 };
    return { ok: false, error: refusal(response) };
  };

  /** Pays the result (0 on a loss) and closes the wallet round; idempotent on `win:{id}`. */
  const settle = async (bet: WalletBet, payout: bigint): Promise<number> => {
    const response = await wallet.win({
      vendorCode: bet.vendorCode,
      memberId: bet.memberId,
      gameCode: bet.gameCode,
      roundId: bet.betId.toString(),
      txId: `win:${bet.betId}`,
      betTxId: `bet:${bet.betId}`,
      amount: payout,
      currency: bet.currency,
      roundClosed: true,
    });
    if (response.status !== 'OK') throw refusal(response);
    return response.balance ?? 0;
  };

  /**
   * Cancels a debit whose bet never got a result (the process stopped between the two): refunds it
   * when it was taken, and when it was not, makes sure a late arrival of it is refused.
   */
  const cancel = async (bet: WalletBet): Promise<void> => {
    const response = await wallet.rollback({
      vendorCode: bet.vendorCode,
      memberId: bet.memberId,
      gameCode: bet.gameCode,
      roundId: bet.betId.toString(),
      txId: `rollback:${bet.betId}`,
      originalTxId: `bet:${bet.betId}`,
    });
    if (response.status !== 'OK') throw refusal(response);
  };

  return { debit, settle, cancel };
};

export type BgsWallet = ReturnType<typeof createBgsWallet>;
