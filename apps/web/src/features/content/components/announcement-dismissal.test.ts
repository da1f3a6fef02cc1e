import { describe, expect, it } from 'vitest';
import { anonymousPopupKey, audienceFor, popupKeyFor, rememberPopupClosed, shouldShowPopup, userPopupKey, wasPopupClosed } from './announcement-dismissal';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
};

describe('announcement popup dismissal', () => {
  it('keeps users and visitors apart', () => {
    expect(popupKeyFor(true)).toBe(userPopupKey);
    expect(popupKeyFor(false)).toBe(anonymousPopupKey);
    expect(userPopupKey).toBe('USER_POPUP');
    expect(anonymousPopupKey).toBe('ANONYMOUS_POPUP');
  });

  it('remembers a closed popup for that audience only', () => {
    const store = memory();
    expect(wasPopupClosed(() => store, false)).toBe(false);
    rememberPopupClosed(() => store, false);
    expect(wasPopupClosed(() => store, false)).toBe(true);
    expect(wasPopupClosed(() => store, true)).toBe(false);
    expect(store.data.get('ANONYMOUS_POPUP')).toBe('1');
  });

  it('survives a storage that throws', () => {
    const broken = () => {
      throw new Error('denied');
    };
    expect(wasPopupClosed(broken, true)).toBe(false);
    expect(() => rememberPopupClosed(broken, true)).not.toThrow();
  });

  it('shows only when something matches and it was not closed', () => {
    expect(shouldShowPopup(2, false)).toBe(true);
    expect(shouldShowPopup(0, false)).toBe(false);
    expect(shouldShowPopup(2, true)).toBe(false);
  });

  it('picks the audience by session', () => {
    expect(audienceFor(false, false)).toEqual(['B']);
    expect(audienceFor(true, false)).toEqual(['A']);
    expect(audienceFor(true, true)).toEqual(['A', 'F']);
  });
});
