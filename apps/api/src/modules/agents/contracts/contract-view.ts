import type { AgentContractView } from '@gp/contracts';
import type { ContractWithParties } from './agent-contracts.repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A contract as `viewerId` sees it: `received` when it is the downline, `given` otherwise. */
export const toContractView = (row: ContractWithParties, viewerId: bigint | null): AgentContractView => ({
  id: Number(row.id),
  type: row.type,
  status: row.status,
  role: viewerId !== null && row.upline_id === viewerId ? 'given' : 'received',
  upline: row.upline_id === null ? null : { id: Number(row.upline_id), account: row.upline_account ?? '', nickname: row.upline_nickname },
  downline: { id: Number(row.downline_id), account: row.downline_account, nickname: row.downline_nickname },
  terms: row.terms,
  period: row.period,
  note: row.note,
  offeredAt: row.offered_at.toISOString(),
  offerExpiresAt: row.offer_expires_at.toISOString(),
  respondedAt: iso(row.responded_at),
  effectiveFrom: iso(row.effective_from),
  endsAt: iso(row.ends_at),
  endedAt: iso(row.ended_at),
  endedBy: row.ended_by,
  endReason: row.end_reason,
});
