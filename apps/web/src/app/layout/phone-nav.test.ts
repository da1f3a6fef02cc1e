import { describe, expect, it } from 'vitest';
import { phoneNavCurrent, phoneNavTarget, showsPhoneNav } from './phone-nav';

describe('phoneNavTarget', () => {
  it('sends everyone to home, the hot games and the promotions', () => {
    for (const viewer of ['visitor', 'trial', 'member'] as const) {
      expect(phoneNavTarget('home', viewer)).toEqual({ kind: 'link', to: '/' });
      expect(phoneNavTarget('games', viewer)).toEqual({ kind: 'link', to: '/hot' });
      expect(phoneNavTarget('promotions', viewer)).toEqual({ kind: 'link', to: '/promotions' });
    }
  });

  it('opens the login popup for a visitor who wants to deposit or see the account', () => {
    expect(phoneNavTarget('deposit', 'visitor')).toEqual({ kind: 'link', to: '/login' });
    expect(phoneNavTarget('account', 'visitor')).toEqual({ kind: 'link', to: '/login' });
  });

  it('tells a trial member a real account is needed', () => {
    expect(phoneNavTarget('deposit', 'trial')).toEqual({ kind: 'realAccount' });
    expect(phoneNavTarget('account', 'trial')).toEqual({ kind: 'realAccount' });
  });

  it('opens the member centre on the deposit page or the account page for a real member', () => {
    expect(phoneNavTarget('deposit', 'member')).toEqual({ kind: 'member', page: 'depositv2' });
    expect(phoneNavTarget('account', 'member')).toEqual({ kind: 'member', page: 'securityCenter' });
  });
});

describe('phoneNavCurrent', () => {
  it('marks the entry whose destination is open', () => {
    expect(phoneNavCurrent('/', undefined)).toEqual({ id: 'home', exact: true });
    expect(phoneNavCurrent('/home', undefined)).toEqual({ id: 'home', exact: true });
    expect(phoneNavCurrent('/hot', undefined)).toEqual({ id: 'games', exact: true });
    expect(phoneNavCurrent('/promotions/', undefined)).toEqual({ id: 'promotions', exact: true });
    expect(phoneNavCurrent('/member', 'depositv2')).toEqual({ id: 'deposit', exact: true });
    expect(phoneNavCurrent('/member', 'securityCenter')).toEqual({ id: 'account', exact: true });
  });

  it('marks the section of another game list or member-centre page', () => {
    expect(phoneNavCurrent('/live', undefined)).toEqual({ id: 'games', exact: false });
    expect(phoneNavCurrent('/favorite', undefined)).toEqual({ id: 'games', exact: false });
    expect(phoneNavCurrent('/member', 'withdraw')).toEqual({ id: 'account', exact: false });
  });

  it('marks nothing elsewhere', () => {
    expect(phoneNavCurrent('/help', undefined)).toBeNull();
    expect(phoneNavCurrent('/bgs/verify', undefined)).toBeNull();
  });
});

describe('showsPhoneNav', () => {
  it('shows on the player pages and gives way to games and the agent view', () => {
    expect(showsPhoneNav('/')).toBe(true);
    expect(showsPhoneNav('/member')).toBe(true);
    expect(showsPhoneNav('/game/PG/123')).toBe(false);
    expect(showsPhoneNav('/bgs/play/dice')).toBe(false);
    expect(showsPhoneNav('/agentHome')).toBe(false);
    expect(showsPhoneNav('/agent')).toBe(false);
  });
});
