import type { Executor, PaymentMethodsTable } from '@gp/db';
import type { Insertable, Updateable } from 'kysely';

export const listMethods = (db: Executor, onlyEnabled: boolean) => {
  let query = db.selectFrom('payment_methods').selectAll();
  if (onlyEnabled) query = query.where('enabled', '=', true);
  return query.orderBy('sort_order').orderBy('id').execute();
};

export const findMethodById = (db: Executor, id: number) => db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();

export const insertMethod = (db: Executor, row: Insertable<PaymentMethodsTable>) =>
  db.insertInto('payment_methods').values(row).returningAll().executeTakeFirstOrThrow();

export const updateMethod = (db: Executor, id: number, set: Updateable<PaymentMethodsTable>) =>
  db
    .updateTable('payment_methods')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Locks the row so a change and the range check see the same values. */
export const lockMethod = (db: Executor, id: number) => db.selectFrom('payment_methods').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
