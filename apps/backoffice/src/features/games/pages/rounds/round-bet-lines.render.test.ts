import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BoRoundBetDetails, RoundBetDetails } from '@gp/contracts';
import en from '../../../../../../../packages/i18n/src/namespaces/backoffice/en.json';
import { RoundBetDetails as RoundBetDetailsSection } from './round-bet-details';
import { boLineState, RoundBetLines } from './round-bet-lines';

// Every key the parts ask for must be in the English catalog (the catalog tests hold the other 33 to it).
const missing: string[] = [];
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: en } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
});

const render = (node: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, node));
const count = (html: string, needle: string) => html.split(needle).length - 1;

const dragonTiger: RoundBetDetails = {
  kind: 'round',
  game: 'dragon-tiger',
  place: 'Lumen Dragon Tiger',
  roundNo: '7-330',
  lines: [
    { label: 'Dragon', amount: 1_000, payout: 2_000 },
    { label: 'Suited tie', amount: 100, payout: 0, note: 'pays 50:1' },
    { label: 'Tie', amount: 100 },
  ],
  result: 'Dragon 9 - Tiger 4',
  cards: [
    { hand: 'Dragon', cards: [8] },
    { hand: 'Tiger', cards: [29] },
  ],
};

describe('a table, room or fight round in the round explorer', () => {
  it('tells an open line from a lost and a paid one', () => {
    expect(dragonTiger.lines.map(boLineState)).toEqual(['paid', 'lost', 'open']);
  });

  it('shows the game, place, round number, result, each bet with stake and payout, and the cards', () => {
    const html = render(createElement(RoundBetLines, { round: dragonTiger, currency: 'INR' }));
    expect(html).toContain('data-game="dragon-tiger"');
    expect(html).toContain('>Dragon Tiger<');
    expect(html).toContain('Lumen Dragon Tiger');
    expect(html).toContain('7-330');
    expect(html).toContain('Dragon 9 - Tiger 4');
    expect(html).toContain('data-testid="round-bet-lines"');
    expect(count(html, 'data-state=')).toBe(3);
    expect(html).toContain('pays 50:1');
    expect(html).toContain('data-minor="2000"');
    expect(html).toContain('Not settled');
    expect(html).toContain('data-testid="round-bet-cards"');
    // 8 is the nine of spades, 29 the four of diamonds.
    expect(html).toContain('aria-label="9 of spades"');
    expect(html).toContain('>4♦<');
    expect(missing).toEqual([]);
  });

  it('leaves out the facts and cards a vendor did not send', () => {
    const html = render(
      createElement(RoundBetLines, { round: { kind: 'round', game: 'fishing', lines: [{ label: 'Bullets x84', amount: 8_400 }] }, currency: 'INR' }),
    );
    expect(html).toContain('>Fishing<');
    expect(html).not.toContain('Table or room');
    expect(html).not.toContain('round-bet-cards');
  });

  it('picks the round view for kind round in the bet details section, beside the stored object', () => {
    const betDetails: BoRoundBetDetails = { details: dragonTiger, platformTxId: 42, updatedAt: '2026-03-02T10:00:00.000Z' };
    const html = render(createElement(RoundBetDetailsSection, { betDetails, currency: 'INR' }));
    expect(html).toContain('data-testid="round-bet-details"');
    expect(html).toContain('data-testid="round-bet-lines"');
    expect(html).not.toContain('data-testid="round-bet-legs"');
    expect(html).toContain('&quot;kind&quot;: &quot;round&quot;');
    expect(missing).toEqual([]);
  });
});
