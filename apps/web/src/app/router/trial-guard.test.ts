import { describe, expect, it } from 'vitest';
import { blockedForTrial, redirectFor } from './route-rules';

describe('blockedForTrial', () => {
  it('blocks member pages, their own paths and login-required games for a trial member', () => {
    expect(blockedForTrial('/member', true)).toBe(true);
    expect(blockedForTrial('/transferFund', true)).toBe(true);
    expect(blockedForTrial('/favorite', true)).toBe(true);
    expect(blockedForTrial('/lottery', true)).toBe(true);
  });

  it('lets a trial member browse open pages, and never blocks a real member', () => {
    expect(blockedForTrial('/', true)).toBe(false);
    expect(blockedForTrial('/live', true)).toBe(false);
    expect(blockedForTrial('/member', false)).toBe(false);
  });

  it('sends a visitor on a member page path to /login', () => {
    expect(redirectFor('/transferFund', false)).toBe('/login');
    expect(redirectFor('/transferFund', true)).toBeNull();
  });
});
