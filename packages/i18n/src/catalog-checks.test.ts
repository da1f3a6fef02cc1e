import { describe, expect, it } from 'vitest';
import { expectedKeys, placeholderProblems } from './catalog-checks';

const english = { title: 'Hello {{name}}', entries_one: '{{count}} entry', entries_other: '{{count}} entries' };

describe('catalog checks', () => {
  it('asks each language for its own plural categories', () => {
    expect(expectedKeys(english, 'ja')).toEqual(['entries_other', 'title']);
    expect(expectedKeys(english, 'ar')).toEqual(['entries_few', 'entries_many', 'entries_one', 'entries_other', 'entries_two', 'entries_zero', 'title']);
    expect(expectedKeys(english, 'ru')).toEqual(['entries_few', 'entries_many', 'entries_one', 'entries_other', 'title']);
  });

  it('finds a missing or an unknown placeholder', () => {
    expect(placeholderProblems(english, 'title', 'Bonjour')).toEqual(['title: missing {{name}}']);
    expect(placeholderProblems(english, 'title', 'Bonjour {{name}} {{user}}')).toEqual(['title: unknown {{user}}']);
    expect(placeholderProblems(english, 'title', 'Bonjour {{ name }}')).toEqual([]);
  });

  it('lets a plural form other than `other` leave the count out, but not `other`', () => {
    expect(placeholderProblems(english, 'entries_two', 'مدخلان')).toEqual([]);
    expect(placeholderProblems(english, 'entries_other', 'entrées')).toEqual(['entries_other: missing {{count}}']);
    expect(placeholderProblems(english, 'entries_few', '{{count}} {{n}}')).toEqual(['entries_few: unknown {{n}}']);
  });
});
