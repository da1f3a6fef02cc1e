import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { revokeMemberSessions } from './member-sessions.repository';
import { lockMemberStatus, setMemberActive, setMemberFrozen } from './members.repository';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { addMemberNotice } from '../../engagement/notices';

/** Staff given by id (the back office passes its actor when it has one). */
const staffActor = (staff: Actor | bigint | number): Actor => (typeof staff === 'object' ? staff : { type: 'staff', id: String(staff), name: null, ip: null });

export type FreezeResult = { memberId: bigint; status: 'active' | 'disabled' | 'frozen'; changed: boolean };

/**
 * Freezing a member (an upline that refuses, or does not confirm, a dividend; or staff). A frozen
 * member cannot sign in (ACCOUNT_FROZEN) and its live sessions end at once; staff unfreeze it.
 * Both join the caller's transaction when given one, so a forced dividend and the freeze commit together.
 */
export const createAccountFreezeService = (db: Kysely<DB>, audit: AuditService) => {
  const freezeIn = async (trx: Executor, memberId: bigint, reason: string, actor: Actor): Promise<FreezeResult> => {
    const member = await lockMemberStatus(trx, memberId);
    if (!member) throw new AppError('NOT_FOUND');
    // Already frozen: the first reason stays; the sessions are ended again all the same.
    const changed = member.status !== 'frozen';
    if (changed) {
      await setMemberFrozen(trx, memberId, reason);
      await addMemberNotice(trx, { memberId, kind: 'account_frozen', params: { reason } });
      await audit.append(trx, actor, 'member.freeze', `member:${memberId}`, { reason, previousStatus: member.status });
    }
    await revokeMemberSessions(trx, memberId, 'frozen');
    return { memberId, status: 'frozen', changed };
  };

  const freeze = (memberId: bigint, reason: string, actor: Actor, executor?: Executor): Promise<FreezeResult> =>
    executor?.isTransaction ? freezeIn(executor, memberId, reason, actor) : db.transaction().execute((trx) => freezeIn(trx, memberId, reason, actor));

  /** Back to active; a member that is not frozen is left as it is (changed false). */
  const unfreeze = (memberId: bigint, staff: Actor | bigint | number): Promise<FreezeResult> =>
    db.transaction().execute(async (trx) => {
      const member = await lockMemberStatus(trx, memberId);
      if (!member) throw new AppError('NOT_FOUND');
      if (member.status !== 'frozen') return { memberId, status: member.status, changed: false };
      await setMemberActive(trx, memberId);
      await audit.append(trx, staffActor(staff), 'member.unfreeze', `member:${memberId}`, { frozenReason: member.frozen_reason });
      return { memberId, status: 'active', changed: true };
    });

  return { freeze, unfreeze };
};

export type AccountFreezeService = ReturnType<typeof createAccountFreezeService>;
