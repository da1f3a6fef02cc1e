import { describe, expect, it } from 'vitest';
import { cellText, formValuesOf, type ContentField } from './content-fields';

const fields: ContentField[] = [
  { name: 'title', kind: 'text' },
  { name: 'sequence', kind: 'number' },
  { name: 'enabled', kind: 'switch' },
  { name: 'startAt', kind: 'datetime' },
  { name: 'announcementImages', kind: 'images' },
  { name: 'type', kind: 'select', options: ['B', 'PL'] },
  { name: 'translations', kind: 'translations', content: 'html' },
];

describe('formValuesOf', () => {
  it('gives each field an empty value for a new entry', () => {
    expect(formValuesOf(fields, null)).toEqual({ title: '', sequence: 0, enabled: true, startAt: null, announcementImages: [], type: 'B', translations: {} });
  });
  it('keeps an entry own values, and only the form fields', () => {
    const translations = { HI: { title: 'नमस्ते', content: '' } };
    expect(
      formValuesOf(fields, {
        id: 3,
        title: 'x',
        sequence: 4,
        enabled: false,
        startAt: '2026-01-01T00:00:00Z',
        announcementImages: [],
        type: 'PL',
        translations,
      }),
    ).toEqual({
      title: 'x',
      sequence: 4,
      enabled: false,
      startAt: '2026-01-01T00:00:00Z',
      announcementImages: [],
      type: 'PL',
      translations,
    });
  });
});

describe('cellText', () => {
  it('shows booleans as yes or no, lists by their length', () => {
    expect(cellText(true, 'Y', 'N')).toBe('Y');
    expect(cellText(false, 'Y', 'N')).toBe('N');
    expect(cellText([1, 2], 'Y', 'N')).toBe('2');
    expect(cellText(null, 'Y', 'N')).toBe('');
    expect(cellText(5, 'Y', 'N')).toBe('5');
    expect(cellText({ HI: {}, CN: {} }, 'Y', 'N')).toBe('HI, CN');
  });
});
