import type { BoAgentSettlement, BoAgentSettlementRun } from '@gp/contracts';
import { jsonObject } from '../../../lib/json-object';
import type { RunRow, SettlementRow } from './settlement-oversight.repository';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

const party = (id: bigint | null, account: string | null, nickname: string | null) =>
  id === null || account === null ? null : { id: Number(id), account, nickname };

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
