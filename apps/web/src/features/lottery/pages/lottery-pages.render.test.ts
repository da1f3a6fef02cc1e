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
  // The router registers itself on `self` when it sees a document.
  g.self = g;
});

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { elevenFiveDefaultPaytable, k3DefaultPaytable, type LotteryDrawSummary, type LotteryGameView } from '@gp/contracts';
import en from '../../../../../../packages/i18n/src/namespaces/lottery/en.json';
import { lotteryBoardQuery, lotteryGameQuery, lotteryMenuQuery, lotteryMyBetsQuery, lotteryOpenedQuery } from '../api/lottery-api';
import { lotteryLobbySearch } from '../components/lottery-search';
import { LotteryBoardPage } from './lottery-board-page';
import { LotteryLobbyPage } from './lottery-lobby-page';

const missing: string[] = [];
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  ns: ['lottery', 'common', 'site'],
  defaultNS: 'lottery',
  resources: { en: { lottery: en, common: {}, site: {} } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
});

/** The page under a memory router at `href`, with the answers already in the query cache. */
const render = async (href: string, client: QueryClient) => {
  const root = createRootRoute({ component: Outlet });
  const route = (path: string, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component, validateSearch: lotteryLobbySearch });
  const router = createRouter({
    routeTree: root.addChildren([
      route('/lottery', LotteryLobbyPage),
      route('/vnLottery', LotteryLobbyPage),
      route('/seaLottery', LotteryLobbyPage),
      route('/lottery/board', LotteryBoardPage),
      route('/lottery/verify', () => null),
    ]),
    history: createMemoryHistory({ initialEntries: [href] }),
    isServer: true,
  });
  await router.load();
  return renderToString(
    createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router: router as never }))),
  );
};

const soon = new Date(Date.now() + 90_000).toISOString();
const draw = (over: Partial<LotteryDrawSummary>): LotteryDrawSummary => ({
  drawId: '7',
  gameCode: 'vn-south',
  drawKey: 'tp-hcm-2026-11-30',
  province: 'tp-hcm',
  opensAt: '2026-11-29T09:00:00Z',
  closeAt: soon,
  drawAt: soon,
  status: 'open',
  seedHash: null,
  ...over,
});
const menuGame = (gameCode: string, family: 'vn' | 'elott', prizeMode: 'lott' | 'elott') => ({
  gameCode,
  family,
  prizeMode,
  vendorCode: 'HOUSE_LOTTERY',
  catalogGameCode: gameCode.toUpperCase(),
  nextDraw: draw({ gameCode }),
});
const emptyPage = { content: [], pageNum: 1, pageSize: 10, totalPages: 0, total: 0 };

