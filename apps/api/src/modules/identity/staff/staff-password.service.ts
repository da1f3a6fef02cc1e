import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import type { AuditService } from '../../platform/audit';
import { assertStaffPassword } from './staff-password-rule';
import { lockStaffById, revokeOtherSessions, setStaffPassword } from './staff.repository';
import type { StaffPrincipal } from './staff.types';

/**
 * A staff member changes their own password with the current one. Every other session of theirs
 * ends (whoever else held the old password is signed out); this one goes on.
 */
export const createStaffPasswordService = (db: Kysely<DB>, audit: AuditService) => {
  const change = async (principal: StaffPrincipal, input: { currentPassword: string; newPassword: string }, ip: string | null): Promise<void> => {
    assertStaffPassword(input.newPassword, 'newPassword');
    if (input.newPassword === input.currentPassword) throw new AppError('VALIDATION_ERROR', { details: { field: 'newPassword', reason: 'SAME_AS_CURRENT' } });
    // Hashing (tens of milliseconds) stays outside the transaction that holds the account's row.
    const newHash = await hashPassword(input.newPassword);
    await db.transaction().execute(async (trx) => {
      const staff = await lockStaffById(trx, principal.id);
      if (!staff || !(await verifyPassword(staff.password_hash, input.currentPassword))) throw new AppError('INVALID_CREDENTIALS');
      await setStaffPassword(trx, staff.id, newHash);
      await revokeOtherSessions(trx, staff.id, principal.sessionId);
      const actor = { type: 'staff' as const, id: String(staff.id), name: staff.username, ip };
      await audit.append(trx, actor, 'staff.password.changed', staff.username, { wasTemporary: staff.password_change_required });
    });
  };

  return { change };
};

export type StaffPasswordService = ReturnType<typeof createStaffPasswordService>;
