import type { AgentSettlementView } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { systemActor, type Actor } from '../../platform/audit';
import type { AccountFreezeService } from '../../identity/accounts';
import type { SettlementPayment } from './settlement-payment';
import { settlementViewById } from './settlement-view';
import { findSettlement, lockSettlement, overdueConfirmations, updateSettlement, type SettlementRow } from './settlements.repository';

/**
 * Dividends an upline pays: it confirms (pays) or refuses within the grace period.
 * A refusal, or a deadline that passes, freezes the upline (reason `DIVIDEND_UNPAID:<id>`) and
 * forces the payment (`forced`, or `forced_pending` while its wallet is short, retried each tick).
 */

type Agent = { id: bigint };

const awaiting = (row: SettlementRow) => row.status === 'awaiting_confirmation';

export const createDividendConfirmation = (db: Kysely<DB>, deps: { payment: SettlementPayment; freeze: AccountFreezeService; now: () => Date }) => {
  /** The payer's own dividend awaiting its answer; anyone else's is not found (no probing of ids). */
  const ownAwaiting = async (agent: Agent, settlementId: number): Promise<SettlementRow> => {
    const row = await findSettlement(db, BigInt(settlementId));
    if (!row || row.type !== 'dividend' || row.payer_id === null || row.payer_id !== agent.id) throw new AppError('SETTLEMENT_NOT_FOUND');
    if (!awaiting(row)) throw new AppError('SETTLEMENT_STATE_INVALID', { details: { status: row.status } });
    return row;
  };

  const view = async (id: bigint, agent: Agent): Promise<AgentSettlementView> => {
    const v = await settlementViewById(db, id, agent.id);
    if (!v) throw new AppError('SETTLEMENT_NOT_FOUND');
    return v;
  };

  /** Pays now; a short wallet is INSUFFICIENT_FUNDS and the dividend stays awaiting confirmation. */
  const confirmDividend = async (agent: Agent, settlementId: number): Promise<AgentSettlementView> => {
    const row = await ownAwaiting(agent, settlementId);
    const at = deps.now();
    const outcome = await deps.payment.payExisting(row.id, {
      gate: awaiting,
      keepStatus: true,
      at,
      before: (trx, locked) => updateSettlement(trx, locked.id, { confirmed_at: at }),
    });
    if (!outcome) throw new AppError('SETTLEMENT_STATE_INVALID');
    if (outcome.error) throw new AppError('INSUFFICIENT_FUNDS', { details: { settlementId: Number(row.id), amount: Number(row.amount - row.paid_amount) } });
    return view(row.id, agent);
  };

  /**
   * Freezes the payer and marks the settlement forced in one transaction (both commit even when
   * the payer's wallet is short), then tries the payment. False when it was no longer awaiting.
   */
  const force = async (id: bigint, how: 'refused' | 'deadline', actor: Actor, reason?: string): Promise<boolean> => {
    const at = deps.now();
    const forced = await db.transaction().execute(async (trx) => {
      const row = await lockSettlement(trx, id);
      if (!row || !awaiting(row) || row.payer_id === null) return false;
      await updateSettlement(trx, id, {
        status: 'forced_pending',
        forced_at: at,
        refused_at: how === 'refused' ? at : null,
        confirm_deadline: row.confirm_deadline,
        last_error: how === 'refused' ? `REFUSED${reason ? `: ${reason}` : ''}` : 'DEADLINE_PASSED',
      });
      await deps.freeze.freeze(row.payer_id, `DIVIDEND_UNPAID:${id}`, actor, trx);
      return true;
    });
    if (forced) await deps.payment.payExisting(id, { gate: (r) => r.status === 'forced_pending', at });
    return forced;
  };

  const refuseDividend = async (agent: Agent & { account?: string }, settlementId: number, reason?: string): Promise<AgentSettlementView> => {
    const row = await ownAwaiting(agent, settlementId);
    const actor: Actor = { type: 'member', id: String(agent.id), name: agent.account ?? null, ip: null };
    if (!(await force(row.id, 'refused', actor, reason))) throw new AppError('SETTLEMENT_STATE_INVALID');
    return view(row.id, agent);
  };

  /** Each tick: every dividend past its deadline counts as refused. Returns how many were forced. */
  const enforceDeadlines = async (now: Date, limit = 100): Promise<number> => {
    let forced = 0;
    for (const { id } of await overdueConfirmations(db, now, limit)) {
      if (await force(id, 'deadline', systemActor('agent-settlement'))) forced += 1;
    }
    return forced;
  };

  return { confirmDividend, refuseDividend, enforceDeadlines };
};
