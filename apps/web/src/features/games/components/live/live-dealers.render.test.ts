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
    location: { href: 'http://x/', origin: 'http://x' },
    localStorage: store,
    sessionStorage: store,
  };
  g.document = { documentElement: { lang: 'en', dir: 'ltr', setAttribute: () => undefined } };
  // The router registers itself on `self` when it sees a document.
  g.self = g;
});

import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { GameEntry, LiveTableModel, LiveTableModelList } from '@gp/contracts';
import games from '../../../../../../../packages/i18n/src/namespaces/games/en.json';
import common from '../../../../../../../packages/i18n/src/namespaces/common/en.json';
import { liveModelsQuery } from '../../api/halls-api';
import { LiveDealerCard } from './live-dealer-card';
import { LiveDealers } from './live-dealers';

// Every key the parts ask for must be in the English catalog (the catalog tests hold the other 33 to it).
const missing: string[] = [];
const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  ns: ['games', 'common'],
  defaultNS: 'games',
  resources: { en: { games, common } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
});
const t = i18n.getFixedT('en', 'games');

const game = (gameCode: string, displayName: string): GameEntry => ({
  nodeId: Number(gameCode.slice(-4)),
  gameName: displayName,
  displayName,
  gameCode,
  gameType: 'LIVE',
  vassalage: 'AURORA_LIVE',
  iconUrl: '',
  isHot: 0,
  isGame: 'GAME',
  maintenance: false,
  sortOrder: 0,
});

const model = (over: Partial<LiveTableModel> = {}): LiveTableModel => ({
  dealer: { id: 'd01', name: 'Anna', languages: ['en', 'ru'], palette: { skin: '#f1c7a5', hair: '#1d1a17', outfit: '#7f1d1d' } },
  vendor: { code: 'AURORA_LIVE', displayName: 'Aurora Live' },
  game: game('AURORA_LIVE_0001', 'Aurora Live Baccarat'),
  kind: 'baccarat',
  live: false,
  viewers: 0,
  last: [],
  maintenance: false,
  ...over,
});

const count = (html: string, needle: string) => html.split(needle).length - 1;
const noop = () => undefined;

describe('a live dealer card', () => {
  const render = (node: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, node));

  it('draws the dealer, names them and their table, and shows the table in play with viewers and results', () => {
    missing.length = 0;
    const html = render(
      createElement(LiveDealerCard, {
        model: model({
          live: true,
          viewers: 37,
          last: [{ outcome: 'banker' }, { outcome: 'player', pairs: ['playerPair'] }, { outcome: 'tie' }],
        }),
        t,
        play: noop,
        chat: noop,
      }),
    );
    expect(html).toContain('data-testid="live-dealer-card"');
    expect(html).toContain('data-live="true"');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*data-testid="live-dealer-portrait"/);
    expect(html).toContain('fill="#f1c7a5"');
    expect(html).toContain('fill="#7f1d1d"');
    expect(html).toContain('data-testid="live-dealer-name">Anna<');
    expect(html).toContain('Aurora Live Baccarat');
    expect(html).toContain('data-testid="live-badge">Live<');
    expect(html).toContain('Watching: 37');
    expect(html).toContain('aria-label="Last results"');
    expect(count(html, 'data-testid="live-last-dot"')).toBe(3);
    expect(html).toContain('data-tone="red"');
    expect(html).toContain('<span class="sr-only">Banker</span>');
    expect(html).toContain('aria-label="Play Aurora Live Baccarat with Anna"');
    expect(html).toContain('aria-label="Chat with Anna at the table"');
    expect(html).toContain('data-testid="live-dealer-chat"');
    expect(missing).toEqual([]);
  });

  it('shows no chat to a visitor, no badge or viewers for a table out of play, and flags maintenance', () => {
    missing.length = 0;
    const html = render(createElement(LiveDealerCard, { model: model({ maintenance: true, viewers: 4 }), t, play: noop }));
    expect(html).toContain('data-live="false"');
    expect(html).not.toContain('live-badge');
    expect(html).not.toContain('live-viewers');
    expect(html).not.toContain('live-last');
    expect(html).not.toContain('live-dealer-chat');
    expect(html).toContain('data-testid="live-dealer-maintenance">Maintenance<');
    expect(missing).toEqual([]);
  });

  it('marks roulette results with their numbers, coloured by pocket', () => {
    const html = render(
      createElement(LiveDealerCard, {
        model: model({
          kind: 'roulette',
          live: true,
          viewers: 1,
          last: [
            { outcome: '0', value: 0 },
            { outcome: '32', value: 32 },
            { outcome: '15', value: 15 },
          ],
        }),
        t,
        play: noop,
      }),
    );
    expect(html.match(/data-tone="(\w+)"/g)).toEqual(['data-tone="green"', 'data-tone="red"', 'data-tone="black"']);
    expect(html).toContain('<span aria-hidden="true">32</span>');
  });

  it('uses no physical left or right placement, so it reads the same right to left', () => {
    const html = render(createElement(LiveDealerCard, { model: model({ live: true, viewers: 2, last: [{ outcome: 'tie' }] }), t, play: noop, chat: noop }));
    expect(html).not.toMatch(/class="[^"]*\b(ml|mr|pl|pr|left|right)-/);
  });
});

