import { describe, expect, it } from 'vitest';
import { playingCardCount, playingCardFace } from './playing-cards';

describe('playing cards 0-51', () => {
  it('reads rank from card % 13 (ace first) and suit from floor(card / 13): spades, hearts, diamonds, clubs', () => {
    expect(playingCardFace(0)).toEqual({ rank: 'A', suit: 'spades', symbol: '♠', red: false });
    expect(playingCardFace(9)).toMatchObject({ rank: '10', suit: 'spades' });
    expect(playingCardFace(12)).toMatchObject({ rank: 'K', suit: 'spades' });
    expect(playingCardFace(13)).toEqual({ rank: 'A', suit: 'hearts', symbol: '♥', red: true });
    expect(playingCardFace(30)).toEqual({ rank: '5', suit: 'diamonds', symbol: '♦', red: true });
    expect(playingCardFace(51)).toEqual({ rank: 'K', suit: 'clubs', symbol: '♣', red: false });
  });

  it('names 52 different cards and refuses anything else', () => {
    const names = new Set(Array.from({ length: playingCardCount }, (_, card) => `${playingCardFace(card).rank}${playingCardFace(card).symbol}`));
    expect(names.size).toBe(52);
    for (const bad of [-1, 52, 1.5, Number.NaN]) expect(() => playingCardFace(bad)).toThrow(RangeError);
  });
});
