import type { BoAgentContract } from '@gp/contracts';
import { jsonObject } from '../../../lib/json-object';
import type { ContractRow } from './contract-oversight.repository';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const num = (v: bigint | null): number | null => (v === null ? null : Number(v));

const party = (id: bigint | null, account: string | null, nickname: string | null) =>
  id === null || account === null ? null : { id: Number(id), account, nickname };

export const toBoContract = (row: ContractRow): BoAgentContract => ({
  id: Number(row.id),
  type: row.type,
  status: row.status,
  upline: party(row.upline_id, row.upline_account, row.upline_nickname),
  downline: { id: Number(row.downline_id), account: row.downline_account, nickname: row.downline_nickname },
  terms: jsonObject(row.terms),
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
  offeredByStaffId: num(row.offered_by_staff_id),
  replacesId: num(row.replaces_id),
});
