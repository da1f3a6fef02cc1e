import { settingsDocument, type SettingsKey, type SettingsValue } from '@gp/contracts';
import type { ZodType } from 'zod';
import { apiRequest } from '../../../shared/http/request';

export type SettingsDoc<K extends SettingsKey> = {
  key: K;
  value: SettingsValue<K>;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

// The contract's generic schema loses the key-to-value link in inference; this restores it.
const parseAs = <K extends SettingsKey>(key: K) => settingsDocument(key) as unknown as ZodType<SettingsDoc<K>>;

export const fetchSettings = <K extends SettingsKey>(key: K, signal?: AbortSignal): Promise<SettingsDoc<K>> =>
  apiRequest(`/bo/settings/${key}`, { schema: parseAs(key), signal });

/** `version` is the one we read; the server answers 409 VERSION_CONFLICT if someone saved since. */
export const saveSettings = <K extends SettingsKey>(key: K, value: SettingsValue<K>, version: number): Promise<SettingsDoc<K>> =>
  apiRequest(`/bo/settings/${key}`, { method: 'PUT', body: { value, version }, schema: parseAs(key) });
