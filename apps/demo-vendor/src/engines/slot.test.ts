import { describe, expect, it } from 'vitest';
import { cryptoRandom, type RandomSource } from '../rng';
import { buildStrip, linePay, paylines, simulateSlot, slotMachine, slotRtp, spinSlot, wildSymbol } from './slot';
import { slotVariants } from './slot-variants';

/** A source that plays back fixed values, to place reels exactly. */
const fixed = (values: number[]): RandomSource => {
  let i = 0;
  return { int: (n) => values[i++]! % n };
};

describe('slot engine', () => {
  it('pays three, four and five of a kind from the first reel, the wild standing in', () => {
    const pays = slotVariants[0]!.pays;
    expect(linePay(pays, [0, 0, 0, 1, 2])).toBe(pays[0]![0]);
    expect(linePay(pays, [3, wildSymbol, 3, 3, 2])).toBe(pays[3]![1]);
    expect(linePay(pays, [wildSymbol, 5, 5, 5, 5])).toBe(pays[5]![2]);
    expect(linePay(pays, [1, 1, 2, 1, 1])).toBe(0);
    expect(linePay(pays, [2, 1, 1, 1, 1])).toBe(0);
    // Five wilds pay the wild's own top prize; three wilds then a low symbol pay whichever is more.
    expect(linePay(pays, [wildSymbol, wildSymbol, wildSymbol, wildSymbol, wildSymbol])).toBe(pays[wildSymbol]![2]);
    expect(linePay(pays, [wildSymbol, wildSymbol, wildSymbol, 0, 4])).toBe(Math.max(pays[wildSymbol]![0]!, pays[0]![1]!));
  });

  it('builds strips holding exactly the counted symbols', () => {
    for (const variant of slotVariants) {
      for (const counts of variant.counts) {
        const strip = buildStrip(counts);
        const tally = counts.map((_, s) => strip.filter((x) => x === s).length);
        expect(tally).toEqual([...counts]);
      }
    }
  });

  it('shows three consecutive strip symbols per reel and pays the selected lines only', () => {
    const machine = slotMachine(slotVariants[0]!);
    const spin = spinSlot(machine, 20, fixed([0, 0, 0, 0, 0]));
    expect(spin.grid.map((reel) => reel[0])).toEqual(machine.strips.map((s) => s[0]));
    expect(spin.grid[0]).toEqual(machine.strips[0]!.slice(0, 3));
    expect(spin.multiplier).toBe(spin.lineWins.reduce((a, w) => a + w.pay, 0));
    for (const win of spin.lineWins) {
      const symbols = paylines[win.line]!.map((row, reel) => spin.grid[reel]![row]!);
      expect(linePay(machine.variant.pays, symbols)).toBe(win.pay);
    }
    expect(paylines).toHaveLength(20);
    expect(new Set(paylines.map((l) => l.join(''))).size).toBe(20);
  });

  it.each(slotVariants.map((v) => [v.id, v] as const))('%s: the declared RTP is the exact one, and 3,000,000 spins land within 0.5 points', (_id, variant) => {
    const exact = slotRtp(variant).rtp;
    expect(Math.round(exact * 10_000) / 10_000).toBe(variant.declaredRtp);
    // The per-spin spread is under 1.8 bets, so 3M spins put 0.5 points about five standard errors out.
    const spins = 3_000_000;
    const lines = 20;
    const paid = simulateSlot(slotMachine(variant), lines, spins, cryptoRandom());
    const simulated = paid / (spins * lines);
    expect(Math.abs(simulated - variant.declaredRtp) * 100).toBeLessThan(0.5);
  });
});
