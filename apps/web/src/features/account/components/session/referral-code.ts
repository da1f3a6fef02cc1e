const key = 'referralCode';

/** Kept for the registration form (accounts issue), which sends it with the registration. */
export const keepReferralCode = (code: string): void => {
  try {
    sessionStorage.setItem(key, code);
  } catch {
    // Without storage the code is lost on reload; the form can still read the URL.
  }
};

export const readReferralCode = (): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
