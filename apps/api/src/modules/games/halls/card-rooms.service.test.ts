import { describe, expect, it } from 'vitest';
import { roomsForMerchant } from './card-rooms.service';
import type { CardRooms } from './hall-feeds';

const room = (id: string, mode: 'real' | 'demo', currency: string, boot: number): CardRooms[number] => ({
  id,
  game: 'teen-patti',
  vendorCode: 'TABLEKIN',
  gameCode: 'TABLEKIN_0001',
  mode,
  currency,
  stakes: { boot, chaalLimit: boot * 128, potLimit: boot * 1_024 },
  seats: { taken: 0, total: 5 },
  spectators: 0,
  playing: false,
});

describe('rooms for the merchant', () => {
  it('keeps fun money and the merchant’s currency, real money first, each by stake, without the vendor’s own fields', () => {
    const rooms = [
      room('d5', 'demo', 'FUN', 500),
      room('u1', 'real', 'USD', 100),
      room('r20', 'real', 'INR', 2_000),
      room('d1', 'demo', 'FUN', 100),
      room('r1', 'real', 'INR', 100),
    ];
    const kept = roomsForMerchant(rooms, 'INR');
    expect(kept.map((r) => r.id)).toEqual(['r1', 'r20', 'd1', 'd5']);
    expect(Object.keys(kept[0]!).sort()).toEqual(['currency', 'id', 'mode', 'playing', 'seats', 'spectators', 'stakes']);
  });
});
