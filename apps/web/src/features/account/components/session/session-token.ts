const key = 'token';

// Storage can throw (disabled cookies, some private modes); the site still works as a visitor.
export const readSessionToken = (): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeSessionToken = (token: string | null): void => {
  try {
    if (token === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, token);
  } catch {
    // Nothing to do: the token then lives only as long as this page.
  }
  // Lets readers re-render on sign-in and sign-out (announcements follow the audience).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event('gp:session-change'));
};
