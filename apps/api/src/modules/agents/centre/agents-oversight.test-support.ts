import type { AgentContractType, AgentSettlementJob, DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';

/** Rows the settlement job and the contract service write, inserted directly as data for the back office to read. */

const periodOfType = { dividend: 'monthly', daily_salary: 'daily', hourly_salary: 'hourly', realtime_salary: 'five_minutes' } as const;

export const insertRun = (
  db: Executor | Kysely<DB>,
  run: { job: AgentSettlementJob; periodKey: string; trigger: 'schedule' | 'catch_up' | 'staff'; staffId?: bigint; paidCount?: number; paidAmount?: number },
) =>
  db
    .insertInto('agent_settlement_runs')
    .values({
      job: run.job,
      period_key: run.periodKey,
      period_start: new Date('2026-11-20T18:30:00Z'),
      period_end: new Date('2026-11-21T18:30:00Z'),
      trigger: run.trigger,
      staff_id: run.staffId ?? null,
      runner: 'test-runner',
      status: 'done',
      contracts: 1,
      paid_count: run.paidCount ?? 0,
      paid_amount: BigInt(run.paidAmount ?? 0),
      finished_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const insertContract = (
  db: Kysely<DB>,
  c: { type: AgentContractType; uplineId: bigint | null; downlineId: bigint; status?: 'offered' | 'active' | 'terminated'; terms?: Record<string, unknown> },
) =>
  db
    .insertInto('agent_contracts')
    .values({
      type: c.type,
      upline_id: c.uplineId,
      downline_id: c.downlineId,
      offered_by_staff_id: null,
      status: c.status ?? 'active',
      terms: JSON.stringify(c.terms ?? { tiers: [{ minActiveMembers: 0, minValidBet: 0, rateBp: 100 }] }),
      period: periodOfType[c.type],
      note: null,
      offer_expires_at: new Date(Date.now() + 3_600_000),
      effective_from: c.status === 'offered' ? null : new Date('2026-11-20T18:30:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const insertSettlement = (
  db: Kysely<DB>,
  s: {
    contractId: bigint;
    type: AgentContractType;
    periodKey: string;
    payeeId: bigint;
    payerId: bigint | null;
    amount: number;
    status?: 'paid' | 'insufficient_funds' | 'nothing_due';
  },
) =>
  db
    .insertInto('agent_settlements')
    .values({
      contract_id: s.contractId,
      type: s.type,
      period_key: s.periodKey,
      period_start: new Date('2026-11-20T18:30:00Z'),
      period_end: new Date('2026-11-21T18:30:00Z'),
      payee_id: s.payeeId,
      payer_id: s.payerId,
      status: s.status ?? 'paid',
      inputs: JSON.stringify({ teamMembers: 3, activeMembers: 2, validBet: s.amount * 100, houseProfit: 0, tierIndex: 0, rateBp: 100, base: s.amount * 100 }),
      amount: BigInt(s.amount),
      paid_amount: BigInt(s.status === 'paid' || s.status === undefined ? s.amount : 0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
