import type { AgentSettlementStatus, DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { addMemberNotice } from '../../engagement/notices';
import { computeSettlement, type ComputedSettlement, type ComputeOptions } from './compute-settlement';
import type { Period } from '../../../lib/business-periods/periods';
import type { SettlementPayment } from './settlement-payment';
import {
  findSettlementByPeriod,
  insertSettlement,
  lockSettlement,
  updateSettlement,
  type ContractToSettle,
  type SettlementRow,
} from './settlements.repository';

/**
 * One contract, one period: compute, record (unique per contract and period), pay. A row is first
 * written as owed (`insufficient_funds` with no attempt yet) and then paid in its own transaction,
 * so a process that stops in between leaves a row the next tick's retry pays.
 */

export type SettleOptions = ComputeOptions & { dividendConfirmGraceHours: number };
export type SettleResult = { settlementId: bigint; created: boolean; paid: bigint; status: AgentSettlementStatus };

const needsConfirmation = (contract: Pick<ContractToSettle, 'type' | 'upline_id'>) => contract.type === 'dividend' && contract.upline_id !== null;

/** What a row becomes once its amount is known: nothing due, waiting for the upline, or owed. */
const stateFor = (contract: ContractToSettle, owed: bigint, at: Date, graceHours: number): { status: AgentSettlementStatus; confirm_deadline: Date | null } => {
  if (owed <= 0n) return { status: 'nothing_due', confirm_deadline: null };
  if (needsConfirmation(contract)) return { status: 'awaiting_confirmation', confirm_deadline: new Date(at.getTime() + graceHours * 3_600_000) };
  return { status: 'insufficient_funds', confirm_deadline: null };
};

const askConfirmation = (trx: Executor, row: SettlementRow, currency: string) =>
  row.payer_id === null
    ? Promise.resolve()
    : addMemberNotice(trx, {
        memberId: row.payer_id,
        kind: 'dividend_confirmation_due',
        params: { amount: Number(row.amount - row.paid_amount), currency, period: row.period_key, deadline: row.confirm_deadline?.toISOString() ?? '' },
      });

const owedGate = (row: SettlementRow) => row.status === 'insufficient_funds' || row.status === 'forced_pending';

export const createContractSettler = (db: Kysely<DB>, payment: SettlementPayment) => {
  const payIfOwed = async (row: SettlementRow, at: Date): Promise<{ paid: bigint; status: AgentSettlementStatus }> => {
    if (!owedGate(row)) return { paid: 0n, status: row.status };
    const outcome = await payment.payExisting(row.id, { gate: owedGate, at });
    return { paid: outcome?.paid ?? 0n, status: outcome?.row.status ?? row.status };
  };

  /** Records a computed settlement unless the period already has one (null then), and pays it. */
  const insertAndPay = async (
    contract: ContractToSettle,
    period: Period,
    computed: ComputedSettlement,
    at: Date,
    options: SettleOptions,
  ): Promise<SettleResult | null> => {
    const state = stateFor(contract, computed.amount, at, options.dividendConfirmGraceHours);
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertSettlement(trx, {
        contract_id: contract.id,
        type: contract.type,
        period_key: period.key,
        period_start: period.start,
        period_end: period.end,
        payee_id: contract.downline_id,
        payer_id: contract.upline_id,
        status: state.status,
        confirm_deadline: state.confirm_deadline,
        inputs: JSON.stringify(computed.inputs),
        amount: computed.amount,
        carry_in: computed.carryIn,
        carry_out: computed.carryOut,
      });
      if (inserted?.status === 'awaiting_confirmation') await askConfirmation(trx, inserted, options.currency);
      return inserted;
    });
    if (!row) return null;
    const paid = await payIfOwed(row, at);
    return { settlementId: row.id, created: true, ...paid };
  };

  /** Scheduled runs: settles the period once; an existing row is left as it is (already settled). */
  const settleNew = async (contract: ContractToSettle, period: Period, at: Date, options: SettleOptions): Promise<SettleResult | null> =>
    insertAndPay(contract, period, await computeSettlement(db, contract, period, options), at, options);

  /** Applies a recomputation to an existing row (locked): new figures, and what is newly owed. */
  const applyRecompute = (trx: Executor, row: SettlementRow, contract: ContractToSettle, computed: ComputedSettlement, at: Date, options: SettleOptions) => {
    const changed = computed.amount !== row.amount;
    const owed = computed.amount - row.paid_amount;
    const base = { inputs: JSON.stringify(computed.inputs), amount: computed.amount, carry_in: computed.carryIn, carry_out: computed.carryOut };
    // A new amount is a new revision: its difference is posted under a new ledger key.
    const revision = changed ? row.revision + 1 : row.revision;
    if (owed <= 0n || row.status === 'awaiting_confirmation' || row.status === 'forced_pending') {
      const status = owed <= 0n && row.status === 'insufficient_funds' ? (row.paid_amount > 0n ? 'paid' : 'nothing_due') : row.status;
      return updateSettlement(trx, row.id, { ...base, revision, status, confirm_deadline: status === 'awaiting_confirmation' ? row.confirm_deadline : null });
    }
    if (row.forced_at) return updateSettlement(trx, row.id, { ...base, revision, status: 'forced_pending' });
    const state = stateFor(contract, owed, at, options.dividendConfirmGraceHours);
    return updateSettlement(trx, row.id, { ...base, revision, status: state.status, confirm_deadline: state.confirm_deadline });
  };

  /**
   * Staff re-runs: a new row is settled as usual; an existing one gets the new figures and amount,
   * and only what exceeds what was paid is paid (under revision + 1). Never claws back.
   */
  const resettle = async (contract: ContractToSettle, period: Period, at: Date, options: SettleOptions): Promise<SettleResult> => {
    const computed = await computeSettlement(db, contract, period, options);
    const created = await insertAndPay(contract, period, computed, at, options);
    if (created) return created;
    const row = await db.transaction().execute(async (trx) => {
      const existing = await findSettlementByPeriod(trx, contract.id, period.key);
      const current = existing ? await lockSettlement(trx, existing.id) : undefined;
      if (!current) throw new Error(`settlement of contract ${contract.id} for ${period.key} vanished`);
      const updated = await applyRecompute(trx, current, contract, computed, at, options);
      if (updated.status === 'awaiting_confirmation' && current.status !== 'awaiting_confirmation') await askConfirmation(trx, updated, options.currency);
      return updated;
    });
    const paid = await payIfOwed(row, at);
    return { settlementId: row.id, created: false, ...paid };
  };

  return { settleNew, resettle };
};

export type ContractSettler = ReturnType<typeof createContractSettler>;
