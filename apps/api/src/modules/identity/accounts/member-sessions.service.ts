import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashToken, newToken } from '../../../lib/tokens';
import type { SettingsService } from '../../platform/settings';
import { memberKind } from './member-kind';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findLiveSession, insertMemberSession, revokeMemberSession, revokeMemberSessions, touchMemberSession } from './member-sessions.repository';

// Writing last_seen on every call would turn each read into a write; a minute is precise enough.
const touchEveryMs = 60_000;

export type NewSession = { method: string; remember: boolean; ip: string | null; userAgent: string | null };
export type PreparedSession = NewSession & { token: string; expiresAt: Date };

/**
 * Member sessions (docs/security.md, Sessions): a 256-bit token stored hashed, an idle timeout and an
 * absolute lifetime from the accountSecurity settings. Remember-me sessions last rememberMeHours
 * with no idle limit.
 */
export const createMemberSessionsService = (db: Kysely<DB>, settings: SettingsService, now: () => Date = () => new Date()) => {
  /**
   * A new session in two steps: `prepare` reads the lifetime settings before any transaction (on the
   * one-connection embedded database a read outside the open transaction would wait for it), `save`
   * writes the row inside the caller's transaction.
   */
  const prepare = async (session: NewSession): Promise<PreparedSession> => {
    const security = await settings.value('accountSecurity');
    const hours = session.remember ? security.rememberMeHours : security.sessionAbsoluteHours;
    return { ...session, token: newToken(), expiresAt: new Date(now().getTime() + hours * 3_600_000) };
  };

  const save = async (executor: Executor, prepared: PreparedSession, memberId: bigint): Promise<{ token: string; expiresAt: Date }> => {
    await insertMemberSession(executor, {
      token_hash: hashToken(prepared.token),
      member_id: memberId,
      method: prepared.method,
      remember: prepared.remember,
      ip: prepared.ip,
      user_agent: prepared.userAgent?.slice(0, 512) ?? null,
      expires_at: prepared.expiresAt,
    });
    return { token: prepared.token, expiresAt: prepared.expiresAt };
  };

  const authenticate = async (token: string): Promise<MemberPrincipal> => {
    const session = await findLiveSession(db, hashToken(token));
    if (!session) throw new AppError('UNAUTHORIZED');
    if (session.status !== 'active') {
      const frozen = session.status === 'frozen';
      await revokeMemberSession(db, session.sessionId, frozen ? 'frozen' : 'disabled');
      throw new AppError(frozen ? 'ACCOUNT_FROZEN' : 'ACCOUNT_DISABLED');
    }
    const at = now().getTime();
    const { sessionIdleMinutes } = await settings.value('accountSecurity');
    const idleEnd = session.last_seen_at.getTime() + sessionIdleMinutes * 60_000;
    if (session.expires_at.getTime() <= at || (!session.remember && idleEnd <= at)) {
      await revokeMemberSession(db, session.sessionId, 'expired');
      throw new AppError('SESSION_EXPIRED');
    }
    if (at - session.last_seen_at.getTime() > touchEveryMs) await touchMemberSession(db, session.sessionId, new Date(at));
    const kind = memberKind(session.type, await settings.value('merchant'));
    return {
      id: session.memberId,
      account: session.account,
      type: session.type,
      isTrial: kind === 'trial',
      isAgent: kind === 'agent',
      sessionId: session.sessionId,
      passwordChangeRequired: session.password_is_default,
    };
  };

  const revoke = (executor: Executor, sessionId: bigint, reason: string) => revokeMemberSession(executor, sessionId, reason);
  const revokeAll = (executor: Executor, memberId: bigint, reason: string, except: bigint | null = null) =>
    revokeMemberSessions(executor, memberId, reason, except);

  return { prepare, save, authenticate, revoke, revokeAll };
};

export type MemberSessionsService = ReturnType<typeof createMemberSessionsService>;
