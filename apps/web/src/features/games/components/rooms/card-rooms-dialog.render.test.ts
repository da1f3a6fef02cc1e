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
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import type { CardRoom, CardRoomList, GameEntry } from '@gp/contracts';
import games from '../../../../../../../packages/i18n/src/namespaces/games/en.json';
import common from '../../../../../../../packages/i18n/src/namespaces/common/en.json';
import { cardRoomsQuery } from '../../api/halls-api';
import { GameCard } from '../game-card';
import type { GameCardActions } from '../game-cards';
import { CardRoomsDialog } from './card-rooms-dialog';

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

const teenPatti: GameEntry = {
  nodeId: 501,
  gameName: 'Royal Teen Patti',
  displayName: 'Royal Teen Patti',
  gameCode: 'TABLEKIN_0001',
  gameType: 'PVP',
  vassalage: 'TABLEKIN',
  iconUrl: '',
  isHot: 0,
  isGame: 'GAME',
  maintenance: false,
  sortOrder: 0,
};

const room = (id: string, mode: 'real' | 'demo', boot: number, taken: number, playing = false): CardRoom => ({
  id,
  mode,
  currency: mode === 'real' ? 'INR' : 'FUN',
  stakes: { boot, chaalLimit: boot * 128, potLimit: boot * 1_024 },
  seats: { taken, total: 5 },
  spectators: 0,
  playing,
});

const answer = (over: Partial<CardRoomList> = {}): CardRoomList => ({
  vendor: { code: 'TABLEKIN', displayName: 'Tablekin' },
  game: teenPatti,
  maintenance: false,
  available: true,
  rooms: [room('r100-1', 'real', 100, 5, true), room('r500-1', 'real', 500, 2), room('r100-1', 'demo', 100, 0)],
  ...over,
});

const count = (html: string, needle: string) => html.split(needle).length - 1;
const noop = () => undefined;

/** The dialog, open, with the room list in the query cache (or a client prepared by the test). */
const render = (client: QueryClient) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(I18nextProvider, { i18n }, createElement(CardRoomsDialog, { game: teenPatti, open: true, onOpenChange: noop, play: noop, playDemo: noop })),
    ),
  );
const withAnswer = (value: CardRoomList) => {
  const client = new QueryClient();
  client.setQueryData(cardRoomsQuery('EN', teenPatti).queryKey, value);
  return client;
};

describe('the card rooms dialog', () => {
  it('lists each room with its boot and limits in the currency, seats taken of the total, and fun money marked', () => {
    missing.length = 0;
    const html = render(withAnswer(answer()));
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('Rooms of Royal Teen Patti');
    expect(count(html, 'data-testid="card-room"')).toBe(3);
    expect(html).toContain('data-testid="card-room-stakes">Boot ₹1<');
    expect(html).toContain('Chaal limit ₹128 · pot limit ₹1,024');
    expect(html).toContain('data-testid="card-room-seats" data-full="true">Seats 5/5<');
    expect(html).toContain('data-full="false">Seats 2/5<');
    expect(html).toContain('data-mode="demo"');
    // Fun money has no currency sign.
    expect(html).toContain('data-testid="card-room-stakes">Boot 1<');
    expect(html).toContain('Fun money');
    expect(html).toContain('In play');
    expect(html).toContain('data-testid="card-rooms-play"');
    expect(html).toContain('data-testid="card-rooms-play-demo"');
    expect(html).toContain('>Close<');
    expect(missing).toEqual([]);
  });

  it('says when no room is open, when the vendor cannot say, and when the game is under maintenance', () => {
    missing.length = 0;
    expect(render(withAnswer(answer({ rooms: [] })))).toContain('data-testid="card-rooms-empty">No rooms are open right now.<');
    const unavailable = render(withAnswer(answer({ available: false, rooms: [] })));
    expect(unavailable).toContain('data-testid="card-rooms-unavailable"');
    expect(unavailable).toContain('The room list cannot be loaded right now.');
    expect(unavailable).toContain('Try again');
    const maintenance = render(withAnswer(answer({ maintenance: true })));
    expect(maintenance).toContain('data-testid="card-rooms-maintenance"');
    expect(maintenance).toMatch(/<button[^>]*disabled=""[^>]*data-testid="card-rooms-play"/);
    expect(missing).toEqual([]);
  });

  it('shows loading, then a failure with a retry', () => {
    missing.length = 0;
    expect(render(new QueryClient())).toContain('data-testid="card-rooms-loading"');
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: cardRoomsQuery('EN', teenPatti).queryKey })
      .setState({ status: 'error', error: new Error('The game was not found'), fetchStatus: 'idle' });
    const html = render(client);
    expect(html).toContain('data-testid="card-rooms-error"');
    expect(html).toContain('The game was not found');
    expect(missing).toEqual([]);
  });
});

describe('a game card', () => {
  const actions: GameCardActions = {
    t: i18n.getFixedT('en', 'games'),
    play: noop,
    playDemo: noop,
    toggleFavourite: noop,
    showRooms: noop,
    vendorName: () => 'Tablekin',
  };
  const card = (game: GameEntry) => renderToStaticMarkup(createElement(GameCard, { game, isFavourite: false, actions }));

  it('offers the rooms of a card room game, and of no other', () => {
    missing.length = 0;
    const pvp = card(teenPatti);
    expect(pvp).toContain('data-testid="game-rooms"');
    expect(pvp).toContain('aria-label="Rooms of Royal Teen Patti"');
    expect(pvp).toContain('aria-haspopup="dialog"');
    expect(card({ ...teenPatti, gameType: 'RNG' })).not.toContain('game-rooms');
    expect(missing).toEqual([]);
  });
});
