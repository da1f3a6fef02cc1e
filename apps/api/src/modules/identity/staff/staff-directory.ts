import type { StaffRole } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { sql } from 'kysely';

export type StaffDirectoryEntry = { id: number; username: string };

/** Active staff holding any of these roles, by name: who a piece of work can be handed to. */
export const staffWithRoles = (db: Executor, roles: readonly StaffRole[]): Promise<StaffDirectoryEntry[]> =>
  db
    .selectFrom('staff_users')
    .select(['id', 'username'])
    .where(sql<boolean>`roles && ${sql.val([...roles])}::text[]`)
    .where('disabled', '=', false)
    .orderBy('username')
    .limit(500)
    .execute();

/** The names of these staff, by id (unknown ids are left out). */
export const staffNames = async (db: Executor, ids: readonly number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
};
