import type { ErrorCode } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import { clearSessionPasswordFailures, insertSessionPasswordFailure, lockMemberRow, recentSessionPasswordFailures } from './guess-counters.repository';
import { guessWindowMs, maxGuesses } from './guess-rules';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { revokeMemberSession } from './member-sessions.repository';

type Outcome = { kind: 'ok' } | { kind: 'ended' } | { kind: 'wrong'; attemptsLeft: number };

/**
 * One guess by a signed-in session, judged under the member's row lock so parallel guesses are
 * counted one by one. `isRight` runs inside that transaction and must not query the database.
 */
const judgeGuess = async (db: Kysely<DB>, principal: MemberPrincipal, isRight: () => Promise<boolean>, clearOnRight: boolean, now: Date): Promise<Outcome> =>
  db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockMemberRow(trx, principal.id);
    const failures = await recentSessionPasswordFailures(trx, principal.id, new Date(now.getTime() - guessWindowMs));
    const end = async (): Promise<Outcome> => {
      await revokeMemberSession(trx, principal.sessionId, 'password-guesses');
      return { kind: 'ended' };
    };
    if (failures.length >= maxGuesses) return end();
    if (await isRight()) {
      if (clearOnRight && failures.length > 0) await clearSessionPasswordFailures(trx, principal.id);
      return { kind: 'ok' };
    }
    await insertSessionPasswordFailure(trx, principal.id, principal.sessionId, now);
    const attemptsLeft = maxGuesses - failures.length - 1;
    return attemptsLeft <= 0 ? end() : { kind: 'wrong', attemptsLeft };
  });

const raise = (outcome: Outcome, wrongCode: ErrorCode): void => {
  if (outcome.kind === 'ended') throw new AppError('TOO_MANY_PASSWORD_GUESSES');
  if (outcome.kind === 'wrong') throw new AppError(wrongCode, { details: { attemptsLeft: outcome.attemptsLeft } });
};

/**
 * The login password given by a signed-in session (verification, password change, payment
 * password, real name, binding a mobile or email, disabling TOTP, self-exclusion). Wrong guesses
 * are counted per account across its sessions; the fifth within 15 minutes ends the session that
 * made it (TOO_MANY_PASSWORD_GUESSES, 401; its next call is UNAUTHORIZED), and while five stand
 * any session that asks again is ended without a check, so a stolen token cannot guess the
 * password behind it. The count and the revocation are committed before the error is thrown.
 */
export const checkSessionPassword = async (
  db: Kysely<DB>,
  principal: MemberPrincipal,
  passwordHash: string,
  password: string,
  now: Date = new Date(),
): Promise<void> => {
  raise(await judgeGuess(db, principal, () => verifyPassword(passwordHash, password), true, now), 'INVALID_CREDENTIALS');
};

/**
 * A second-factor code given by a signed-in session, already judged by the caller. A wrong one
 * counts on the same per-account tally as a wrong password; a right one clears nothing, so a
 * caller who knows the password cannot wipe the tally between code guesses. Ask for the code
 * before the password for the same reason.
 */
export const checkSessionCode = async (
  db: Kysely<DB>,
  principal: MemberPrincipal,
  right: boolean,
  wrongCode: ErrorCode,
  now: Date = new Date(),
): Promise<void> => {
  raise(await judgeGuess(db, principal, () => Promise.resolve(right), false, now), wrongCode);
};