describe('lottery pages render', () => {
  it('lists the lobby groups with a countdown on each game, the board link and my bets', async () => {
    missing.length = 0;
    const client = new QueryClient();
    client.setQueryData(lotteryMenuQuery(null).queryKey, {
      gameMenus: [
        { group: 'vietnam', games: [menuGame('vn-north', 'vn', 'lott'), menuGame('vn-south', 'vn', 'lott')] },
        { group: 'k3', games: [menuGame('k3-1m', 'elott', 'elott')] },
      ],
    });
    client.setQueryData(lotteryMyBetsQuery(null, null, 1).queryKey, emptyPage);
    const html = await render('/lottery', client);
    expect(html).toContain('data-testid="lottery-lobby"');
    expect(html.split('data-testid="lottery-game-card"').length - 1).toBe(3);
    expect(html).toMatch(/data-testid="lottery-countdown">0[01]:[0-9]{2}</);
    expect(html).toContain('href="/lottery?gameCode=vn-north"');
    expect(html).toContain('lottery-board-link');
    expect(html).toContain('You have no lottery bets yet.');
    expect(missing).toEqual([]);
  });

  it('opens a Vietnam south game with each province draw to choose', async () => {
    missing.length = 0;
    const client = new QueryClient();
    const game: LotteryGameView = {
      gameCode: 'vn-south',
      family: 'vn',
      prizeMode: 'lott',
      currency: 'VND',
      terms: { betTypes: { lo: { odds: 80_000, pointPrice: 15_000 }, de: { odds: 95_000, pointPrice: 1_000 }, 'xien-2': { odds: 34_700, pointPrice: 1_000 } } },
      schedule: { region: 'south' },
      minStake: 100,
      maxStake: 100_000_000,
      memberDrawLimit: null,
      closeBeforeSeconds: 900,
      openDraws: [draw({}), draw({ drawId: '8', province: 'long-an', drawKey: 'long-an-2026-11-30' })],
    };
    client.setQueryData(lotteryGameQuery('vn-south').queryKey, game);
    const html = await render('/vnLottery?gameCode=vn-south', client);
    expect(html).toContain('data-testid="lottery-betting-page"');
    expect(html.split('data-testid="lottery-draw"').length - 1).toBe(2);
    expect(html).toContain('Long An');
    expect(html.split('data-testid="lottery-bet-type"').length - 1).toBe(3);
    expect(html).toContain('×80');
    expect(html.split('data-testid="lottery-pick"').length - 1).toBe(100);
    expect(html).toContain('Stake per point (VND)');
    expect(html).toContain('href="/vnLottery"');
    expect(missing).toEqual([]);
  });

  it('opens a K3 game with dice totals, the seed hash and the last results', async () => {
    missing.length = 0;
    const client = new QueryClient();
    client.setQueryData(lotteryGameQuery('k3-1m').queryKey, {
      gameCode: 'k3-1m',
      family: 'elott',
      prizeMode: 'elott',
      currency: 'USD',
      terms: { paytable: k3DefaultPaytable },
      schedule: { game: 'k3', cadenceMinutes: 1, utcOffsetMinutes: 480 },
      minStake: 100,
      maxStake: 5_000_000,
      memberDrawLimit: null,
      closeBeforeSeconds: 10,
      openDraws: [draw({ gameCode: 'k3-1m', province: null, drawKey: 'k3-1m-20261130-0600', seedHash: 'ab'.repeat(32) })],
    } satisfies LotteryGameView);
    client.setQueryData(lotteryOpenedQuery('k3-1m', 1, 5).queryKey, {
      content: [
        {
          ...draw({ drawId: '6', gameCode: 'k3-1m', province: null, drawKey: 'k3-1m-20261130-0599', status: 'paid' }),
          result: { numbers: [2, 3, 5] },
          resultVersion: 1,
          seed: 'cd'.repeat(32),
        },
      ],
      pageNum: 1,
      pageSize: 5,
      totalPages: 1,
      total: 1,
    });
    const html = await render('/lottery?gameCode=k3-1m', client);
    expect(html).toContain('data-testid="lottery-seed-hash"');
    expect(html).toContain('ab'.repeat(32));
    // The router keeps a numeric-looking text as text by quoting it; lotteryVerifySearch reads both forms.
    expect(html).toContain('href="/lottery/verify?drawId=%226%22"');
    expect(html).toContain('Dice 2, 3, 5, total 10');
    // The total picker shows each total's odds: 10 pays 7.68.
    expect(html).toContain('×7.68');
    expect(missing).toEqual([]);
  });

  it('shows the numbers board with every game latest result', async () => {
    missing.length = 0;
    const client = new QueryClient();
    client.setQueryData(lotteryBoardQuery().queryKey, {
      games: [
        {
          gameCode: '11x5-1m',
          family: 'elott',
          latest: {
            ...draw({ drawId: '3', gameCode: '11x5-1m', province: null }),
            result: { numbers: [1, 11, 5, 7, 2] },
            resultVersion: 1,
            seed: 'ef'.repeat(32),
          },
        },
        { gameCode: 'thai-6d', family: 'thai', latest: null },
      ],
    });
    const html = await render('/lottery/board', client);
    expect(html.split('data-testid="lottery-board-game"').length - 1).toBe(2);
    expect(html).toContain('lottery-verify-link');
    expect(html).toContain('No result yet.');
    expect(elevenFiveDefaultPaytable.first).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
