import { catalogTags } from '@gp/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodLocaleFor, zodLocales } from './zod-locales';

// zod names its locale exports after the tag without the hyphen (zh-CN -> zhCN).
const shipped = (tag: string) => (z.locales as Record<string, unknown>)[tag.replace('-', '')];

describe('zod locales', () => {
  it('maps every registry language zod ships a locale for, and only those', () => {
    for (const tag of catalogTags) expect(zodLocales[tag], tag).toBe(shipped(tag));
  });

  it('answers English for a language zod does not know', () => {
    expect(zodLocaleFor('si')).toBe(z.locales.en);
    expect(zodLocaleFor('ja')).toBe(z.locales.ja);
  });
});