describe('the live dealers section', () => {
  /** The section under a memory router at /live, with the model list already in the query cache (or not). */
  const render = async (client: QueryClient) => {
    const root = createRootRoute({ component: Outlet });
    const router = createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: '/live', component: () => createElement(LiveDealers, {}) }),
        createRoute({ getParentRoute: () => root, path: '/login', component: () => null }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/live'] }),
      isServer: true,
    });
    await router.load();
    return renderToString(
      createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router: router as never }))),
    );
  };
  const key = liveModelsQuery('EN').queryKey;

  it('lists every dealer in a row that scrolls sideways', async () => {
    missing.length = 0;
    const client = new QueryClient();
    const list: LiveTableModelList = {
      list: [
        model(),
        model({ dealer: { ...model().dealer, id: 'd05', name: 'Lin' }, game: game('AURORA_LIVE_0002', 'Aurora Live Roulette'), kind: 'roulette' }),
        model({ dealer: { ...model().dealer, id: 'd09', name: 'Ji-woo' }, game: game('AURORA_LIVE_0003', 'Aurora Live Dragon Tiger'), kind: 'dragon-tiger' }),
      ],
    };
    client.setQueryData(key, list);
    const html = await render(client);
    expect(html).toContain('data-testid="live-dealers"');
    expect(html).toMatch(/<h2 id="[^"]+"[^>]*>Live dealers<\/h2>/);
    expect(html).toMatch(/data-testid="live-dealers-row"/);
    expect(html).toContain('overflow-x-auto');
    expect(count(html, 'data-testid="live-dealer-card"')).toBe(3);
    expect(html).toContain('Ji-woo');
    // A visitor: no chat.
    expect(html).not.toContain('live-dealer-chat');
    expect(missing).toEqual([]);
  });

  it('says so when no table is open', async () => {
    missing.length = 0;
    const client = new QueryClient();
    client.setQueryData(key, { list: [] });
    const html = await render(client);
    expect(html).toContain('data-testid="live-dealers-empty">No live tables are open right now.<');
    expect(missing).toEqual([]);
  });

  it('shows loading until the list arrives, and the failure with a retry', async () => {
    missing.length = 0;
    const loading = await render(new QueryClient());
    expect(loading).toContain('data-testid="live-dealers-loading"');
    expect(loading).toContain('role="status"');

    // A failed query is fetched again when the section mounts; here it stays failed, as after the retries.
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: key })
      .setState({ status: 'error', error: new Error('The service cannot be reached'), fetchStatus: 'idle' });
    const failed = await render(client);
    expect(failed).toContain('data-testid="live-dealers-error"');
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('The service cannot be reached');
    expect(failed).toContain('Try again');
    expect(missing).toEqual([]);
  });
});
