import { describe, expect, it } from 'vitest';
import { createHallFeeds } from './hall-feeds';

const model = (vendorCode: string, gameCode: string) => ({
  dealer: { id: 'd01', name: 'Anna', languages: ['en', 'ru'], palette: { skin: '#f1c7a5', hair: '#1d1a17', outfit: '#7f1d1d' } },
  vendorCode,
  gameCode,
  game: 'baccarat',
  live: true,
  viewers: 3,
  last: [{ outcome: 'banker', pairs: ['playerPair'] }],
});

/** The feeds with a scripted vendor and a clock the test moves. */
const setup = (answers: unknown[]) => {
  let at = 0;
  const asked: string[] = [];
  const feeds = createHallFeeds({
    now: () => at,
    fetchJson: async (url) => {
      asked.push(url);
      return answers.length > 1 ? answers.shift() : answers[0];
    },
  });
  return { feeds, asked, advance: (ms: number) => (at += ms) };
};

describe('hall feeds', () => {
  it('asks a vendor for its models at its origin and keeps the answer ten seconds', async () => {
    const { feeds, asked, advance } = setup([{ models: [model('AURORA_LIVE', 'AURORA_LIVE_0001')], extra: 'ignored' }]);
    const first = await feeds.liveModels('http://vendor:3100', 'AURORA_LIVE');
    expect(first).toEqual([model('AURORA_LIVE', 'AURORA_LIVE_0001')]);
    advance(9_999);
    await feeds.liveModels('http://vendor:3100', 'AURORA_LIVE');
    expect(asked).toEqual(['http://vendor:3100/halls/live/models?vendor=AURORA_LIVE']);
    advance(1);
    await feeds.liveModels('http://vendor:3100', 'AURORA_LIVE');
    expect(asked).toHaveLength(2);
  });

  it('counts nonsense and silence as no answer, and keeps that too for the TTL', async () => {
    const { feeds, asked, advance } = setup([null, { models: 'none' }, { models: [{ ...model('X_LIVE', 'X_LIVE_0001'), game: 'poker' }] }, { models: [] }]);
    expect(await feeds.liveModels('http://v', 'X_LIVE')).toBeNull();
    expect(await feeds.liveModels('http://v', 'X_LIVE')).toBeNull();
    advance(10_000);
    expect(await feeds.liveModels('http://v', 'X_LIVE')).toBeNull();
    advance(10_000);
    expect(await feeds.liveModels('http://v', 'X_LIVE')).toBeNull();
    advance(10_000);
    expect(await feeds.liveModels('http://v', 'X_LIVE')).toEqual([]);
    expect(asked).toHaveLength(4);
  });

  it('keeps a vendor to its own tables and a room list to its own game, five seconds per game', async () => {
    const rooms = {
      rooms: [
        {
          id: 'r100-1',
          game: 'teen-patti',
          vendorCode: 'TABLEKIN',
          gameCode: 'TABLEKIN_0001',
          mode: 'demo',
          currency: 'FUN',
          stakes: { boot: 100, chaalLimit: 12_800, potLimit: 102_400 },
          seats: { taken: 1, total: 5 },
          spectators: 0,
          playing: false,
        },
      ],
    };
    const other = { ...rooms, rooms: [{ ...rooms.rooms[0], gameCode: 'TABLEKIN_0002' }] };
    const { feeds, asked, advance } = setup([rooms, other, rooms]);
    expect(await feeds.cardRooms('http://v', 'TABLEKIN', 'TABLEKIN_0001')).toHaveLength(1);
    expect(await feeds.cardRooms('http://v', 'TABLEKIN', 'TABLEKIN_0001 ')).toEqual([]);
    advance(4_999);
    await feeds.cardRooms('http://v', 'TABLEKIN', 'TABLEKIN_0001');
    advance(1);
    await feeds.cardRooms('http://v', 'TABLEKIN', 'TABLEKIN_0001');
    expect(asked).toEqual([
      'http://v/halls/pvp/rooms?vendor=TABLEKIN&game=TABLEKIN_0001',
      'http://v/halls/pvp/rooms?vendor=TABLEKIN&game=TABLEKIN_0001%20',
      'http://v/halls/pvp/rooms?vendor=TABLEKIN&game=TABLEKIN_0001',
    ]);
    const { feeds: greedy } = setup([{ models: [model('AURORA_LIVE', 'AURORA_LIVE_0001'), model('ONYX_LIVE', 'ONYX_LIVE_0001')] }]);
    expect((await greedy.liveModels('http://v', 'ONYX_LIVE'))!.map((m) => m.gameCode)).toEqual(['ONYX_LIVE_0001']);
  });

  it('refuses a seat count above the total', async () => {
    const { feeds } = setup([
      {
        rooms: [
          {
            id: 'r',
            game: 'teen-patti',
            vendorCode: 'TT',
            gameCode: 'G',
            mode: 'real',
            currency: 'INR',
            stakes: { boot: 1, chaalLimit: 1, potLimit: 1 },
            seats: { taken: 6, total: 5 },
            spectators: 0,
            playing: false,
          },
        ],
      },
    ]);
    expect(await feeds.cardRooms('http://v', 'TT', 'G')).toBeNull();
  });
});
