import type { Executor } from '@gp/db';

/** The sandbox provider's own tables: it plays an outside gateway, so it never reads our deposits. */

export const insertCheckoutIfAbsent = (
  db: Executor,
  row: { token: string; orderNo: string; paymentId: string; amount: bigint; currency: string; returnUrl: string },
) =>
  db
    .insertInto('sandbox_checkouts')
    .values({ token: row.token, order_no: row.orderNo, payment_id: row.paymentId, amount: row.amount, currency: row.currency, return_url: row.returnUrl })
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();

export const findCheckoutByOrder = (db: Executor, orderNo: string) =>
  db.selectFrom('sandbox_checkouts').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

export const findCheckout = (db: Executor, token: string) => db.selectFrom('sandbox_checkouts').selectAll().where('token', '=', token).executeTakeFirst();

/** Closes an open checkout; undefined when it was closed already (a second press of the button). */
export const closeCheckout = (db: Executor, token: string, status: 'paid' | 'failed') =>
  db.updateTable('sandbox_checkouts').set({ status }).where('token', '=', token).where('status', '=', 'open').returningAll().executeTakeFirst();

/** Opens it again when the merchant could not be told, so the payer may try once more. */
export const reopenCheckout = (db: Executor, token: string) => db.updateTable('sandbox_checkouts').set({ status: 'open' }).where('token', '=', token).execute();

export const findPayout = (db: Executor, payoutNo: string) => db.selectFrom('sandbox_payouts').selectAll().where('payout_no', '=', payoutNo).executeTakeFirst();

export const insertPayoutIfAbsent = (
  db: Executor,
  row: { payoutNo: string; paymentId: string; amount: bigint; currency: string; status: 'paid' | 'failed'; reason: string | null },
) =>
  db
    .insertInto('sandbox_payouts')
    .values({ payout_no: row.payoutNo, payment_id: row.paymentId, amount: row.amount, currency: row.currency, status: row.status, reason: row.reason })
    .onConflict((oc) => oc.column('payout_no').doNothing())
    .execute();
