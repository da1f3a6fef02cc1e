import type { Executor, WheelTicketSource } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import { callPostTickets, findTicketBalance } from './tickets.repository';

export type GrantWheelTicketsInput = {
  memberId: bigint;
  /** Whole tickets, 1 to 1,000. */
  count: number;
  source: Exclude<WheelTicketSource, 'spin'>;
  /** The source event (`mission:<id>:<period>`, `deposit:<id>`, `staff:<uuid>`): one grant per member and key. */
  sourceKey: string;
  remark?: string | null;
  details?: Record<string, unknown>;
};

export type PostedTickets = { entryId: bigint; delta: number; balanceAfter: number; createdAt: Date; replayed: boolean };

const SOURCE_KEY = /^[A-Za-z0-9:_.-]{1,96}$/;

const post = async (
  db: Executor,
  input: { memberId: bigint; delta: number; source: WheelTicketSource; sourceKey: string; remark: string | null; details: Record<string, unknown> },
) => {
  if (!SOURCE_KEY.test(input.sourceKey)) throw new AppError('VALIDATION_ERROR', { details: { field: 'sourceKey', reason: 'invalid' } });
  const row = await callPostTickets(db, input);
  if (!row) throw new AppError('INTERNAL_ERROR', { details: { reason: 'NO_TICKETS_RESULT' } });
  if (row.refusal === 'WHEEL_NO_TICKETS') throw new AppError('WHEEL_NO_TICKETS', { details: { balance: row.balance_after } });
  if (row.refusal || row.entry_id === null || row.created_at === null) throw new AppError('INTERNAL_ERROR', { details: { reason: row.refusal } });
  return { entryId: row.entry_id, delta: row.delta, balanceAfter: row.balance_after, createdAt: row.created_at, replayed: row.replayed };
};

/**
 * Grants prize wheel tickets, once per member and source key: a replay (or a concurrent twin)
 * answers with the first grant and adds nothing. Works on the db or inside a caller's transaction
 * (`trx`), so a mission's claim and its tickets commit together.
 */
export const grantWheelTickets = async (db: Executor, input: GrantWheelTicketsInput): Promise<PostedTickets> => {
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > 1000) {
    throw new AppError('VALIDATION_ERROR', { details: { field: 'count', reason: 'must be a whole number from 1 to 1000' } });
  }
  return post(db, {
    memberId: input.memberId,
    delta: input.count,
    source: input.source,
    sourceKey: input.sourceKey,
    remark: input.remark ?? null,
    details: input.details ?? {},
  });
};

/**
 * Spends one ticket for a spin, keyed by the spin's client key; throws WHEEL_NO_TICKETS (nothing
 * written, the transaction still usable) when the member has none.
 */
export const spendWheelTicket = (db: Executor, memberId: bigint, sourceKey: string): Promise<PostedTickets> =>
  post(db, { memberId, delta: -1, source: 'spin', sourceKey, remark: null, details: {} });

/** A member's tickets now (zero for a member who never had any). */
export const wheelTicketsOf = async (db: Executor, memberId: bigint): Promise<{ balance: number; granted: number; spent: number }> => {
  const row = await findTicketBalance(db, memberId);
  return { balance: row?.balance ?? 0, granted: row?.granted_total ?? 0, spent: row?.spent_total ?? 0 };
};
