import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  const g = globalThis as Record<string, unknown>;
  const store = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  Object.defineProperty(g, 'navigator', { value: { languages: ['en'], language: 'en' }, configurable: true });
  g.localStorage = store;
  g.sessionStorage = store;
  g.window = {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    location: { href: 'http://x/' },
    localStorage: store,
    sessionStorage: store,
  };
  g.document = { documentElement: { lang: 'en', dir: 'ltr', setAttribute: () => undefined } };
});

import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { BettingRoundBet } from '@gp/contracts';
import en from '../../../../../../../packages/i18n/src/namespaces/cashier/en.json';
import hi from '../../../../../../../packages/i18n/src/namespaces/cashier/hi.json';
import { lineState, RoundBetLines, RoundBetSummary } from './round-bet';

// Every key the parts ask for must be in the English catalog (the catalog tests hold the other 33 to it).
const missing: string[] = [];
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  ns: ['cashier'],
  defaultNS: 'cashier',
  resources: { en: { cashier: en }, hi: { cashier: hi } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
});

const render = (node: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, node));
const count = (html: string, needle: string) => html.split(needle).length - 1;
const money = (minor: number) => `₹${(minor / 100).toFixed(2)}`;

const baccarat: BettingRoundBet = {
  game: 'baccarat',
  place: 'Aurora Live Baccarat 1',
  roundNo: '48-1207',
  lines: [
    { label: 'Banker', amount: 800, payout: 1_560, note: 'commission 5%' },
    { label: 'Player pair', amount: 200, payout: 0, note: null },
    { label: 'Tie', amount: 100, payout: null, note: null },
  ],
  result: 'Banker 7 - Player 5',
  cards: [
    { hand: 'Player', cards: [4, 13] },
    { hand: 'Banker', cards: [6, 23, 51] },
  ],
};

const fishing: BettingRoundBet = {
  game: 'fishing',
  place: null,
  roundNo: null,
  lines: [{ label: 'Bullets x84', amount: 8_400, payout: null, note: null }],
  result: null,
  cards: [],
};

describe('table, room and fight round parts', () => {
  it('tells an open line from a lost and a paid one', () => {
    expect(baccarat.lines.map(lineState)).toEqual(['paid', 'lost', 'open']);
  });

  it('shows the place, round number, result and what the bets were on in the record', () => {
    const html = render(createElement(RoundBetSummary, { bet: baccarat }));
    expect(html).toContain('data-testid="round-bet-summary"');
    expect(html).toContain('data-game="baccarat"');
    expect(html).toContain('Aurora Live Baccarat 1 · Round 48-1207');
    expect(html).toContain('Banker 7 - Player 5');
    expect(html).toContain('Banker, Player pair, Tie');
    expect(missing).toEqual([]);
  });

  it('leaves out what the vendor did not say', () => {
    const html = render(createElement(RoundBetSummary, { bet: fishing }));
    expect(html).not.toContain('Round');
    expect(html).not.toContain('round-bet-result');
    expect(html).toContain('Bullets x84');
    const detail = render(createElement(RoundBetLines, { bet: fishing, money }));
    expect(detail).not.toContain('round-bet-cards');
    expect(detail).not.toContain('round-bet-result');
    expect(detail).toContain('Not settled yet');
  });

  it('shows each bet in full in the round’s detail: stake, what it paid, a note, the result and the cards', () => {
    const html = render(createElement(RoundBetLines, { bet: baccarat, money }));
    expect(html).toContain('>Your bets<');
    expect(count(html, 'data-testid="round-bet-line"')).toBe(3);
    expect(html).toContain('data-state="paid"');
    expect(html).toContain('data-state="lost"');
    expect(html).toContain('data-state="open"');
    expect(html).toContain('commission 5%');
    expect(html).toContain('₹8.00');
    expect(html).toContain('₹15.60');
    expect(html).toContain('₹0.00');
    expect(html).toContain('Not settled yet');
    expect(html).toContain('>Result<');
    expect(html).toContain('Banker 7 - Player 5');
    expect(count(html, 'data-testid="round-bet-hand"')).toBe(2);
    expect(count(html, 'data-testid="round-bet-card"')).toBe(5);
    // 4 is the five of spades, 13 the ace of hearts, 51 the king of clubs.
    expect(html).toContain('aria-label="5 of spades"');
    expect(html).toContain('>5♠<');
    expect(html).toContain('aria-label="Ace of hearts"');
    expect(html).toContain('>A♥<');
    expect(html).toContain('aria-label="King of clubs"');
    expect(missing).toEqual([]);
  });

  it('names the cards in the reader’s language', async () => {
    await i18n.changeLanguage('hi');
    try {
      const html = render(createElement(RoundBetLines, { bet: baccarat, money }));
      expect(html).toContain('aria-label="पान इक्का"');
      expect(html).toContain('>A♥<');
      expect(html).toContain('राउंड 48-1207');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
