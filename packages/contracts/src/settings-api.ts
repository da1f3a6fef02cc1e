import { z } from 'zod';
import { settingsSchemas, type SettingsKey } from './settings';

/** What the back office reads and writes for one settings document; `version` guards lost updates. */
export const settingsDocument = <K extends SettingsKey>(key: K) =>
  z.object({
    key: z.literal(key),
    value: settingsSchemas[key],
    version: z.number().int(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  });

// The stored version is a 32-bit integer: a larger one can match no document, and PostgreSQL would refuse to compare it.
export const settingsUpdate = <K extends SettingsKey>(key: K) =>
  z.strictObject({ value: settingsSchemas[key], version: z.number().int().min(0).max(2_147_483_647) });
