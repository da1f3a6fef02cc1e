import { describe, expect, it } from 'vitest';
import { inviteTarget } from './invite-shortcut-rule';

const who = { loggedIn: true, isAgent: false, isTrial: false, referralOn: true };

describe('the invite shortcut', () => {
  it('sends a signed-in agent to the register centre, whether the referral promotion is on or not', () => {
    expect(inviteTarget({ ...who, isAgent: true })).toBe('agentRegisterCentre');
    expect(inviteTarget({ ...who, isAgent: true, referralOn: false })).toBe('agentRegisterCentre');
  });

  it('sends a signed-in member to the referral page only while the referral promotion is on', () => {
    expect(inviteTarget(who)).toBe('referralPage');
    expect(inviteTarget({ ...who, referralOn: false })).toBeNull();
  });

  it('is hidden from visitors and trial accounts', () => {
    expect(inviteTarget({ ...who, loggedIn: false })).toBeNull();
    expect(inviteTarget({ ...who, loggedIn: false, isAgent: true })).toBeNull();
    expect(inviteTarget({ ...who, isTrial: true })).toBeNull();
  });
});
