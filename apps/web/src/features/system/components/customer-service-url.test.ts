import { describe, expect, it } from 'vitest';
import type { Permission } from '@gp/contracts';
import { customerServiceUrl } from './customer-service-url';

type Entry = Permission['customerService'][number];
const entry = (csType: Entry['csType'], path: string, csPosition = 1): Entry => ({ csType, path, csPosition, title: csType });
const base = 'https://site.test';

describe('customerServiceUrl', () => {
  it('prefers the first live-chat entry', () => {
    const entries = [entry('TELEGRAM', 'https://t.me/help'), entry('LIVECHAT', 'https://chat.test/a'), entry('LIVECHAT', 'https://chat.test/b')];
    expect(customerServiceUrl(entries, base)).toBe('https://chat.test/a');
  });

  it('falls back to the first entry when there is no live chat', () => {
    expect(customerServiceUrl([entry('FACEBOOK', 'https://m.me/help'), entry('TELEGRAM', 'https://t.me/help')], base)).toBe('https://m.me/help');
  });

  it('gives nothing when there are no entries', () => {
    expect(customerServiceUrl([], base)).toBeNull();
    expect(customerServiceUrl(undefined, base)).toBeNull();
  });

  it('resolves a relative path against the site', () => {
    expect(customerServiceUrl([entry('LIVECHAT', '/livechat?room=1')], base)).toBe('https://site.test/livechat?room=1');
  });

  it('refuses addresses that are not http(s)', () => {
    expect(customerServiceUrl([entry('LIVECHAT', 'javascript:alert(1)')], base)).toBeNull();
    expect(customerServiceUrl([entry('LIVECHAT', '   ')], base)).toBeNull();
    expect(customerServiceUrl([entry('LIVECHAT', 'http://[bad')], base)).toBeNull();
  });
});
