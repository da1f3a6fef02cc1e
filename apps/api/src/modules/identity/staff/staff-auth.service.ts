import { staffRole, type StaffLoginResponse, type StaffRole, type StaffSession } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../../lib/password';
import { hashToken, newToken } from '../../../lib/tokens';
import { newTotpSecret, totpUri, verifyTotp } from '../../../lib/totp';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import {
  countChallengeAttempt,
  endOpenChallenges,
  enrolTotp,
  findActiveSession,
  findChallenge,
  findStaffByUsername,
  insertChallenge,
  insertSession,
  lockChallenge,
  lockStaffById,
  markChallengeUsed,
  recordFailedLogin,
  recordSuccessfulLogin,
  revokeSession,
  touchSession,
} from './staff.repository';
import { findUnknownNameLock, pruneUnknownNameFailures, recordUnknownNameFailure } from './staff-unknown-logins.repository';
import type { StaffPrincipal } from './staff.types';

const challengeMinutes = 5;
const maxCodeAttempts = 5;
// Writing last_seen on every request would make each staff call a write; a minute is precise enough for idle expiry.
const touchEveryMs = 60_000;

const staffActor = (id: number | null, name: string, ip: string | null): Actor => ({ type: 'staff', id: id === null ? null : String(id), name, ip });

const isLocked = (lockedUntil: Date | null): lockedUntil is Date => lockedUntil !== null && lockedUntil.getTime() > Date.now();

const parseRoles = (roles: string[]): StaffRole[] => roles.flatMap((r) => (staffRole.safeParse(r).success ? [r as StaffRole] : []));

/**
 * Staff sign-in: password (argon2id), then TOTP — enrolled at the first sign-in and required at
 * every one after. Failures count toward a lock; every step is in the audit log.
 */
