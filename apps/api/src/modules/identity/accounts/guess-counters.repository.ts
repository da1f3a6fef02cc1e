import type { Executor } from '@gp/db';
import { sql } from 'kysely';

/** One member's guesses are judged one at a time, so parallel guesses cannot all slip under the count. */
export const lockMemberRow = async (db: Executor, memberId: bigint): Promise<void> => {
  await sql`select id from members where id = ${memberId} for update`.execute(db);
};

export const recentPaymentPasswordFailures = (db: Executor, memberId: bigint, since: Date) =>
  db.selectFrom('payment_password_failures').select('created_at').where('member_id', '=', memberId).where('created_at', '>', since).execute();

export const insertPaymentPasswordFailure = async (db: Executor, memberId: bigint, at: Date): Promise<void> => {
  await db.insertInto('payment_password_failures').values({ member_id: memberId, created_at: at }).execute();
};

export const clearPaymentPasswordFailures = async (db: Executor, memberId: bigint): Promise<void> => {
  await db.deleteFrom('payment_password_failures').where('member_id', '=', memberId).execute();
};

export const recentSessionPasswordFailures = (db: Executor, memberId: bigint, since: Date) =>
  db.selectFrom('member_password_failures').select('created_at').where('member_id', '=', memberId).where('created_at', '>', since).execute();

export const insertSessionPasswordFailure = async (db: Executor, memberId: bigint, sessionId: bigint, at: Date): Promise<void> => {
  await db.insertInto('member_password_failures').values({ member_id: memberId, session_id: sessionId, created_at: at }).execute();
};

export const clearSessionPasswordFailures = async (db: Executor, memberId: bigint): Promise<void> => {
  await db.deleteFrom('member_password_failures').where('member_id', '=', memberId).execute();
};
