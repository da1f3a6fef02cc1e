import { describe, expect, it } from 'vitest';
import { cryptoRandom, type RandomSource } from '../rng';
import {
  baccaratDeclaredRtp,
  baccaratExact,
  baccaratReturn,
  baccaratWin,
  bankerDraws,
  cardValue,
  dealBaccarat,
  playBaccarat,
  shoeDealer,
  type BaccaratOutcome,
} from './baccarat';

const values = (list: number[]) => {
  let i = 0;
  return () => list[i++]!;
};

describe('baccarat', () => {
  it('follows the tableau', () => {
    // Naturals stand.
    expect(dealBaccarat(values([4, 3, 4, 3]), (v) => v)).toMatchObject({ playerTotal: 8, bankerTotal: 6, outcome: 'player' });
    // Player 0-5 draws; banker 3 stands on a player's third 8.
    const hand = dealBaccarat(values([1, 1, 2, 2, 8, 9]), (v) => v);
    expect(hand.player).toEqual([1, 2, 8]);
    expect(hand.banker).toEqual([1, 2]);
    expect(hand).toMatchObject({ playerTotal: 1, bankerTotal: 3, outcome: 'banker' });
    // Player stands on 6-7; banker then draws on 0-5.
    expect(dealBaccarat(values([3, 2, 4, 3, 1]), (v) => v).banker).toEqual([2, 3, 1]);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(7, 7)).toBe(false);
    expect(cardValue(9)).toBe(0);
    expect(cardValue(13)).toBe(1);
  });

  it('pays banker 0.95 rounded down, player 1:1, tie 8:1, and returns stakes on a tie', () => {
    expect(baccaratWin('banker', 1000, 'banker')).toBe(1950);
    expect(baccaratWin('banker', 1001, 'banker')).toBe(1951);
    expect(baccaratWin('player', 1000, 'player')).toBe(2000);
    expect(baccaratWin('tie', 1000, 'tie')).toBe(9000);
    expect(baccaratWin('player', 1000, 'tie')).toBe(1000);
    expect(baccaratWin('banker', 1000, 'player')).toBe(0);
  });

  it('deals distinct shoe positions', () => {
    let n = 0;
    const counting: RandomSource = { int: () => n++ % 3 };
    const draw = shoeDealer(counting);
    expect([draw(), draw(), draw()]).toEqual([0, 1, 2]);
  });

  it('the exact eight-deck figures match the declared RTPs', () => {
    const exact = baccaratExact();
    expect(exact.banker).toBeCloseTo(0.458597, 6);
    expect(exact.player).toBeCloseTo(0.446247, 6);
    expect(exact.tie).toBeCloseTo(0.095156, 6);
    for (const kind of ['player', 'banker', 'tie'] as const) {
      const rtp = (Object.keys(exact) as BaccaratOutcome[]).reduce((sum, o) => sum + exact[o] * baccaratReturn(kind, o), 0);
      expect(Math.round(rtp * 10_000) / 10_000, kind).toBe(baccaratDeclaredRtp[kind]);
    }
  });

  it('1,000,000 rounds: banker and player within 0.5 points of 98.94% and 98.76%, tie within 0.5 over the exact frequency', () => {
    const random = cryptoRandom();
    const rounds = 1_000_000;
    const seen: Record<BaccaratOutcome, number> = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < rounds; i += 1) seen[playBaccarat([], random).outcome] += 1;
    const rtp = (kind: 'player' | 'banker' | 'tie') =>
      (Object.keys(seen) as BaccaratOutcome[]).reduce((sum, o) => sum + seen[o] * baccaratReturn(kind, o), 0) / rounds;
    expect(Math.abs(rtp('banker') - baccaratDeclaredRtp.banker) * 100).toBeLessThan(0.5);
    expect(Math.abs(rtp('player') - baccaratDeclaredRtp.player) * 100).toBeLessThan(0.5);
    // A tie pays 8:1, so its return wanders nine times as far; the tie frequency itself is checked tightly.
    expect(Math.abs(seen.tie / rounds - 0.095156) * 100).toBeLessThan(0.15);
  });
});
