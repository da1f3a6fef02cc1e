import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardRoomsQuery, liveChatRequest, liveDealer, liveModelsQuery, liveRoadEntry, vendorCardRoomsFeed, vendorLiveModelsFeed } from './hall-lobby';

const dealer = { id: 'd01', name: 'Anna', languages: ['en', 'ru'], palette: { skin: '#f1c7a5', hair: '#1d1a17', outfit: '#7f1d1d' } };
const model = { dealer, vendorCode: 'AURORA_LIVE', gameCode: 'AURORA_LIVE_0001', game: 'baccarat', live: false, viewers: 0, last: [] };

describe('live dealers', () => {
  it('accepts the demo vendor’s model list and drops fields it does not know', () => {
    const parsed = vendorLiveModelsFeed.parse({ models: [{ ...model, extra: 1, dealer: { ...dealer, mood: 'happy' } }] });
    expect(parsed.models[0]).toEqual(model);
  });

  it('takes only #rrggbb colours for the portrait', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const ok = liveDealer.safeParse({ ...dealer, palette: { ...dealer.palette, hair: text } }).success;
        expect(ok).toBe(/^#[0-9a-fA-F]{6}$/.test(text));
      }),
    );
    for (const colour of ['url(#x)', 'red', '#fff', '#12345g', '#1234567', ' #123456']) {
      expect(liveDealer.safeParse({ ...dealer, palette: { ...dealer.palette, skin: colour } }).success, colour).toBe(false);
    }
  });

  it('knows the three live table kinds and the shape of a past result', () => {
    expect(vendorLiveModelsFeed.safeParse({ models: [{ ...model, game: 'poker' }] }).success).toBe(false);
    for (const kind of ['baccarat', 'roulette', 'dragon-tiger'])
      expect(vendorLiveModelsFeed.safeParse({ models: [{ ...model, game: kind }] }).success).toBe(true);
    expect(liveRoadEntry.safeParse({ outcome: '17', value: 17 }).success).toBe(true);
    expect(liveRoadEntry.safeParse({ outcome: 'banker', pairs: ['playerPair', 'bankerPair'] }).success).toBe(true);
    expect(liveRoadEntry.safeParse({ outcome: '' }).success).toBe(false);
    expect(liveRoadEntry.safeParse({ outcome: '7', value: 7.5 }).success).toBe(false);
  });

  it('reads the filter and language of the model list, ignoring a client’s own fields', () => {
    expect(liveModelsQuery.parse({ vendor: 'AURORA_LIVE', language: 'HI', _: '123' })).toEqual({ vendor: 'AURORA_LIVE', language: 'HI' });
    expect(liveModelsQuery.safeParse({ vendor: 'X' }).success).toBe(false);
    expect(liveModelsQuery.safeParse({ language: 'xx' }).success).toBe(false);
  });
});

describe('live chat', () => {
  it('takes a game code, optionally its vendor and a lobby URL, and nothing else', () => {
    expect(liveChatRequest.parse({ gameCode: 'AURORA_LIVE_0001' })).toEqual({ gameCode: 'AURORA_LIVE_0001' });
    expect(liveChatRequest.safeParse({ gameCode: 'A', vendor: 'AURORA_LIVE', lobbyUrl: 'https://site.example/' }).success).toBe(true);
    expect(liveChatRequest.safeParse({}).success).toBe(false);
    expect(liveChatRequest.safeParse({ gameCode: '' }).success).toBe(false);
    expect(liveChatRequest.safeParse({ gameCode: 'A', modelId: 1 }).success).toBe(false);
    expect(liveChatRequest.safeParse({ gameCode: 'A', lobbyUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('card rooms', () => {
  const room = {
    id: 'r100-1',
    game: 'teen-patti',
    vendorCode: 'TABLEKIN',
    gameCode: 'TABLEKIN_0001',
    mode: 'demo',
    currency: 'FUN',
    stakes: { boot: 100, chaalLimit: 12_800, potLimit: 102_400 },
    rakeBps: 500,
    turnMs: 20_000,
    seats: { taken: 0, total: 5 },
    spectators: 0,
    playing: false,
  };

  it('accepts the demo vendor’s room list and refuses impossible seats and fractional stakes', () => {
    expect(vendorCardRoomsFeed.safeParse({ vendor: 'TABLEKIN', game: 'TABLEKIN_0001', rooms: [room] }).success).toBe(true);
    expect(vendorCardRoomsFeed.safeParse({ rooms: [{ ...room, seats: { taken: 6, total: 5 } }] }).success).toBe(false);
    expect(vendorCardRoomsFeed.safeParse({ rooms: [{ ...room, seats: { taken: 0, total: 0 } }] }).success).toBe(false);
    expect(vendorCardRoomsFeed.safeParse({ rooms: [{ ...room, stakes: { ...room.stakes, boot: 1.5 } }] }).success).toBe(false);
    expect(vendorCardRoomsFeed.safeParse({ rooms: [{ ...room, mode: 'tournament' }] }).success).toBe(false);
  });

  it('needs the vendor and the game code in the query', () => {
    expect(cardRoomsQuery.safeParse({ vendor: 'TABLEKIN', gameCode: 'TABLEKIN_0001' }).success).toBe(true);
    expect(cardRoomsQuery.safeParse({ vendor: 'TABLEKIN' }).success).toBe(false);
    expect(cardRoomsQuery.safeParse({ gameCode: 'TABLEKIN_0001' }).success).toBe(false);
  });
});
