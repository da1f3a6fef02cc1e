import type { Permission } from '@gp/contracts';

type CustomerServiceEntry = Permission['customerService'][number];

/**
 * The address the customer-service button opens: the first live-chat entry, else the first entry
 * of any kind. Only http(s) addresses qualify, so a bad configuration cannot smuggle in a
 * `javascript:` link; a relative path is resolved against `base` (the site's origin).
 */
export const customerServiceUrl = (entries: readonly CustomerServiceEntry[] | undefined, base: string): string | null => {
  if (!entries || entries.length === 0) return null;
  const entry = entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0];
  if (!entry || entry.path.trim() === '') return null;
  try {
    const url = new URL(entry.path.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
