import { describe, expect, it } from 'vitest';
import { countryDialingCodes } from './country-codes.data';
import { sniffImageType } from './image-type';
import { cleanHtml } from './sanitize';

describe('cleanHtml', () => {
  it('keeps formatting and images, drops scripts, handlers, styles and unsafe URLs', () => {
    expect(cleanHtml('<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul>')).toBe(
      '<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul>',
    );
    expect(cleanHtml('<img src="https://cdn.example/a.png" alt="a" onerror="x()">')).toBe('<img src="https://cdn.example/a.png" alt="a" />');
    expect(cleanHtml('<script>alert(1)</script><style>p{}</style><p style="x">ok</p>')).toBe('<p>ok</p>');
    expect(cleanHtml('<a href="javascript:alert(1)">x</a><a href="//evil.example">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(cleanHtml('<a href="https://a.example" target="_top">z</a>')).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">z</a>');
  });
});

describe('sniffImageType', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.contentType).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))?.ext).toBe('jpg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('country codes', () => {
  it('cover the ISO 3166-1 list once each, with digit dialing codes', () => {
    const codes = countryDialingCodes.map(([c]) => c);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    for (const [code, dial] of countryDialingCodes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(dial).toMatch(/^\d{1,4}$/);
    }
  });
});
