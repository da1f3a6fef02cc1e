import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { membersSharingIdentity } from '../../identity/accounts';
import { membersSharingPayee } from '../../money/withdrawals';
import { paidAmong } from './promotion-hall.repository';

/**
 * Why a claim must wait for staff, or null: the member shares a device id, an IP (registration or
 * sign-in) or a payout account number with another member this promotion already paid. The
 * reason names only what was shared (`shared_device`, `shared_ip`, `shared_payee`), comma separated.
 */
export const sharedIdentityReason = async (db: Kysely<DB>, promotionId: number, memberId: bigint): Promise<string | null> => {
  const traces = await membersSharingIdentity(db, memberId);
  const payees = await membersSharingPayee(db, memberId);
  const paid = new Set(await paidAmong(db, promotionId, [...new Set([...traces.map((t) => t.memberId), ...payees])]));
  if (paid.size === 0) return null;
  const reasons = new Set<string>();
  for (const trace of traces) if (paid.has(trace.memberId)) reasons.add(trace.via === 'device' ? 'shared_device' : 'shared_ip');
  if (payees.some((id) => paid.has(id))) reasons.add('shared_payee');
  return [...reasons].sort().join(',') || null;
};
