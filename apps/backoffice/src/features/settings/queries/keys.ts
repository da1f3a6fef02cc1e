import type { SettingsKey } from '@gp/contracts';

/** Every query key of the settings documents, shared by every feature that edits one. */
export const settingsKeys = {
  document: (key: SettingsKey) => ['settings', key] as const,
  merchantCurrency: ['merchant-currency'] as const,
};
