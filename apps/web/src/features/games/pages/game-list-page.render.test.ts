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
  g.self = g;
});

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import games from '../../../../../../packages/i18n/src/namespaces/games/en.json';
import common from '../../../../../../packages/i18n/src/namespaces/common/en.json';
import site from '../../../../../../packages/i18n/src/namespaces/site/en.json';
import { liveModelsQuery } from '../api/halls-api';
import { GameListPage } from './game-list-page';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  ns: ['site', 'games', 'common'],
  defaultNS: 'site',
  resources: { en: { site, games, common } },
  keySeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

const render = async (href: string, client: QueryClient) => {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren(['/live', '/pvp'].map((path) => createRoute({ getParentRoute: () => root, path, component: GameListPage }))),
    history: createMemoryHistory({ initialEntries: [href] }),
    isServer: true,
  });
  await router.load();
  return renderToString(
    createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router: router as never }))),
  );
};

describe('the game list page', () => {
  it('shows the live dealers above the live casino’s games, for the chosen vendor', async () => {
    const client = new QueryClient();
    client.setQueryData(liveModelsQuery('EN', 'AURORA_LIVE').queryKey, { list: [] });
    const html = await render('/live?vassalage=AURORA_LIVE', client);
    expect(html).toContain('data-testid="live-dealers"');
    expect(html.indexOf('data-testid="live-dealers"')).toBeLessThan(html.indexOf('data-testid="list-sentinel"'));
    expect(html).toContain('data-testid="live-dealers-empty"');
  });

  it('has no live dealers on other categories', async () => {
    const html = await render('/pvp', new QueryClient());
    expect(html).toContain('data-testid="game-list-page"');
    expect(html).not.toContain('live-dealers');
  });
});
