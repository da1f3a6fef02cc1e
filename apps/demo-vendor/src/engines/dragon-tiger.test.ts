import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, type RandomSource } from '../rng';
import {
  burnCountOf,
  cardsLeft,
  createShoe,
  dealDragonTiger,
  dealFromShoe,
  draw,
  dragonTigerBetKinds,
  dragonTigerDeclaredRtp,
  dragonTigerExact,
  dragonTigerRtp,
  dragonTigerWin,
  isEvenStake,
  needsShuffle,
  settleDragonTiger,
  shoeForNextRound,
  type DragonTigerOutcome,
  type Shoe,
} from './dragon-tiger';

const cards = (list: number[]) => {
  let i = 0;
  return () => list[i++]!;
};

/** A RandomSource that always answers 0: Fisher-Yates then leaves the shoe in a known order. */
const zeros: RandomSource = { int: () => 0 };

describe('dragon tiger', () => {
  it('ranks ace low and king high, ignores suits, and calls a suited tie only on the same card', () => {
    // 0 = ace of the first suit, 12 = its king, 13 = ace of the second suit.
    expect(dealDragonTiger(cards([12, 0])).outcome).toBe('dragon');
    expect(dealDragonTiger(cards([0, 1])).outcome).toBe('tiger');
    expect(dealDragonTiger(cards([0, 13]))).toMatchObject({ outcome: 'tie', suited: false });
    expect(dealDragonTiger(cards([25, 25]))).toMatchObject({ outcome: 'tie', suited: true });
    expect(dealDragonTiger(cards([51, 38])).outcome).toBe('tie');
  });

  it('pays 1:1, takes half of dragon and tiger on a tie (rounded down), tie 8:1, suited tie 50:1', () => {
    const dragon = { outcome: 'dragon', suited: false } as const;
    const tie = { outcome: 'tie', suited: false } as const;
    const suited = { outcome: 'tie', suited: true } as const;
    expect(dragonTigerWin('dragon', 1000, dragon)).toBe(2000);
    expect(dragonTigerWin('tiger', 1000, dragon)).toBe(0);
    expect(dragonTigerWin('dragon', 1000, tie)).toBe(500);
    expect(dragonTigerWin('tiger', 101, tie)).toBe(50);
    expect(dragonTigerWin('tie', 100, tie)).toBe(900);
    expect(dragonTigerWin('tie', 100, suited)).toBe(900);
    expect(dragonTigerWin('suited-tie', 100, tie)).toBe(0);
    expect(dragonTigerWin('suited-tie', 100, suited)).toBe(5100);
    expect(dragonTigerWin('tie', 100, dragon)).toBe(0);
    expect(isEvenStake(100)).toBe(true);
    expect(isEvenStake(101)).toBe(false);
    expect(
      settleDragonTiger(
        [
          { kind: 'dragon', amount: 7 },
          { kind: 'tie', amount: 3 },
        ],
        { dragon: 0, tiger: 13, outcome: 'tie', suited: false },
      ),
    ).toEqual({
      totalBet: 10,
      totalWin: 30,
      wins: [3, 27],
    });
  });

  it('the exact fresh-shoe figures match the declared RTPs', () => {
    const exact = dragonTigerExact();
    // 416 cards: the tiger matches the dragon's rank with 31 of the 415 left, its card with 7.
    expect(exact.tie).toBeCloseTo(31 / 415, 12);
    expect(exact.suitedTie).toBeCloseTo(7 / 415, 12);
    expect(exact.dragon).toBeCloseTo(192 / 415, 12);
    expect(exact.tiger).toBeCloseTo(192 / 415, 12);
    expect(dragonTigerRtp('dragon', exact)).toBeCloseTo(399.5 / 415, 12);
    expect(dragonTigerRtp('tie', exact)).toBeCloseTo(279 / 415, 12);
    expect(dragonTigerRtp('suited-tie', exact)).toBeCloseTo(357 / 415, 12);
    for (const kind of dragonTigerBetKinds) {
      expect(Math.round(dragonTigerRtp(kind, exact) * 10_000) / 10_000, kind).toBe(dragonTigerDeclaredRtp[kind]);
    }
    // A single deck: the tie is 3/51, so a composition is honoured, not just the default.
    expect(dragonTigerExact(new Array<number>(52).fill(1)).tie).toBeCloseTo(3 / 51, 12);
  });

  it('1,000,000 rounds from the live shoe: dragon and tiger within 0.5 points of 96.27%, tie and suited tie frequencies tight', () => {
    const random = cryptoRandom();
    const rounds = 1_000_000;
    const seen: Record<DragonTigerOutcome, number> = { dragon: 0, tiger: 0, tie: 0 };
    let suited = 0;
    let dragonReturn = 0;
    let tigerReturn = 0;
    let shoe: Shoe | null = null;
    for (let i = 0; i < rounds; i += 1) {
      const next = shoeForNextRound(shoe, random);
      const dealt = dealFromShoe(next.shoe, dealDragonTiger);
      shoe = dealt.shoe;
      const round = dealt.result;
      seen[round.outcome] += 1;
      if (round.suited) suited += 1;
      dragonReturn += dragonTigerWin('dragon', 2, round);
      tigerReturn += dragonTigerWin('tiger', 2, round);
    }
    // Per unit the dragon bet spreads 0.97, so its standard error over a million rounds is 0.1 points.
    expect(Math.abs(dragonReturn / 2 / rounds - dragonTigerDeclaredRtp.dragon) * 100).toBeLessThan(0.5);
    expect(Math.abs(tigerReturn / 2 / rounds - dragonTigerDeclaredRtp.tiger) * 100).toBeLessThan(0.5);
    // The long shots' returns wander 9 and 51 times their frequencies, so the frequencies are checked:
    // standard errors 0.026 and 0.013 points, bounds at five of them.
    expect(Math.abs(seen.tie / rounds - 31 / 415) * 100).toBeLessThan(0.13);
    expect(Math.abs(suited / rounds - 7 / 415) * 100).toBeLessThan(0.065);
  });
});

