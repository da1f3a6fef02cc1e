/** Session storage: the staff token dies with the tab, and other tabs must sign in themselves. */
const key = 'bo_token';

export const readToken = (): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const storeToken = (token: string): void => {
  sessionStorage.setItem(key, token);
};

export const clearToken = (): void => {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored if storage is blocked.
  }
};
