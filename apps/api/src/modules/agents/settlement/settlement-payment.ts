import type { AgentSettlementStatus, DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { postJournal } from '../../money/ledger';
import { addMemberNotice } from '../../engagement/notices';
import { openHouseAccount, openMainWallet } from '../../money/ledger';
import { findSettlementParties, lockSettlement, updateSettlement, type SettlementRow } from './settlements.repository';

/**
 * Moving a settlement's money: from the platform's `house_commission`
 * account (payer NULL) or the upline's `agent_main`, to the payee's `agent_main`, journal kind
 * `agent_income`, key `agent_settlement:<id>:<revision>`. Only `amount - paid_amount` is ever paid,
 * so a re-run never pays twice and never claws back.
 */

const settlementKey = (row: Pick<SettlementRow, 'id' | 'revision'>): string => `agent_settlement:${row.id}:${row.revision}`;

const isInsufficient = (error: unknown) => error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS';

/** The state a settlement takes when paid in full: `forced` once the platform has forced it. */
const paidState = (row: SettlementRow): AgentSettlementStatus => (row.forced_at ? 'forced' : 'paid');
/** The state while the payer is short: forced payments stay forced (`forced_pending`). */
const shortState = (row: SettlementRow): AgentSettlementStatus => (row.forced_at ? 'forced_pending' : 'insufficient_funds');

export type PayOutcome = { row: SettlementRow; paid: bigint; error: 'INSUFFICIENT_FUNDS' | null };

/** Which rows a caller may pay now; the others are left as they are. */
export type PayGate = (row: SettlementRow) => boolean;

export const createSettlementPayment = (db: Kysely<DB>, currency: string) => {
  /** Every account a payment touches exists before its transaction (the transaction then only moves money). */
  const accountsOf = async (row: Pick<SettlementRow, 'payer_id' | 'payee_id'>) => {
    const from =
      row.payer_id === null
        ? await openHouseAccount(db, 'house_commission', currency)
        : await openMainWallet(db, { id: row.payer_id, isAgent: true }, currency);
    const to = await openMainWallet(db, { id: row.payee_id, isAgent: true }, currency);
    return { fromId: from.id, toId: to.id };
  };

  /** Inside the caller's transaction, with the row locked: posts what is due and marks it paid. */
  const payLocked = async (trx: Executor, row: SettlementRow, accounts: { fromId: bigint; toId: bigint }, at: Date): Promise<PayOutcome> => {
    const due = row.amount - row.paid_amount;
    if (due <= 0n) {
      const status = row.paid_amount > 0n ? paidState(row) : row.forced_at ? 'forced' : 'nothing_due';
      const updated = row.status === status ? row : await updateSettlement(trx, row.id, { status, last_error: null });
      return { row: updated, paid: 0n, error: null };
    }
    await postJournal(trx, {
      idempotencyKey: settlementKey(row),
      kind: 'agent_income',
      legs: [
        { accountId: accounts.fromId, amount: -due },
        { accountId: accounts.toId, amount: due },
      ],
      metadata: { settlementId: String(row.id), contractId: String(row.contract_id), type: row.type, periodKey: row.period_key, revision: row.revision },
    });
    const updated = await updateSettlement(trx, row.id, { status: paidState(row), paid_amount: row.amount, paid_at: at, last_error: null });
    await addMemberNotice(trx, {
      memberId: row.payee_id,
      kind: 'settlement_paid',
      params: { amount: Number(due), currency, type: row.type, period: row.period_key },
    });
    return { row: updated, paid: due, error: null };
  };

  /** After a refused posting (rolled back): records the attempt, and tells the payer the first time. */
  const recordShort = async (id: bigint, keepStatus: boolean): Promise<SettlementRow | null> =>
    db.transaction().execute(async (trx) => {
      const row = await lockSettlement(trx, id);
      if (!row) return null;
      const status = keepStatus ? row.status : shortState(row);
      const updated = await updateSettlement(trx, id, { status, attempts: row.attempts + 1, last_error: 'INSUFFICIENT_FUNDS' });
      if (row.attempts === 0 && row.payer_id !== null) {
        await addMemberNotice(trx, {
          memberId: row.payer_id,
          kind: 'settlement_insufficient_funds',
          params: { amount: Number(row.amount - row.paid_amount), currency, type: row.type, period: row.period_key },
        });
      }
      return updated;
    });

  /**
   * Pays what an existing settlement still owes, if `gate` allows its current state. `keepStatus`:
   * a short payer leaves the status as it is (a dividend being confirmed stays awaiting).
   * `before` runs on the locked row first (a state change that must commit with the payment).
   */
  const payExisting = async (
    id: bigint,
    options: { gate: PayGate; keepStatus?: boolean; at: Date; before?: (trx: Executor, row: SettlementRow) => Promise<SettlementRow> },
  ): Promise<PayOutcome | null> => {
    const peek = await findSettlementParties(db, id);
    if (!peek) return null;
    const accounts = await accountsOf(peek);
    try {
      return await db.transaction().execute(async (trx) => {
        const locked = await lockSettlement(trx, id);
        if (!locked || !options.gate(locked)) return null;
        const row = options.before ? await options.before(trx, locked) : locked;
        return payLocked(trx, row, accounts, options.at);
      });
    } catch (error) {
      if (!isInsufficient(error)) throw error;
      const row = await recordShort(id, options.keepStatus ?? false);
      return row ? { row, paid: 0n, error: 'INSUFFICIENT_FUNDS' } : null;
    }
  };

  return { accountsOf, payLocked, payExisting, isInsufficient };
};

export type SettlementPayment = ReturnType<typeof createSettlementPayment>;
