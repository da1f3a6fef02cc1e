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

export const settingsUpdate = <K extends SettingsKey>(key: K) =>
  z.strictObject({ value: settingsSchemas[key], version: z.number().int().min(0) });
