import { describe, expect, it } from 'vitest';
import { takeStartToken } from './take-start-token';

describe('takeStartToken', () => {
  it('trades the code when no session is stored, and strips it from the address', () => {
    expect(takeStartToken('https://site.test/live?vassalage=EVO&token=abc#top', null)).toEqual({
      code: 'abc',
      action: 'exchange',
      cleanUrl: '/live?vassalage=EVO#top',
    });
  });

  it('asks before anything when a session is stored: a link never silently replaces it', () => {
    expect(takeStartToken('https://site.test/?token=new', 'old')).toEqual({ code: 'new', action: 'ask', cleanUrl: '/' });
  });

  it('does nothing without a token, and only strips an empty one', () => {
    expect(takeStartToken('https://site.test/member', 'old')).toEqual({ code: null, action: 'none', cleanUrl: null });
    expect(takeStartToken('https://site.test/?token=', 'old')).toEqual({ code: null, action: 'none', cleanUrl: '/' });
    expect(takeStartToken('https://site.test/', null)).toEqual({ code: null, action: 'none', cleanUrl: null });
  });

  it("leaves the reset-password link's token to the reset form", () => {
    expect(takeStartToken('https://site.test/resetPassword?token=reset123', 'old')).toEqual({ code: null, action: 'none', cleanUrl: null });
    expect(takeStartToken('https://site.test/resetPassword/?token=reset123', null)).toEqual({ code: null, action: 'none', cleanUrl: null });
  });
});
