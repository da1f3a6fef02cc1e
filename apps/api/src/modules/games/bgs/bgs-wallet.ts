import type { AppError } from '../../../lib/app-error';
import { walletRefusalError as refusal, type GameWalletService } from '../gateway';

/**
 * The in-house games move money through the same wallet service as external vendors (trusted
 * in-process calls): same SQL path, rounds, aggregates and ledger journals. Wallet round id = bet id,
 * txIds `bet:{id}` and `win:{id}`.
 */
export type BgsWalletPort = Pick<GameWalletService, 'bet' | 'win' | 'rollback'>;

export type WalletBet = { vendorCode: string; memberId: bigint; gameCode: string; betId: bigint; amount: bigint; currency: string };

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
