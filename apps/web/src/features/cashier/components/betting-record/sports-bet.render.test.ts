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
import type { BettingSportsBet } from '@gp/contracts';
import en from '../../../../../../../packages/i18n/src/namespaces/cashier/en.json';
import { formatLine, formatOdds, legResult, SportsBetLegs, SportsBetSummary } from './sports-bet';

// Every key the parts ask for must be in the English catalog (the catalog tests hold the other 33 to it).
const missing: string[] = [];
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  ns: ['cashier'],
  defaultNS: 'cashier',
  resources: { en: { cashier: en } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
});

const render = (node: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, node));
const count = (html: string, needle: string) => html.split(needle).length - 1;

const parlay: BettingSportsBet = {
  betType: 'parlay',
  cashOut: false,
  legs: [
    {
      eventName: 'Mumbai – Chennai',
      startsAt: '2026-03-02T14:15:00.000Z',
      market: 'Asian handicap',
      selection: 'Mumbai',
      line: -0.75,
      odds: 1_950,
      inPlay: true,
      outcome: 'half-win',
      score: '2-1',
    },
    {
      eventName: 'Delhi – Kolkata',
      startsAt: null,
      market: 'Total goals',
      selection: 'Over 2.5',
      line: null,
      odds: 1_875,
      inPlay: false,
      outcome: null,
      score: null,
    },
  ],
};

describe('sports bet parts', () => {
  it('formats odds and lines in the reader’s digits', () => {
    expect(formatOdds(1_950, 'en')).toBe('1.95');
    expect(formatOdds(1_875, 'en')).toBe('1.875');
    expect(formatOdds(12_000, 'de')).toBe('12,00');
    expect(formatLine(-0.75, 'en')).toBe('-0.75');
    expect(formatLine(2.5, 'en')).toBe('2.5');
    expect(formatLine(-1.25, 'de')).toBe('-1,25');
    expect(legResult(parlay.legs[1]!)).toBe('open');
    expect(legResult(parlay.legs[0]!)).toBe('half-win');
  });

  it('lists the bet type and every leg with its result in the record, an open leg as open', () => {
    const html = render(createElement(SportsBetSummary, { bet: parlay }));
    expect(html).toContain('data-type="parlay"');
    expect(html).toContain('>Parlay<');
    expect(count(html, 'data-testid="sports-leg"')).toBe(2);
    expect(html).toContain('data-result="half-win"');
    expect(html).toContain('>Half won<');
    expect(html).toContain('data-result="open"');
    expect(html).toContain('Over 2.5');
    expect(html).toContain('1.875');
    expect(html).not.toContain('Cashed out');
    expect(missing).toEqual([]);
  });

  it('shows a leg in full in the round’s detail: start, market, pick with its line, odds, score; and a cash-out', () => {
    const html = render(createElement(SportsBetLegs, { bet: { ...parlay, betType: 'single', legs: parlay.legs.slice(0, 1), cashOut: true } }));
    expect(html).toContain('>Single<');
    expect(html).toContain('Cashed out');
    expect(html).toContain('In-play');
    expect(html).toContain('Mumbai (-0.75)');
    expect(html).toContain('>2-1<');
    expect(html).toContain('>Starts<');
    expect(count(html, 'data-testid="sports-leg-detail"')).toBe(1);
    expect(missing).toEqual([]);
  });
});
