import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { ConfigError } from '../config/config';
import { verifyPassword } from '../lib/password';
import { demoFinanceStaff, demoStaff } from './seed';

const demoPasswords = [demoStaff.password, demoFinanceStaff.password];

/** Staff accounts (enabled) whose password is one the demo seed publishes; every account is tried, whatever its name. */
export const staffWithDemoPasswords = async (db: Kysely<DB>): Promise<string[]> => {
  const staff = await db.selectFrom('staff_users').select(['username', 'password_hash']).where('disabled', '=', false).orderBy('username').execute();
  const found = await Promise.all(
    staff.map(async (s) => {
      for (const password of demoPasswords) if (await verifyPassword(s.password_hash, password)) return s.username;
      return null;
    }),
  );
  return found.filter((name): name is string => name !== null);
};

/** In production a published password is an open door: start-up stops (exit code 2) naming the accounts. */
export const refuseDemoPasswordsInProduction = async (db: Kysely<DB>, nodeEnv: string): Promise<void> => {
  if (nodeEnv !== 'production') return;
  const names = await staffWithDemoPasswords(db);
  if (names.length === 0) return;
  throw new ConfigError(
    `NODE_ENV=production, but staff account(s) ${names.join(', ')} still have the published demo password. ` +
      'Start once without NODE_ENV=production, sign in to the back office and change the password (account panel, "Change password"), ' +
      'then start again. A production database should be made with SEED_DEMO unset and staff created by `npm run staff -- create`.',
  );
};
