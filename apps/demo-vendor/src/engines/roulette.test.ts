import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../rng';
import {
  colourOf,
  isValidRouletteBet,
  pocketCount,
  rouletteBetKinds,
  rouletteDeclaredRtp,
  rouletteReturn,
  spinRoulette,
  type RouletteBetKind,
} from './roulette';

describe('European roulette', () => {
  it('returns 36/37 per unit on every bet, counted over the 37 pockets', () => {
    const layouts: [RouletteBetKind, number][] = [
      ['straight', 17],
      ['straight', 0],
      ['red', 0],
      ['black', 0],
      ['odd', 0],
      ['even', 0],
      ['low', 0],
      ['high', 0],
      ['dozen', 2],
      ['column', 3],
    ];
    for (const [kind, target] of layouts) {
      let sum = 0;
      for (let pocket = 0; pocket < pocketCount; pocket += 1) sum += rouletteReturn(kind, target, pocket);
      expect(sum / pocketCount, kind).toBeCloseTo(rouletteDeclaredRtp, 12);
    }
    expect(rouletteReturn('red', 0, 0)).toBe(0);
    expect(rouletteReturn('even', 0, 0)).toBe(0);
    expect(colourOf(0)).toBe('green');
    expect(colourOf(32)).toBe('red');
    expect(colourOf(26)).toBe('black');
    expect(rouletteReturn('column', 1, 34)).toBe(3);
    expect(rouletteReturn('dozen', 3, 25)).toBe(3);
  });

  it('validates bet targets', () => {
    expect(isValidRouletteBet('straight', 36)).toBe(true);
    expect(isValidRouletteBet('straight', 37)).toBe(false);
    expect(isValidRouletteBet('dozen', 0)).toBe(false);
    expect(isValidRouletteBet('red', 5)).toBe(false);
    expect(rouletteBetKinds).toContain('column');
  });

  it('2,000,000 spins: every pocket about 1/37 and the RTP of every bet within 0.5 points of 97.30%', () => {
    const random = cryptoRandom();
    // Two million so even a 2:1 bet (spread 1.39 stakes) has 0.5 points at five standard errors.
    const spins = 2_000_000;
    const hits = new Array<number>(pocketCount).fill(0);
    // Each spin carries a straight on a random number plus every outside bet, one unit each.
    const outside: [RouletteBetKind, number][] = [
      ['red', 0],
      ['black', 0],
      ['odd', 0],
      ['even', 0],
      ['low', 0],
      ['high', 0],
      ['dozen', 1],
      ['dozen', 2],
      ['dozen', 3],
      ['column', 1],
      ['column', 2],
      ['column', 3],
    ];
    let staked = 0;
    let returned = 0;
    const perBet = new Array<number>(outside.length).fill(0);
    for (let i = 0; i < spins; i += 1) {
      const pocket = spinRoulette(random);
      hits[pocket]! += 1;
      const chosen = random.int(pocketCount);
      returned += rouletteReturn('straight', chosen, pocket);
      for (let b = 0; b < outside.length; b += 1) {
        const r = rouletteReturn(outside[b]![0], outside[b]![1], pocket);
        returned += r;
        perBet[b]! += r;
      }
      staked += 1 + outside.length;
    }
    expect(Math.abs(returned / staked - rouletteDeclaredRtp) * 100).toBeLessThan(0.5);
    perBet.forEach((r, b) => expect(Math.abs(r / spins - rouletteDeclaredRtp) * 100, outside[b]!.join(' ')).toBeLessThan(0.5));
    // Chi-square over 36 degrees of freedom; 80 is far beyond the 0.9999 quantile (about 72).
    const expected = spins / pocketCount;
    const chi = hits.reduce((sum, h) => sum + (h - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(80);
  });
});
