import { describe, expect, it } from 'vitest';
import { cellText, formValuesOf, missingLanguagesText, type ContentField } from './content-fields';

const fields: ContentField[] = [
  { name: 'title', kind: 'text' },
  { name: 'sequence', kind: 'number' },
  { name: 'enabled', kind: 'switch' },
  { name: 'startAt', kind: 'datetime' },
  { name: 'announcementImages', kind: 'images' },
  { name: 'cover', kind: 'image' },
  { name: 'type', kind: 'select', options: ['B', 'PL'] },
  { name: 'translations', kind: 'translations', parts: [{ name: 'title', label: 'title', kind: 'text' }] },
  { name: 'language', kind: 'language' },
  { name: 'category', kind: 'promotionCategory', required: true },
];

describe('formValuesOf', () => {
  it('gives each field an empty value for a new entry', () => {
    expect(formValuesOf(fields, null, 'HI')).toEqual({
      title: '',
      sequence: 0,
      enabled: true,
      startAt: null,
      announcementImages: [],
      cover: null,
      type: 'B',
      translations: {},
      language: 'HI',
      // No category until the editor picks one from the list.
      category: '',
    });
  });
  it('keeps an entry own values, and only the form fields', () => {
    const translations = { HI: { title: 'नमस्ते', content: '' } };
    expect(
      formValuesOf(
        fields,
        {
          id: 3,
          title: 'x',
          sequence: 4,
          enabled: false,
          startAt: '2026-01-01T00:00:00Z',
          announcementImages: [],
          cover: '/uploads/cover.png',
          type: 'PL',
          translations,
          language: 'EN',
          missingLanguages: ['AR'],
          category: 'VIP',
        },
        'HI',
      ),
    ).toEqual({
      title: 'x',
      sequence: 4,
      enabled: false,
      startAt: '2026-01-01T00:00:00Z',
      announcementImages: [],
      cover: '/uploads/cover.png',
      type: 'PL',
      translations,
      language: 'EN',
      category: 'VIP',
    });
  });
});

describe('missingLanguagesText', () => {
  it('shows a check mark when nothing is missing, else the first codes and how many more', () => {
    expect(missingLanguagesText([])).toEqual({ complete: true, short: '✓', full: '' });
    expect(missingLanguagesText(['AR', 'VI'])).toEqual({ complete: false, short: 'AR, VI', full: 'AR, VI' });
    expect(missingLanguagesText(['AR', 'VI', 'FR', 'DE', 'IT'])).toEqual({ complete: false, short: 'AR, VI, FR +2', full: 'AR, VI, FR, DE, IT' });
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
