import { describe, expect, it } from 'vitest';
import { noFlags } from './session-store';
import { reactTo, toTabMessage } from './tab-session-messages';

const flags = { ...noFlags, isTrial: true };

describe('tab session messages', () => {
  it('reads only well-formed messages', () => {
    expect(toTabMessage({ type: 'ask' })).toEqual({ type: 'ask' });
    expect(toTabMessage({ type: 'share', token: 'abc', flags })).toEqual({ type: 'share', token: 'abc', flags });
    expect(toTabMessage({ type: 'share', token: '' })).toBeNull();
    expect(toTabMessage({ type: 'signedOut' })).toBeNull();
    expect(toTabMessage('ask')).toBeNull();
    expect(toTabMessage(null)).toBeNull();
  });

  it('lets a signed-in tab answer a new one, and a visitor tab take the session', () => {
    expect(reactTo({ type: 'ask' }, 'mine')).toEqual({ kind: 'answer' });
    expect(reactTo({ type: 'ask' }, null)).toEqual({ kind: 'none' });
    expect(reactTo({ type: 'share', token: 't1', flags }, null)).toEqual({ kind: 'adopt', token: 't1', flags });
  });

  it('never swaps a signed-in member for another', () => {
    expect(reactTo({ type: 'share', token: 't1', flags }, 'mine')).toEqual({ kind: 'none' });
    expect(reactTo({ type: 'replaced', previous: 'other', token: 't2', flags }, 'mine')).toEqual({ kind: 'none' });
  });

  it('ends or renews only the tabs of that same session', () => {
    expect(reactTo({ type: 'signedOut', token: 'mine' }, 'mine')).toEqual({ kind: 'clear' });
    expect(reactTo({ type: 'signedOut', token: 'other' }, 'mine')).toEqual({ kind: 'none' });
    expect(reactTo({ type: 'replaced', previous: 'mine', token: 't2', flags }, 'mine')).toEqual({ kind: 'adopt', token: 't2', flags });
  });
});
