import type { LiveMemberSessions } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { memberRecordOf } from './member-records';
import { createAuditService, type AuditService } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { listLiveMemberSessions, revokeOtherSessionsOfMember, revokeSessionOfMember } from './member-sessions.repository';
import type { MemberRow } from './members.repository';
import { checkSessionPassword } from './session-password-guard';
import { memberActor } from './security-change';
import { userAgentLabel } from './user-agent-label';

const revokedReason = 'member-signed-out';
const auditAction = 'member.sessions.revoked';

/**
 * The member's signed-in devices (security centre): the live sessions, and ending one of them or
 * every one but the caller's. Ending asks the login password (wrong guesses counted like every
 * session password check), so a stolen token cannot throw the owner out; each ending is audited.
 */
export const createMemberDevicesService = (db: Kysely<DB>, deps: { settings: SettingsService; audit?: AuditService; now?: () => Date }) => {
  // The audit service holds no state beyond the database, so one of its own serves when none is given.
  const audit = deps.audit ?? createAuditService(db);
  const now = deps.now ?? (() => new Date());

  const memberOf = (principal: MemberPrincipal): Promise<MemberRow> => memberRecordOf(db, principal);

  const mine = async (principal: MemberPrincipal): Promise<LiveMemberSessions> => {
    const at = now();
    const { sessionIdleMinutes } = await deps.settings.value('accountSecurity');
    const rows = await listLiveMemberSessions(db, principal.id, at, new Date(at.getTime() - sessionIdleMinutes * 60_000));
    return rows.map((r) => ({
      id: Number(r.id),
      createdAt: new Date(r.created_at).toISOString(),
      lastSeenAt: new Date(r.last_seen_at).toISOString(),
      ip: r.ip,
      userAgent: userAgentLabel(r.user_agent),
      method: r.method,
      current: r.id === principal.sessionId,
    }));
  };

  /** Runs the revocation and its audit record in one transaction; the ids ended. */
  const revokeAudited = async (member: MemberRow, caller: CallerContext, scope: 'one' | 'others', revoke: (trx: Executor) => Promise<{ id: bigint }[]>) =>
    db.transaction().execute(async (trx) => {
      const ended = await revoke(trx);
      if (ended.length > 0)
        await audit.append(trx, memberActor(member, caller.ip), auditAction, member.account, { scope, sessions: ended.map((e) => String(e.id)) });
      return ended;
    });

  /** Ends one of the member's sessions (another member's is NOT_FOUND, as a missing one); the sessions left. */
  const revokeMine = async (principal: MemberPrincipal, sessionId: bigint, password: string, caller: CallerContext): Promise<LiveMemberSessions> => {
    const member = await memberOf(principal);
    await checkSessionPassword(db, principal, member.password_hash, password, now());
    const ended = await revokeAudited(member, caller, 'one', (trx) => revokeSessionOfMember(trx, member.id, sessionId, revokedReason));
    if (ended.length === 0) throw new AppError('NOT_FOUND');
    return mine(principal);
  };

  const revokeOthers = async (principal: MemberPrincipal, password: string, caller: CallerContext): Promise<{ revoked: number }> => {
    const member = await memberOf(principal);
    await checkSessionPassword(db, principal, member.password_hash, password, now());
    const ended = await revokeAudited(member, caller, 'others', (trx) => revokeOtherSessionsOfMember(trx, member.id, principal.sessionId, revokedReason));
    return { revoked: ended.length };
  };

  return { mine, revokeMine, revokeOthers };
};

export type MemberDevicesService = ReturnType<typeof createMemberDevicesService>;
