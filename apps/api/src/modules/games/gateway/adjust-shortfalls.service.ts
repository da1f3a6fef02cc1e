import type { BoAdjustShortfall, BoAdjustShortfallPage, BoAdjustShortfallQuery } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { countShortfalls, pageShortfalls, type ShortfallRow } from './adjust-shortfalls.repository';

// One adjust's amounts are each within the ledger's hard ceiling (10^15), so exact as numbers.
const toShortfall = (r: ShortfallRow): BoAdjustShortfall => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  memberAccount: r.member_account,
  vendorCode: r.vendor_code,
  roundPk: Number(r.round_pk),
  roundId: r.round_id,
  txId: r.tx_id,
  platformTxId: Number(r.transaction_id),
  currency: r.currency,
  requested: Number(r.requested),
  taken: Number(r.taken),
  shortfall: Number(r.shortfall),
  createdAt: r.created_at.toISOString(),
});

/**
 * The debits of wallet API v1.1's `adjust` that the player's balance could not cover
 * (docs/vendor-wallet.md, "The debt rule"): what was taken and what the house wrote off. Reads only.
 */
export const createAdjustShortfallsService = (db: Kysely<DB>) => {
  const list = async (query: BoAdjustShortfallQuery): Promise<BoAdjustShortfallPage> => {
    const filter = { vendorCode: query.vendorCode, account: query.account };
    const [rows, total] = await Promise.all([pageShortfalls(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize), countShortfalls(db, filter)]);
    return { list: rows.map(toShortfall), pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  };
  return { list };
};

export type AdjustShortfallsService = ReturnType<typeof createAdjustShortfallsService>;
