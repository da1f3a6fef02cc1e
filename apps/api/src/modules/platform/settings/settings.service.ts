import { settingsSchemas, settingsKeys, type SettingsKey, type SettingsValue } from '@gp/contracts';
import type { Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import type { DB } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import type { AuditService } from '../audit';
import type { Actor } from '../audit';
import { settingsDefaults } from './settings.defaults';
import { findSettings, insertSettingsIfMissing, updateSettingsIfVersion, type SettingsRow } from './settings.repository';

export type SettingsDocument<K extends SettingsKey> = {
  key: K;
  value: SettingsValue<K>;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

type CacheEntry = { doc: SettingsDocument<SettingsKey>; at: number };

const toDocument = <K extends SettingsKey>(key: K, row: SettingsRow): SettingsDocument<K> => ({
  key,
  // Parsing on read means a row written by an older version, or by hand, can never reach a caller malformed.
  value: settingsSchemas[key].parse(row.value) as SettingsValue<K>,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
  updatedBy: row.updated_by,
});

/**
 * Configuration documents (merchant, whitelabel, maintenance, region, site). Reads are cached for a
 * short time because the player gate reads them on every request; a write here clears the cache at
 * once, and `onChanged` tells the other instances to forget theirs.
 */
export const createSettingsService = (
  db: Kysely<DB>,
  audit: AuditService,
  cacheMs: number,
  options: { onChanged?: (key: SettingsKey) => void | Promise<void> } = {},
) => {
  const cache = new Map<SettingsKey, CacheEntry>();
  // Bumped by every forget: a read that started before a write must not cache what it read.
  let generation = 0;

  const get = async <K extends SettingsKey>(key: K): Promise<SettingsDocument<K>> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.doc as SettingsDocument<K>;
    const started = generation;
    const row = await findSettings(db, key);
    const doc: SettingsDocument<K> = row
      ? toDocument(key, row)
      : { key, value: settingsDefaults[key], version: 0, updatedAt: new Date(0).toISOString(), updatedBy: null };
    if (started === generation) cache.set(key, { doc, at: Date.now() });
    return doc;
  };

  /** Drops one document from this instance's cache (a write here, or another instance's). */
  const forget = (key: SettingsKey) => {
    generation += 1;
    cache.delete(key);
  };

  const value = async <K extends SettingsKey>(key: K): Promise<SettingsValue<K>> => (await get(key)).value;

  const update = async <K extends SettingsKey>(key: K, next: SettingsValue<K>, version: number, actor: Actor): Promise<SettingsDocument<K>> => {
    const parsed = settingsSchemas[key].parse(next);
    const saved = await db.transaction().execute(async (trx) => {
      await insertSettingsIfMissing(trx, key, settingsDefaults[key]);
      const before = await findSettings(trx, key);
      const row = await updateSettingsIfVersion(trx, key, parsed, version, actor.name ?? actor.id ?? 'system');
      if (!row) throw new AppError('VERSION_CONFLICT', { details: { currentVersion: before?.version ?? 0 } });
      await audit.append(trx, actor, `settings.${key}.update`, key, { before: before?.value ?? null, after: parsed, version: row.version });
      return row;
    });
    forget(key);
    await options.onChanged?.(key);
    return toDocument(key, saved);
  };

  /** Stores the defaults of any document not yet in the database (start-up seed). */
  const ensureDefaults = async (executor: Executor = db): Promise<void> => {
    for (const key of settingsKeys) await insertSettingsIfMissing(executor, key, settingsDefaults[key]);
  };

  const clearCache = () => {
    generation += 1;
    cache.clear();
  };

  return { get, value, update, ensureDefaults, forget, clearCache };
};

export type SettingsService = ReturnType<typeof createSettingsService>;
