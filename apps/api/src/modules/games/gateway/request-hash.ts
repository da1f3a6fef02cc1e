import { createHash } from 'node:crypto';
import type { VendorBetDetails } from '@gp/contracts';
import { canonicalJson } from '../../../lib/canonical-json';

/** What a bet, win, rollback or adjust means, whichever way it arrived (HTTP or in-process). */
export type WalletCallContent = {
  action: 'bet' | 'win' | 'rollback' | 'adjust';
  playerId: string;
  gameCode: string;
  roundId: string;
  txId: string;
  amount?: bigint | undefined;
  currency?: string | undefined;
  betTxId?: string | undefined;
  roundClosed?: boolean | undefined;
  originalTxId?: string | undefined;
  /** adjust (wallet API v1.1) only. */
  reason?: string | undefined;
  settlementVersion?: number | undefined;
  /**
   * Wallet API v1.1: what the bet is (bet, win, adjust). Part of the content: the same txId with
   * other details is another request. Absent, the hash is the one it was before details existed.
   */
  details?: VendorBetDetails | undefined;
};

/**
 * The hash a replay is compared with: the canonical request content without requestId and
 * timestamp (a vendor's retry carries new ones) and without the sessionToken (authentication, not
 * content: a win retried after the session expired is the same win). The action is part of it,
 * so a win reusing a bet's txId is a DUPLICATE_TRANSACTION.
 */
export const walletRequestHash = (content: WalletCallContent): string => createHash('sha256').update(canonicalJson(content)).digest('hex');
