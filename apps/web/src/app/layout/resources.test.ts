import { describe, expect, it } from 'vitest';
import { findResource, isWebUrl, socialLinks } from './resources';

const resource = (name: string, url = `https://example.com/${name}`) => ({ name, labelNameEn: name, resourceType: name, url });

describe('footer social links', () => {
  it('shows only keys with a resource, in the fixed order, ignoring case', () => {
    const links = socialLinks([resource('WhatsApp'), resource('Facebook'), resource('Android')]);
    expect(links.map((l) => l.key)).toEqual(['FACEBOOK', 'WHATSAPP']);
  });

  it('finds by name or type', () => {
    expect(findResource([{ name: 'x', labelNameEn: 'x', resourceType: 'IOS', url: 'u' }], 'ios')?.url).toBe('u');
    expect(findResource([], 'ios')).toBeUndefined();
  });

  it('accepts only web addresses', () => {
    expect(isWebUrl('https://t.me/a')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });
});
