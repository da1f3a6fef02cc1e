import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { lockedUntil, paymentPasswordMaxFailures, paymentPasswordWindowMs } from './withdrawal-rules';
import { clearPasswordFailures, insertPasswordFailure, lockMember, recentPasswordFailures } from './withdrawals.repository';

type Outcome = { kind: 'ok' } | { kind: 'locked'; seconds: number } | { kind: 'wrong'; attemptsLeft: number };

/**
 * Checks the payment password of a withdrawal. Wrong guesses are counted: five within 15 minutes
 * lock withdrawals for 15 minutes (ACCOUNT_LOCKED with Retry-After), so a stolen session cannot
 * try the million six-digit codes. One member's checks run one at a time (a row lock), so a burst
 * of parallel guesses cannot all slip in under the count; the failure is committed before the
 * error is thrown.
 */
export const verifyPaymentPassword = async (
  db: Kysely<DB>,
  member: { id: bigint; payment_password_hash: string | null },
  password: string,
  now: Date,
): Promise<void> => {
  const hash = member.payment_password_hash;
  if (hash === null) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockMember(trx, member.id);
    const failures = (await recentPasswordFailures(trx, member.id, new Date(now.getTime() - paymentPasswordWindowMs))).map((f) => new Date(f.created_at));
    const until = lockedUntil(failures, now);
    if (until) return { kind: 'locked', seconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
    if (await verifyPassword(hash, password)) {
      if (failures.length > 0) await clearPasswordFailures(trx, member.id);
      return { kind: 'ok' };
    }
    await insertPasswordFailure(trx, member.id, now);
    return { kind: 'wrong', attemptsLeft: Math.max(0, paymentPasswordMaxFailures - failures.length - 1) };
  });
  if (outcome.kind === 'locked') throw new AppError('ACCOUNT_LOCKED', { details: { seconds: outcome.seconds, minutes: Math.ceil(outcome.seconds / 60) }, headers: { 'retry-after': String(outcome.seconds) } });
  if (outcome.kind === 'wrong') throw new AppError('PAYMENT_PASSWORD_INVALID', { details: { attemptsLeft: outcome.attemptsLeft } });
};
