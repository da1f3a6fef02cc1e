/** Announcement popups closed this session (USER_POPUP or ANONYMOUS_POPUP). */

export const userPopupKey = 'USER_POPUP';
export const anonymousPopupKey = 'ANONYMOUS_POPUP';

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

export const popupKeyFor = (loggedIn: boolean): string => (loggedIn ? userPopupKey : anonymousPopupKey);

// Storage may throw (private modes); then the popup simply shows again, which is harmless.
export const wasPopupClosed = (storage: () => SessionLike, loggedIn: boolean): boolean => {
  try {
    return storage().getItem(popupKeyFor(loggedIn)) === '1';
  } catch {
    return false;
  }
};

export const rememberPopupClosed = (storage: () => SessionLike, loggedIn: boolean): void => {
  try {
    storage().setItem(popupKeyFor(loggedIn), '1');
  } catch {
    // Nothing to keep it in.
  }
};

/** Announcement audiences: A logged in, B anonymous, F first login. */
export const audienceFor = (loggedIn: boolean, firstLogin: boolean): string[] => {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
};

export const shouldShowPopup = (count: number, closed: boolean): boolean => count > 0 && !closed;
