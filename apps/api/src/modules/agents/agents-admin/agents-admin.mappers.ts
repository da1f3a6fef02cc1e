import type { BoAgentContract, BoAgentSettlement, BoAgentSettlementRun, BoAgentTreeNode } from '@gp/contracts';
import type { TreeNodeRow } from './agent-tree.repository';
import type { ContractRow, RunRow, SettlementRow } from './agent-oversight.repository';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());
const num = (v: bigint | null): number | null => (v === null ? null : Number(v));

export const toTreeNode = (row: TreeNodeRow, agentTypeCodes: readonly number[]): BoAgentTreeNode => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  kind: agentTypeCodes.includes(row.type) ? 'agent' : 'player',
  type: row.type,
  status: row.status === 'frozen' || row.status === 'disabled' ? row.status : 'active',
  frozenReason: row.frozen_reason,
  frozenAt: iso(row.frozen_at),
  uplineId: num(row.upline_id),
  teamSize: row.team_count ?? 0,
  directCount: row.direct_count ?? 0,
  balance: Number(row.balance ?? 0n),
  createdAt: row.created_at.toISOString(),
});

const party = (id: bigint | null, account: string | null, nickname: string | null) => (id === null || account === null ? null : { id: Number(id), account, nickname });

/** Stored JSON comes back parsed from PostgreSQL and PGlite alike; a string is parsed defensively. */
const jsonObject = (value: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};

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

export const toBoRun = (row: RunRow): BoAgentSettlementRun => ({
  id: Number(row.id),
  job: row.job,
  periodKey: row.period_key,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  trigger: row.trigger,
  staff: row.staff_id === null ? null : { id: Number(row.staff_id), username: row.staff_username ?? '' },
  runner: row.runner,
  status: row.status,
  contracts: row.contracts,
  paidCount: row.paid_count,
  paidAmount: Number(row.paid_amount),
  error: row.error,
  summary: jsonObject(row.summary),
  startedAt: row.started_at.toISOString(),
  finishedAt: iso(row.finished_at),
});

export const toBoSettlement = (row: SettlementRow): BoAgentSettlement => ({
  id: Number(row.id),
  contractId: Number(row.contract_id),
  type: row.type,
  periodKey: row.period_key,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  payee: { id: Number(row.payee_id), account: row.payee_account, nickname: row.payee_nickname },
  payer: party(row.payer_id, row.payer_account, row.payer_nickname),
  status: row.status,
  amount: Number(row.amount),
  paidAmount: Number(row.paid_amount),
  carryIn: Number(row.carry_in),
  carryOut: Number(row.carry_out),
  inputs: jsonObject(row.inputs),
  revision: row.revision,
  attempts: row.attempts,
  lastError: row.last_error,
  confirmDeadline: iso(row.confirm_deadline),
  paidAt: iso(row.paid_at),
  createdAt: row.created_at.toISOString(),
});

/** One page in the back office's `{list, pageNo, pageSize, total, totalPages}` shape. */
export const pageOf = <T>(list: T[], total: number, query: { pageNo: number; pageSize: number }) => ({
  list,
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});
