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
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { fourDMalaysiaTable, type LotteryBetView, type LotteryDrawSummary } from '@gp/contracts';
import en from '../../../../../../packages/i18n/src/namespaces/lottery/en.json';
import { lotteryMyBetsQuery } from '../api/lottery-api';
import { BetTypeTabs } from './betting/bet-type-tabs';
import { DrawChooser } from './betting/draw-chooser';
import { PickerArea } from './betting/picker-area';
import { StakeFields } from './betting/stake-fields';
import { MyLotteryBets } from './lobby/my-lottery-bets';
import { ResultView } from './results/result-view';
import { pickerSpec } from './slip/game-terms';
import { SlipPanel } from './slip/slip-panel';

// Every key a part asks for must be in the English catalog (the catalog tests hold the other 33 to it).
const missing: string[] = [];
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  ns: ['lottery'],
  defaultNS: 'lottery',
  resources: { en: { lottery: en } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
});

const render = (node: ReactElement, client = new QueryClient()) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, node)));

const count = (html: string, needle: string) => html.split(needle).length - 1;

const draw = (over: Partial<LotteryDrawSummary>): LotteryDrawSummary => ({
  drawId: '7',
  gameCode: 'vn-south',
  drawKey: 'tp-hcm-2026-11-30',
  province: 'tp-hcm',
  opensAt: '2026-11-29T09:00:00Z',
  closeAt: '2026-11-30T09:00:00Z',
  drawAt: '2026-11-30T09:15:00Z',
  status: 'open',
  seedHash: null,
  ...over,
});

