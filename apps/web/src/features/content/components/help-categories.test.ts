import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { helpCategoryLabel, helpSections, knownHelpCategory } from './help-categories';

describe('help-centre categories', () => {
  it('recognises the known categories however the operator cased or spaced them', () => {
    expect(knownHelpCategory('account')).toBe('account');
    expect(knownHelpCategory(' Payments ')).toBe('payments');
    expect(knownHelpCategory('GAMES')).toBe('games');
  });

  it('leaves a category it does not know to be shown as typed', () => {
    expect(knownHelpCategory('VIP club')).toBeUndefined();
    expect(knownHelpCategory('')).toBeUndefined();
  });

  it('names a known category through its catalog key', () => {
    const t = ((key: string) => `[${key}]`) as unknown as TFunction;
    expect(helpCategoryLabel(t, 'payments')).toBe('[site:helpCategory.payments]');
    expect(helpCategoryLabel(t, 'general')).toBe('[site:helpCategory.general]');
  });

  it('groups articles by category in the order they come, a known one however it was typed', () => {
    const sections = helpSections([
      { term: 'a', category: 'payments' },
      { term: 'b', category: 'VIP club' },
      { term: 'c', category: 'Payments' },
      { term: 'd', category: ' VIP club ' },
    ]);
    expect(sections.map((s) => [s.known ?? s.typed, s.articles.map((a) => a.term).join('')])).toEqual([
      ['payments', 'ac'],
      ['VIP club', 'bd'],
    ]);
  });
});
