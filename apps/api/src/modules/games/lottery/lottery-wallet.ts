import type { VendorWalletResponse } from '@gp/contracts';
import type { Executor } from '@gp/db';
import type { PreparedBet, TrustedBet } from '../gateway';

/**
 * The lottery moves money through the game wallet like the in-house games (trusted in-process
 * calls). Each member's orders on a draw are one wallet round, `draw-<drawId>`: an order is a bet
 * in it, named by the member's own key for it (`order-<memberId>-<clientKey>`, known before the
 * order row exists), the settlement one win that closes the round (`win-<drawId>-<memberId>`, 0 for
 * a loss), a void a rollback of each order (`void-<memberId>-<clientKey>`).
 */
export type LotteryWalletPort = {
  /** Reads what the debit needs before the transaction (PGlite has one connection, which the transaction holds). */
  prepareBet: (bet: TrustedBet) => Promise<PreparedBet>;
  /** The order's debit inside the caller's transaction: its rows and the money commit together. */
  betWithin: (executor: Executor, prepared: PreparedBet) => Promise<VendorWalletResponse>;
  /** Many round-closing wins at once (set-based); one answer per call, in order. */
  winBatch: (input: {
    vendorCode: string;
    gameCode: string;
    calls: readonly { memberId: bigint; roundId: string; txId: string; amount: bigint }[];
  }) => Promise<VendorWalletResponse[]>;
  rollback: (input: {
    vendorCode: string;
    memberId: bigint;
    gameCode: string;
    roundId: string;
    txId: string;
    originalTxId: string;
  }) => Promise<VendorWalletResponse>;
};

export const walletIds = {
  round: (drawId: bigint): string => `draw-${drawId}`,
  order: (memberId: bigint, clientKey: string): string => `order-${memberId}-${clientKey}`,
  win: (drawId: bigint, memberId: bigint): string => `win-${drawId}-${memberId}`,
  void: (memberId: bigint, clientKey: string): string => `void-${memberId}-${clientKey}`,
};