describe('lottery parts render', () => {
  it('notices a key the catalog lacks', () => {
    missing.length = 0;
    i18n.t('noSuchKey');
    expect(missing).toEqual(['lottery:noSuchKey']);
  });

  it('draws the Vietnam sheets, special prize first in the north and eighth first elsewhere', () => {
    missing.length = 0;
    const north = render(
      createElement(ResultView, {
        family: 'vn',
        gameCode: 'vn-north',
        result: {
          region: 'north',
          prizes: {
            special: ['12345'],
            first: ['54321'],
            second: ['11111', '22222'],
            third: ['1', '2', '3', '4', '5', '6'],
            fourth: ['1', '2', '3', '4'],
            fifth: ['1', '2', '3', '4', '5', '6'],
            sixth: ['1', '2', '3'],
            seventh: ['07', '08', '09', '10'],
          },
        },
      }),
    );
    expect(north).toContain('lottery-vn-sheet');
    expect(north.indexOf('Special')).toBeLessThan(north.indexOf('Seventh'));
    expect(north).toContain('12345');
    const south = render(
      createElement(ResultView, { family: 'vn', gameCode: 'vn-south', result: { region: 'south', prizes: { eighth: ['42'], special: ['123456'] } } }),
    );
    expect(south.indexOf('Eighth')).toBeLessThan(south.indexOf('Special'));
    expect(missing).toEqual([]);
  });

  it('draws 4D, Thai and the e-lottery results', () => {
    missing.length = 0;
    const fourD = render(
      createElement(ResultView, {
        family: '4d',
        gameCode: '4d',
        result: { first: '1234', second: '0042', third: '9999', starter: ['1111'], consolation: ['2222'] },
      }),
    );
    expect(fourD).toContain('1st prize');
    expect(fourD).toContain('Consolation');
    expect(fourD).toContain('0042');
    const thai = render(
      createElement(ResultView, {
        family: 'thai',
        gameCode: 'thai-6d',
        result: { first: '123456', front3: ['001', '002'], last3: ['003', '004'], last2: '05' },
      }),
    );
    expect(thai).toContain('Front 3');
    expect(thai).toContain('123456');
    const keno = render(createElement(ResultView, { family: 'elott', gameCode: 'keno-1m', result: { numbers: [3, 80, 12] } }));
    expect(count(keno, '<li')).toBe(3);
    expect(keno).toContain('03');
    const k3 = render(createElement(ResultView, { family: 'elott', gameCode: 'k3-3m', result: { numbers: [4, 1, 1] } }));
    expect(k3).toContain('Dice 4, 1, 1, total 6');
    expect(missing).toEqual([]);
  });

  it('offers the 00-99 grid as toggle buttons with the quick sets', () => {
    missing.length = 0;
    const html = render(
      createElement(PickerArea, { spec: pickerSpec('vn', 'lo'), type: 'lo', picks: ['07', '45'], onPicks: () => undefined, pad: 0, quickSetsOn: true }),
    );
    expect(count(html, 'data-testid="lottery-pick"')).toBe(100);
    expect(count(html, 'aria-pressed="true"')).toBe(2);
    for (const set of ['big', 'small', 'odd', 'even']) expect(html).toContain(`lottery-quick-${set}`);
    expect(html).toContain('Picked: 2');
    const xien = render(
      createElement(PickerArea, { spec: pickerSpec('vn', 'xien-2'), type: 'xien-2', picks: [], onPicks: () => undefined, pad: 0, quickSetsOn: false }),
    );
    expect(xien).toContain('Pick 2 numbers');
    const digits = render(
      createElement(PickerArea, { spec: pickerSpec('4d', 'big'), type: 'big', picks: ['0042'], onPicks: () => undefined, pad: 0, quickSetsOn: false }),
    );
    expect(digits).toContain('lottery-digits-input');
    expect(digits).toContain('Remove 0042');
    const none = render(
      createElement(PickerArea, { spec: pickerSpec('k3', 'any-triple'), type: 'any-triple', picks: [], onPicks: () => undefined, pad: 0, quickSetsOn: false }),
    );
    expect(none).toContain('Any triple needs no numbers');
    expect(missing).toEqual([]);
  });

  it('shows the bet types with odds, the draws and the stake', () => {
    missing.length = 0;
    const tabs = render(
      createElement(BetTypeTabs, {
        tabs: [
          { type: 'lo', odds: 80_000 },
          { type: 'xien-2', odds: 16_800 },
        ],
        value: 'lo',
        onChange: () => undefined,
        formatOdds: (n: number) => String(n / 1000),
      }),
    );
    expect(tabs).toContain('Bao lô');
    expect(tabs).toContain('×16.8');
    const draws = render(
      createElement(DrawChooser, {
        draws: [draw({}), draw({ drawId: '8', province: 'long-an', drawKey: 'long-an-2026-11-30' })],
        value: '8',
        onChange: () => undefined,
        now: Date.parse('2026-11-30T08:59:00Z'),
      }),
    );
    expect(draws).toContain('TP. Hồ Chí Minh');
    expect(draws).toContain('Long An');
    expect(draws).toContain('01:00');
    expect(render(createElement(DrawChooser, { draws: [], value: null, onChange: () => undefined, now: 0 }))).toContain('lottery-no-draw');
    const stake = render(
      createElement(StakeFields, {
        perPoint: true,
        value: { stake: '', points: '1' },
        onChange: () => undefined,
        minStake: 100,
        maxStake: 100_000,
        currency: 'VND',
      }),
    );
    expect(stake).toContain('Stake per point (VND)');
    expect(stake).toContain('lottery-points-input');
    expect(missing).toEqual([]);
  });

  it('prices the slip before the confirm step and flags a line outside the limits', () => {
    missing.length = 0;
    const vnTerms = { betTypes: { lo: { odds: 80_000, pointPrice: 21_700 }, de: { odds: 95_000, pointPrice: 1_000 } } };
    const html = render(
      createElement(SlipPanel, {
        gameCode: 'vn-north',
        kind: 'vn',
        terms: vnTerms,
        limits: { minStake: 100, maxStake: 1_000_000 },
        currency: 'USD',
        draw: draw({ gameCode: 'vn-north', province: null, drawKey: 'ha-noi-2026-11-30' }),
        lines: [
          { type: 'lo', numbers: ['45'], stake: 1_000, points: 10 },
          { type: 'de', numbers: ['07'], stake: 50, points: 1 },
        ],
        onLines: () => undefined,
        numbersText: (line) => line.numbers.join(' '),
      }),
    );
    expect(count(html, 'data-testid="lottery-slip-line"')).toBe(2);
    // 217,000 + 50 minor units.
    expect(html).toContain('$2,170.50');
    expect(html).toContain('Below the minimum stake of $1.00.');
    expect(html).toMatch(/data-testid="lottery-place"[^>]*disabled|disabled[^>]*data-testid="lottery-place"/);
    const box = render(
      createElement(SlipPanel, {
        gameCode: '4d',
        kind: '4d',
        terms: { table: fourDMalaysiaTable },
        limits: { minStake: 100, maxStake: 1_000_000 },
        currency: 'USD',
        draw: draw({ gameCode: '4d', province: null, drawKey: '2026-12-02' }),
        lines: [{ type: 'big-box', numbers: ['1234'], stake: 100 }],
        onLines: () => undefined,
        numbersText: (line) => line.numbers.join(' '),
      }),
    );
    expect(box).toContain('$24.00');
    expect(missing).toEqual([]);
  });

  it('lists my bets with their outcome and whether a win is paid', () => {
    missing.length = 0;
    const bet = (over: Partial<LotteryBetView>): LotteryBetView => ({
      betId: '1',
      orderId: '1',
      line: 0,
      gameCode: 'k3-1m',
      drawId: '9',
      drawKey: 'k3-1m-20261130-0001',
      drawAt: '2026-11-30T10:00:00Z',
      betType: 'sum',
      selection: { total: 10 },
      amount: 500,
      payout: null,
      status: 'open',
      drawStatus: 'open',
      placedAt: '2026-11-30T09:59:00Z',
      ...over,
    });
    const client = new QueryClient();
    client.setQueryData(lotteryMyBetsQuery(null, null, 1).queryKey, {
      content: [
        bet({}),
        bet({ betId: '2', status: 'won', payout: 3_840, drawStatus: 'paid' }),
        bet({ betId: '3', status: 'won', payout: 100, drawStatus: 'settled' }),
        bet({ betId: '4', status: 'void' }),
      ],
      pageNum: 1,
      pageSize: 10,
      totalPages: 1,
      total: 4,
    });
    const html = render(createElement(MyLotteryBets, {}), client);
    expect(count(html, 'data-testid="lottery-bet-row"')).toBe(4);
    expect(html).toContain('Won 38.40');
    expect(html).toContain('Paid');
    expect(html).toContain('Payout pending');
    expect(html).toContain('Void');
    expect(missing).toEqual([]);
  });
});
