import type { AgentContractType, AgentSettlementStatus, AgentSettlementsTable, Executor } from '@gp/db';
import type { Selectable, Updateable } from 'kysely';
import type { PeriodKind } from '../../../lib/business-periods/periods';

/** Contracts to settle and their settlement rows (agent_contracts, agent_settlements). */

export type SettlementRow = Selectable<AgentSettlementsTable>;

export type ContractToSettle = {
  id: bigint;
  type: AgentContractType;
  upline_id: bigint | null;
  downline_id: bigint;
  terms: Record<string, unknown>;
  period: PeriodKind;
};

/**
 * Contracts of `type` with period kind `kind` that were active at some moment of [start, end):
 * accepted (effective_from set) before the end and not ended before the start, whatever their
 * status is now (a contract terminated mid-period is still settled for it).
 */
export const contractsActiveIn = (db: Executor, type: AgentContractType, kind: PeriodKind, start: Date, end: Date): Promise<ContractToSettle[]> =>
  db
    .selectFrom('agent_contracts')
    .select(['id', 'type', 'upline_id', 'downline_id', 'terms', 'period'])
    .where('type', '=', type)
    .where('period', '=', kind)
    .where('status', 'in', ['active', 'terminated', 'expired'])
    .where('effective_from', 'is not', null)
    .where('effective_from', '<', end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', start)]))
    .orderBy('id')
    .execute();

/** The earliest start of a contract that could still be owed a settlement (where a first run begins). */
export const earliestEffectiveFrom = async (db: Executor, type: AgentContractType, kind: PeriodKind): Promise<Date | null> => {
  const row = await db
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.min('effective_from').as('from'))
    .where('type', '=', type)
    .where('period', '=', kind)
    .where('status', 'in', ['active', 'terminated', 'expired'])
    .executeTakeFirst();
  return row?.from ?? null;
};

/** The carry-out of this contract's latest settlement before `before` (dividends' carry-in). */
export const previousCarryOut = async (db: Executor, contractId: bigint, before: Date): Promise<bigint> => {
  const row = await db
    .selectFrom('agent_settlements')
    .select('carry_out')
    .where('contract_id', '=', contractId)
    .where('period_start', '<', before)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.carry_out ?? 0n;
};

export type NewSettlement = {
  contract_id: bigint;
  type: AgentContractType;
  period_key: string;
  period_start: Date;
  period_end: Date;
  payee_id: bigint;
  payer_id: bigint | null;
  status: AgentSettlementStatus;
  inputs: string;
  amount: bigint;
  paid_amount?: bigint;
  carry_in: bigint;
  carry_out: bigint;
  attempts?: number;
  last_error?: string | null;
  confirm_deadline?: Date | null;
  paid_at?: Date | null;
};

/** Inserts the settlement of a contract and period, or nothing when it exists (already settled). */
export const insertSettlement = async (db: Executor, values: NewSettlement): Promise<SettlementRow | null> =>
  (await db
    .insertInto('agent_settlements')
    .values(values)
    .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
    .returningAll()
    .executeTakeFirst()) ?? null;

export const findSettlement = (db: Executor, id: bigint) => db.selectFrom('agent_settlements').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the row for the rest of the transaction: payments, confirmations and re-runs of one settlement queue here. */
export const lockSettlement = (db: Executor, id: bigint) => db.selectFrom('agent_settlements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findSettlementByPeriod = (db: Executor, contractId: bigint, periodKey: string) =>
  db.selectFrom('agent_settlements').selectAll().where('contract_id', '=', contractId).where('period_key', '=', periodKey).executeTakeFirst();

export const updateSettlement = async (db: Executor, id: bigint, patch: Updateable<AgentSettlementsTable>): Promise<SettlementRow> =>
  db
    .updateTable('agent_settlements')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Settlements still owed money: retried on each tick. */
export const unpaidSettlements = (db: Executor, limit: number) =>
  db
    .selectFrom('agent_settlements')
    .select(['id'])
    .where('status', 'in', ['insufficient_funds', 'forced_pending'])
    .orderBy('updated_at')
    .limit(limit)
    .execute();

/** Dividends whose upline let the confirmation deadline pass. */
export const overdueConfirmations = (db: Executor, now: Date, limit: number) =>
  db
    .selectFrom('agent_settlements')
    .select(['id'])
    .where('status', '=', 'awaiting_confirmation')
    .where('confirm_deadline', '<=', now)
    .orderBy('confirm_deadline')
    .limit(limit)
    .execute();

/** Who pays and who is paid by a settlement, read before its transaction locks it. */
export const findSettlementParties = (db: Executor, id: bigint) =>
  db.selectFrom('agent_settlements').select(['payer_id', 'payee_id']).where('id', '=', id).executeTakeFirst();
