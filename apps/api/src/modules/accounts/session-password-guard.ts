import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { clearSessionPasswordFailures, insertSessionPasswordFailure, lockMemberRow, recentSessionPasswordFailures } from './guess-counters.repository';
import { guessWindowMs, maxGuesses } from './guess-rules';
import type { MemberPrincipal } from './member-principal';
import { revokeMemberSession } from './member-sessions.repository';

type Outcome = { kind: 'ok' } | { kind: 'ended' } | { kind: 'wrong'; attemptsLeft: number };

/**
 * The login password given by a signed-in session (verification, password change, payment
 * password, real name, binding a mobile or email, disabling TOTP, self-exclusion). Wrong guesses
 * are counted per account across its sessions; the fifth within 15 minutes ends the session that
 * made it (TOO_MANY_PASSWORD_GUESSES, 401; its next call is UNAUTHORIZED), and while five stand
 * any session that asks again is ended without a check, so a stolen token cannot guess the
 * password behind it. The count and the revocation are committed before the error is thrown.
 */
export const checkSessionPassword = async (db: Kysely<DB>, principal: MemberPrincipal, passwordHash: string, password: string, now: Date = new Date()): Promise<void> => {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockMemberRow(trx, principal.id);
    const failures = await recentSessionPasswordFailures(trx, principal.id, new Date(now.getTime() - guessWindowMs));
    const end = async (): Promise<Outcome> => {
      await revokeMemberSession(trx, principal.sessionId, 'password-guesses');
      return { kind: 'ended' };
    };
    if (failures.length >= maxGuesses) return end();
    if (await verifyPassword(passwordHash, password)) {
      if (failures.length > 0) await clearSessionPasswordFailures(trx, principal.id);
      return { kind: 'ok' };
    }
    await insertSessionPasswordFailure(trx, principal.id, principal.sessionId, now);
    const attemptsLeft = maxGuesses - failures.length - 1;
    return attemptsLeft <= 0 ? end() : { kind: 'wrong', attemptsLeft };
  });
  if (outcome.kind === 'ended') throw new AppError('TOO_MANY_PASSWORD_GUESSES');
  if (outcome.kind === 'wrong') throw new AppError('INVALID_CREDENTIALS', { details: { attemptsLeft: outcome.attemptsLeft } });
};
