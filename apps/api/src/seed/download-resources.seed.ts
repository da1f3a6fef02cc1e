import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';

/**
 * The app download resources the side menu's download item shows as QR codes. The player site is
 * installable (a web app), so each points at the site's own install guide for its platform. The
 * address is relative: the site resolves it against the host it is served from, so the QR code
 * leads a phone to the same site whatever its domain. Staff may point them at store listings.
 */
export const demoDownloadResources = [
  // Platform names, the same in every language: no translations.
  { name: 'IOS', label_name_en: 'iOS', language: 'EN', resource_type: 'IOS', url: '/download?platform=ios' },
  { name: 'ANDROID', label_name_en: 'Android', language: 'EN', resource_type: 'ANDROID', url: '/download?platform=android' },
];

/** Adds each download resource the demo does not have yet (by name), so a database seeded before them gets them too. */
export const seedDownloadResources = async (db: Kysely<DB>): Promise<void> => {
  const names = demoDownloadResources.map((r) => r.name);
  const rows = await db.selectFrom('resources').select('name').where('name', 'in', names).execute();
  const existing = new Set(rows.map((r) => r.name));
  const missing = demoDownloadResources.filter((r) => !existing.has(r.name));
  if (missing.length > 0) await db.insertInto('resources').values(missing).execute();
};