export const createStaffAuthService = (db: Kysely<DB>, audit: AuditService, config: Config) => {
  const minutesUntil = (d: Date) => Math.max(1, Math.ceil((d.getTime() - Date.now()) / 60_000));

  const lockedError = (until: Date) => new AppError('ACCOUNT_LOCKED', { details: { minutes: minutesUntil(until) } });

  const failLogin = async (staff: { id: number; username: string }, ip: string | null, reason: string): Promise<never> => {
    const locked = await db.transaction().execute(async (trx) => {
      const { locked_until } = await recordFailedLogin(trx, staff.id, config.STAFF_LOGIN_MAX_FAILURES, config.STAFF_LOGIN_LOCK_MINUTES);
      const nowLocked = isLocked(locked_until);
      // A challenge fetched before the lock must not sign in during it.
      if (nowLocked) await endOpenChallenges(trx, staff.id);
      await audit.append(trx, staffActor(staff.id, staff.username, ip), nowLocked ? 'staff.login.locked' : 'staff.login.failed', staff.username, { reason });
      return nowLocked ? locked_until : null;
    });
    if (locked) throw lockedError(locked);
    throw new AppError(reason === 'totp' ? 'INVALID_TOTP' : 'INVALID_CREDENTIALS');
  };

  /**
   * A name no account has answers as an account with a wrong password would, lock included, after
   * the same argon2 work: neither the answer nor its time tells which staff names exist.
   */
  const failUnknownName = async (username: string, password: string, ip: string | null): Promise<never> => {
    const name = username.toLowerCase();
    const previous = await findUnknownNameLock(db, name);
    await burnPasswordCheck(password);
    if (previous && isLocked(previous.locked_until)) throw lockedError(previous.locked_until);
    const locked = await db.transaction().execute(async (trx) => {
      await pruneUnknownNameFailures(trx);
      const { locked_until } = await recordUnknownNameFailure(trx, name, config.STAFF_LOGIN_MAX_FAILURES, config.STAFF_LOGIN_LOCK_MINUTES);
      await audit.append(trx, staffActor(null, username, ip), 'staff.login.failed', username, { reason: 'unknown-user' });
      return isLocked(locked_until) ? locked_until : null;
    });
    if (locked) throw lockedError(locked);
    throw new AppError('INVALID_CREDENTIALS');
  };

  const login = async (username: string, password: string, ip: string | null): Promise<StaffLoginResponse> => {
    const staff = await findStaffByUsername(db, username);
    if (!staff) return failUnknownName(username, password, ip);
    if (isLocked(staff.locked_until)) {
      // The same work as an unlocked attempt, so a locked account does not answer faster.
      await verifyPassword(staff.password_hash, password);
      throw lockedError(staff.locked_until);
    }
    if (!(await verifyPassword(staff.password_hash, password))) return failLogin(staff, ip, 'password');
    if (staff.disabled) throw new AppError('ACCOUNT_DISABLED');

    const challenge = newToken();
    const expires_at = new Date(Date.now() + challengeMinutes * 60_000);
    if (staff.totp_secret) {
      await insertChallenge(db, { token_hash: hashToken(challenge), staff_id: staff.id, kind: 'verify', pending_secret: null, expires_at });
      return { step: 'totp', challenge };
    }
    const secret = newTotpSecret();
    await insertChallenge(db, { token_hash: hashToken(challenge), staff_id: staff.id, kind: 'enroll', pending_secret: secret, expires_at });
    return { step: 'enroll', challenge, secret, otpauthUrl: totpUri(secret, staff.username, 'GP Back Office') };
  };

  const completeTotp = async (challenge: string, code: string, ip: string | null): Promise<StaffSession> => {
    const tokenHash = hashToken(challenge);
    const outcome = await db.transaction().execute(async (trx) => {
      const found = await findChallenge(trx, tokenHash);
      if (!found) return { kind: 'expired' as const };
      // Account first, then challenge: the order a lock (failLogin) takes them in, so the two never deadlock.
      const staff = await lockStaffById(trx, found.staff_id);
      const row = await lockChallenge(trx, tokenHash);
      if (!staff || !row || row.used_at || row.expires_at.getTime() < Date.now() || row.attempts >= maxCodeAttempts) return { kind: 'expired' as const };
      if (staff.disabled) {
        await endOpenChallenges(trx, staff.id);
        return { kind: 'expired' as const };
      }
      if (isLocked(staff.locked_until)) {
        await endOpenChallenges(trx, staff.id);
        return { kind: 'locked' as const, until: staff.locked_until };
      }
      // An enrolment raced by another, or finished elsewhere meanwhile, must not replace the enrolled secret.
      if (row.kind === 'enroll' && staff.totp_secret) {
        await markChallengeUsed(trx, tokenHash);
        return { kind: 'expired' as const };
      }
      const secret = row.kind === 'enroll' ? row.pending_secret : staff.totp_secret;
      const step = secret ? verifyTotp(secret, code, staff.totp_last_step) : null;
      if (step === null) {
        await countChallengeAttempt(trx, tokenHash);
        return { kind: 'bad-code' as const, staff };
      }
      await markChallengeUsed(trx, tokenHash);
      if (row.kind === 'enroll' && secret) {
        if (!(await enrolTotp(trx, staff.id, secret))) return { kind: 'expired' as const };
        await audit.append(trx, staffActor(staff.id, staff.username, ip), 'staff.totp.enrolled', staff.username);
      }
      await recordSuccessfulLogin(trx, staff.id, step);
      const token = newToken();
      const expiresAt = new Date(Date.now() + config.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000);
      await insertSession(trx, { token_hash: hashToken(token), staff_id: staff.id, expires_at: expiresAt, ip });
      await audit.append(trx, staffActor(staff.id, staff.username, ip), 'staff.login', staff.username);
      return {
        kind: 'ok' as const,
        session: {
          token,
          expiresAt: expiresAt.toISOString(),
          staff: { id: staff.id, username: staff.username, roles: parseRoles(staff.roles) },
          passwordChangeRequired: staff.password_change_required,
        },
      };
    });
    if (outcome.kind === 'expired') throw new AppError('CHALLENGE_EXPIRED');
    if (outcome.kind === 'locked') throw lockedError(outcome.until);
    if (outcome.kind === 'bad-code') return failLogin(outcome.staff, ip, 'totp');
    return outcome.session;
  };

  /** Resolves a bearer token; idle and absolute timeouts both end a session. */
  const authenticate = async (token: string): Promise<StaffPrincipal> => {
    const session = await findActiveSession(db, hashToken(token));
    if (!session || session.disabled) throw new AppError('UNAUTHORIZED');
    const now = Date.now();
    const idleLimit = session.last_seen_at.getTime() + config.STAFF_SESSION_IDLE_MINUTES * 60_000;
    if (session.expires_at.getTime() <= now || idleLimit <= now) {
      await revokeSession(db, session.sessionId);
      throw new AppError('SESSION_EXPIRED');
    }
    if (now - session.last_seen_at.getTime() > touchEveryMs) await touchSession(db, session.sessionId);
    return {
      id: session.staffId,
      username: session.username,
      roles: parseRoles(session.roles),
      sessionId: session.sessionId,
      passwordChangeRequired: session.password_change_required,
    };
  };

  const logout = async (principal: StaffPrincipal, ip: string | null): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      await revokeSession(trx, principal.sessionId);
      await audit.append(trx, staffActor(principal.id, principal.username, ip), 'staff.logout', principal.username);
    });
  };

  return { login, completeTotp, authenticate, logout };
};

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
