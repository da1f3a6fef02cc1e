import { settingsDocument, type SettingsKey, type SettingsValue } from '@gp/contracts';
import type { ZodType } from 'zod';
import { typedApi } from '../../../shared/http/typed-api';

export type SettingsDoc<K extends SettingsKey> = {
  key: K;
  value: SettingsValue<K>;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

// The contract's generic schema loses the key-to-value link in inference; this restores it.
const parseAs = <K extends SettingsKey>(key: K) => settingsDocument(key) as unknown as ZodType<SettingsDoc<K>>;

const settingsPath = (key: SettingsKey) => `/bo/settings/${key}` as const;

export const fetchSettings = <K extends SettingsKey>(key: K, signal?: AbortSignal): Promise<SettingsDoc<K>> =>
  typedApi.get(settingsPath(key), { signal, parse: (v) => parseAs(key).parse(v) });

type SettingsUpdate<K extends SettingsKey> = { value: SettingsValue<K>; version: number };
type Save = { [K in SettingsKey]: (body: SettingsUpdate<K>, parse: (value: unknown) => SettingsDoc<K>) => Promise<SettingsDoc<K>> };

// Each key has its own path and body type in the document; a call per key keeps the two together.
const save: Save = {
  merchant: (body, parse) => typedApi.put('/bo/settings/merchant', { body, parse }),
  whitelabel: (body, parse) => typedApi.put('/bo/settings/whitelabel', { body, parse }),
  maintenance: (body, parse) => typedApi.put('/bo/settings/maintenance', { body, parse }),
  region: (body, parse) => typedApi.put('/bo/settings/region', { body, parse }),
  site: (body, parse) => typedApi.put('/bo/settings/site', { body, parse }),
  accountSecurity: (body, parse) => typedApi.put('/bo/settings/accountSecurity', { body, parse }),
  register: (body, parse) => typedApi.put('/bo/settings/register', { body, parse }),
  social: (body, parse) => typedApi.put('/bo/settings/social', { body, parse }),
  cashier: (body, parse) => typedApi.put('/bo/settings/cashier', { body, parse }),
  agentContracts: (body, parse) => typedApi.put('/bo/settings/agentContracts', { body, parse }),
  promotions: (body, parse) => typedApi.put('/bo/settings/promotions', { body, parse }),
};

/** `version` is the one we read; the server answers 409 VERSION_CONFLICT if someone saved since. */
export const saveSettings = <K extends SettingsKey>(key: K, value: SettingsValue<K>, version: number): Promise<SettingsDoc<K>> => {
  const put: Save[K] = save[key];
  return put({ value, version }, (v) => parseAs(key).parse(v));
};
