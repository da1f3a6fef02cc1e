import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { staffRole, type StaffRole } from '@gp/contracts';
import { isAppError } from '../lib/app-error';
import { systemActor } from '../modules/platform/audit';
import { openServices } from './open-services';

const usage = 'usage: npm run staff -- create <username> --role <admin|operator|finance|support|content> [--role ...] [--password-stdin]';

const readStdin = async (): Promise<string> => {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.trim();
};

/** `npm run staff -- create <user> --role <role>`: a staff account; TOTP is enrolled at its first sign-in. */
const run = async (): Promise<number> => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', multiple: true }, 'password-stdin': { type: 'boolean' } },
  });
  const [command, username] = positionals;
  const roles = (values.role ?? []).map((r) => staffRole.safeParse(r));
  if (command !== 'create' || !username || roles.length === 0 || roles.some((r) => !r.success)) {
    console.error(usage);
    return 2;
  }
  const password = values['password-stdin'] ? await readStdin() : randomBytes(12).toString('base64url');
  const { database, services } = await openServices();
  try {
    const staff = await services.staffAdmin.create(
      // Someone else chose this password: its owner must replace it at the first sign-in.
      { username, password, roles: roles.map((r) => r.data as StaffRole), mustChangePassword: true },
      systemActor('cli'),
    );
    console.log(`created staff "${staff.username}" with roles ${staff.roles.join(', ')}`);
    if (!values['password-stdin']) console.log(`temporary password: ${password}`);
    console.log('the authenticator (TOTP) is enrolled and the password changed at the first sign-in at /backoffice');
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    console.error(`not created: ${error.code} ${JSON.stringify(error.details ?? {})}`);
    return 1;
  } finally {
    await database.close();
  }
};

process.exitCode = await run();
