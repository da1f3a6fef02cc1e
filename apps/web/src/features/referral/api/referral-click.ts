import { api } from '../../../api/api-client';

const counted = new Set<string>();

/**
 * Tells the API a referral link was opened (/register?referralCode=), once per code and page load;
 * the API counts a visitor once a day. A failure is ignored: counting never stands in the way.
 */
export const countReferralClick = (code: string): void => {
  const trimmed = code.trim();
  if (!/^[A-Za-z0-9]{6,16}$/u.test(trimmed) || counted.has(trimmed.toUpperCase())) return;
  counted.add(trimmed.toUpperCase());
  void api.post('/wps/referral/click', { body: { code: trimmed } }).catch(() => undefined);
};