describe('the live shoe', () => {
  it('holds eight of every card, opens with a burn by the first card, and deals in order', () => {
    const shoe = createShoe(cryptoRandom());
    expect(shoe.cards).toHaveLength(416);
    const perCard = new Array<number>(52).fill(0);
    for (const card of shoe.cards) perCard[card]! += 1;
    expect(perCard.every((n) => n === 8)).toBe(true);
    expect(shoe.burned).toEqual(shoe.cards.slice(0, 1 + burnCountOf(shoe.cards[0]!)));
    expect(shoe.position).toBe(shoe.burned.length);
    const first = draw(shoe);
    expect(first.card).toBe(shoe.cards[shoe.position]);
    expect(first.shoe.position).toBe(shoe.position + 1);
    expect(cardsLeft(first.shoe)).toBe(cardsLeft(shoe) - 1);
  });

  it('burns one to ten cards by the opening card, tens and pictures counting ten', () => {
    expect(burnCountOf(0)).toBe(1);
    expect(burnCountOf(13 + 6)).toBe(7);
    expect(burnCountOf(9)).toBe(10);
    expect(burnCountOf(51)).toBe(10);
    // With j always 0 every step swaps through the front, leaving the card from index 1 (a two) there: it burns two more.
    const known = createShoe(zeros);
    expect(known.cards[0]).toBe(1);
    expect(known.burned).toEqual(known.cards.slice(0, 3));
    expect(known.position).toBe(3);
  });

  it('asks for a shuffle once fewer than a deck is left, and never hands out a card it does not hold', () => {
    let shoe: Shoe = createShoe(cryptoRandom());
    let rounds = 0;
    while (!needsShuffle(shoe)) {
      shoe = dealFromShoe(shoe, dealDragonTiger).shoe;
      rounds += 1;
    }
    expect(cardsLeft(shoe)).toBeLessThan(52);
    expect(cardsLeft(shoe)).toBeGreaterThanOrEqual(50);
    // 416 cards, 2 to 11 burned, two a round until fewer than 52 remain.
    expect(rounds).toBeGreaterThanOrEqual(177);
    expect(rounds).toBeLessThanOrEqual(182);
    const empty: Shoe = { ...shoe, position: shoe.cards.length };
    expect(() => draw(empty)).toThrow(RangeError);
    expect(shoeForNextRound(shoe, cryptoRandom()).shuffled).toBe(true);
    expect(shoeForNextRound(null, cryptoRandom()).shuffled).toBe(true);
  });

  it('dealFromShoe takes consecutive cards and leaves the given shoe untouched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        let state = seed;
        // A small deterministic source so fast-check can shrink to a failing shuffle.
        const random: RandomSource = { int: (n) => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) % n };
        const shoe = createShoe(random);
        const before = shoe.position;
        const dealt = dealFromShoe(shoe, (next) => [next(), next(), next()]);
        expect(shoe.position).toBe(before);
        expect(dealt.cards).toEqual(shoe.cards.slice(before, before + 3));
        expect(dealt.result).toEqual(dealt.cards);
        expect(dealt.shoe.position).toBe(before + 3);
      }),
      { numRuns: 200 },
    );
  });
});
