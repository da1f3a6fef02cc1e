import { describe, expect, it } from 'vitest';
import { takeStartToken } from './take-start-token';

describe('takeStartToken', () => {
  it('takes the query token and strips only that parameter', () => {
    const result = takeStartToken('https://site.test/live?vassalage=EVO&token=abc#top', null);
    expect(result).toEqual({ token: 'abc', cleanUrl: '/live?vassalage=EVO#top' });
  });

  it('prefers the query token over the stored one', () => {
    expect(takeStartToken('https://site.test/?token=new', 'old').token).toBe('new');
  });

  it('keeps the stored token when the query has none and leaves the URL alone', () => {
    expect(takeStartToken('https://site.test/member', 'old')).toEqual({ token: 'old', cleanUrl: null });
  });

  it('strips an empty token parameter without clearing the stored one', () => {
    expect(takeStartToken('https://site.test/?token=', 'old')).toEqual({ token: 'old', cleanUrl: '/' });
  });

  it('leaves the token of a password reset link in place: it is no session', () => {
    expect(takeStartToken('https://site.test/resetPassword?token=reset123', 'old')).toEqual({ token: 'old', cleanUrl: null });
    expect(takeStartToken('https://site.test/resetPassword/?token=reset123', null)).toEqual({ token: null, cleanUrl: null });
  });

  it('returns no token when there is none anywhere', () => {
    expect(takeStartToken('https://site.test/', null)).toEqual({ token: null, cleanUrl: null });
  });
});
