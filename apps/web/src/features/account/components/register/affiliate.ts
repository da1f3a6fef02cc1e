/** The invitation code a registration link carries: `affiliateCode`, or its short form `code`. */
export const affiliateCodeOfSearch = (search: Record<string, unknown>): string | null => {
  for (const name of ['affiliateCode', 'code']) {
    const value = search[name];
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '') return String(value).trim();
  }
  return null;
};

/** Where the link's code stands: none, being checked, or the answer of `/wps/agent/affiliate`. */
export type LinkCodeCheck = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * A link's code that checked valid is sent without showing the field; an invalid
 * one is shown for editing. Without a link code the field shows when the merchant enabled it.
 */
export const affiliateFieldShown = (check: LinkCodeCheck, enabled: boolean): boolean => {
  if (check === 'valid' || check === 'checking') return false;
  if (check === 'invalid') return true;
  return enabled;
};

/**
 * The code still to verify before submitting, or null: a typed code is checked first;
 * the link's code, once valid and unchanged, needs no second look.
 */
export const affiliateToVerify = (typed: string, linkCode: string | null, check: LinkCodeCheck): string | null => {
  const code = typed.trim();
  if (code === '') return null;
  if (check === 'valid' && code === linkCode) return null;
  return code;
};
