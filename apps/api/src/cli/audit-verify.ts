import { openServices } from './open-services';

/** `npm run audit:verify`: recomputes the audit hash chain; exits 1 when it is broken. */
const { database, services } = await openServices();
try {
  const result = await services.audit.verify();
  if (result.ok) console.log(`audit log intact: ${result.checked} entries verified`);
  else console.error(`audit log BROKEN at entry ${result.firstBrokenId} (${result.checked} entries verified before it)`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
