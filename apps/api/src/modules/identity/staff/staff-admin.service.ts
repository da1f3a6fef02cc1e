import { staffRoles, type StaffRole } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import type { AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import { assertStaffPassword } from './staff-password-rule';
import { findStaffByUsername, insertStaff } from './staff.repository';

/**
 * Creating staff accounts: the CLI (`npm run staff -- create`) and the demo seed both come here.
 * `mustChangePassword`: the password was handed to the person by someone else (a temporary one), so
 * their first session can do nothing but change it.
 */
export const createStaffAdminService = (db: Kysely<DB>, audit: AuditService) => {
  const create = async (input: { username: string; password: string; roles: StaffRole[]; mustChangePassword?: boolean }, actor: Actor) => {
    const username = input.username.trim();
    if (!/^[A-Za-z][A-Za-z0-9._-]{2,63}$/.test(username)) throw new AppError('VALIDATION_ERROR', { details: { field: 'username' } });
    assertStaffPassword(input.password, 'password');
    if (input.roles.length === 0 || input.roles.some((r) => !staffRoles.includes(r))) {
      throw new AppError('VALIDATION_ERROR', { details: { field: 'roles', allowed: staffRoles.join(',') } });
    }
    const password_hash = await hashPassword(input.password);
    return db.transaction().execute(async (trx) => {
      if (await findStaffByUsername(trx, username)) throw new AppError('CONFLICT', { details: { field: 'username' } });
      const mustChange = input.mustChangePassword ?? false;
      const staff = await insertStaff(trx, { username, password_hash, roles: [...new Set(input.roles)], password_change_required: mustChange });
      await audit.append(trx, actor, 'staff.create', username, { roles: staff.roles, mustChangePassword: mustChange });
      return staff;
    });
  };

  return { create };
};
