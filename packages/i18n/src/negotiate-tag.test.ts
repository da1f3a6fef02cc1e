import { describe, expect, it } from 'vitest';
import { catalogTags } from './catalog-tags';
import { negotiateTag } from './negotiate-tag';

describe('negotiateTag', () => {
  it('offers every language of the registry', () => {
    expect(catalogTags).toHaveLength(34);
    for (const tag of catalogTags) expect(negotiateTag(tag)).toBe(tag);
  });

  it('follows quality order and matches regional tags by primary subtag', () => {
    expect(negotiateTag('sv-SE, ar-EG;q=0.9, en;q=0.8')).toBe('ar');
    expect(negotiateTag('de;q=0.5, pt-BR')).toBe('pt');
    expect(negotiateTag('FIL-ph')).toBe('fil');
    expect(negotiateTag('tl-PH')).toBe('fil');
  });

  it('splits Chinese by script', () => {
    expect(negotiateTag('zh-HK')).toBe('zh-TW');
    expect(negotiateTag('zh-TW')).toBe('zh-TW');
    expect(negotiateTag('zh-Hant')).toBe('zh-TW');
    expect(negotiateTag('zh')).toBe('zh-CN');
    expect(negotiateTag('zh-SG')).toBe('zh-CN');
  });

  it('falls back to English', () => {
    expect(negotiateTag(undefined)).toBe('en');
    expect(negotiateTag('sv, *;q=0.1')).toBe('en');
    expect(negotiateTag('ja;q=0')).toBe('en');
  });
});
