import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import { clearPaymentPasswordFailures, insertPaymentPasswordFailure, lockMemberRow, recentPaymentPasswordFailures } from './guess-counters.repository';
import { guessWindowMs, lockedUntil, maxGuesses } from './guess-rules';

type Outcome = { kind: 'ok' } | { kind: 'locked'; seconds: number } | { kind: 'wrong'; attemptsLeft: number };

/**
 * The one check of a payment password, whatever it pays for (withdrawals, transfers to the upline or
 * a downline, the agent centre). Wrong guesses are counted per account across every use: five within
 * 15 minutes lock every payment-password use for 15 minutes (ACCOUNT_LOCKED with Retry-After), so a
 * stolen session cannot try the million six-digit codes by switching from one use to another. The
 * failure is committed before the error is thrown.
 */
export const verifyPaymentPassword = async (
  db: Kysely<DB>,
  member: { id: bigint; paymentPasswordHash: string | null },
  password: string,
  now: Date = new Date(),
): Promise<void> => {
  const hash = member.paymentPasswordHash;
  if (hash === null) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockMemberRow(trx, member.id);
    const failures = (await recentPaymentPasswordFailures(trx, member.id, new Date(now.getTime() - guessWindowMs))).map((f) => new Date(f.created_at));
    const until = lockedUntil(failures, now);
    if (until) return { kind: 'locked', seconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
    if (await verifyPassword(hash, password)) {
      if (failures.length > 0) await clearPaymentPasswordFailures(trx, member.id);
      return { kind: 'ok' };
    }
    await insertPaymentPasswordFailure(trx, member.id, now);
    return { kind: 'wrong', attemptsLeft: Math.max(0, maxGuesses - failures.length - 1) };
  });
  if (outcome.kind === 'locked')
    throw new AppError('ACCOUNT_LOCKED', {
      details: { seconds: outcome.seconds, minutes: Math.ceil(outcome.seconds / 60) },
      headers: { 'retry-after': String(outcome.seconds) },
    });
  if (outcome.kind === 'wrong') throw new AppError('PAYMENT_PASSWORD_INVALID', { details: { attemptsLeft: outcome.attemptsLeft } });
};
