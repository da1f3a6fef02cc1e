import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legOutcome, type LegOutcome } from './leg-outcome';
import { impliedMarginBps } from './margin';
import {
  bothTeamsToScoreProbabilities,
  correctScoreProbabilities,
  effectiveWinProbability,
  formatLine,
  handicapProbabilities,
  lineProblem,
  matchMarketOutcomes,
  matchResultProbabilities,
  outrightProbabilities,
  poisson,
  priceMatchMarket,
  scoreGrid,
  splitLine,
  totalProbabilities,
  type LineProbabilities,
  type MatchMarket,
} from './markets';

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
const lineSum = (p: LineProbabilities): number => p.win + p.halfWin + p.push + p.halfLoss + p.loss;

// Poisson 1.5 (home) vs 1.0 (away), worked outside this code with a 60 x 60 grid of
// e^-1.5 1.5^h / h! x e^-1 1^a / a!: home 0.4879, draw 0.2598, away 0.2522; home by exactly one
// goal 0.2417, by two or more 0.2463. Total goals are Poisson(2.5): P(2) = e^-2.5 2.5^2 / 2 = 0.2565.
const grid = scoreGrid(1.5, 1.0);

describe('Poisson goal model', () => {
  it('gives the hand-worked probabilities for 1.5 vs 1.0', () => {
    expect(poisson(1.5, 3).map((p) => p.toFixed(4))).toEqual(['0.2231', '0.3347', '0.2510', '0.1255']);
    const result = matchResultProbabilities(grid);
    expect(result.home).toBeCloseTo(0.4879, 4);
    expect(result.draw).toBeCloseTo(0.2598, 4);
    expect(result.away).toBeCloseTo(0.2522, 4);
    // BTTS yes = (1 - e^-1.5)(1 - e^-1) = 0.7769 x 0.6321.
    expect(bothTeamsToScoreProbabilities(grid).yes).toBeCloseTo(0.4911, 4);
    const cs = correctScoreProbabilities(grid);
    expect(cs.scores).toHaveLength(36);
    expect(cs.scores.find((s) => s.home === 1 && s.away === 1)?.probability).toBeCloseTo(0.1231, 4);
    expect(cs.scores.find((s) => s.home === 2 && s.away === 1)?.probability).toBeCloseTo(0.0923, 4);
    expect(cs.anyOther).toBeCloseTo(0.005, 4);
  });

  it('splits handicap lines into win / half-win / push / half-loss / loss', () => {
    // Home -0.5: wins on any home win.
    const half = handicapProbabilities(grid, 'home', -2);
    expect(half.win).toBeCloseTo(0.4879, 4);
    expect(half.loss).toBeCloseTo(0.5121, 4);
    expect(half.halfWin + half.push + half.halfLoss).toBe(0);
    // Home 0 (draw no bet): a draw pushes.
    const level = handicapProbabilities(grid, 'home', 0);
    expect(level.push).toBeCloseTo(0.2598, 4);
    // Home -0.25 = half on 0, half on -0.5: a draw half-loses.
    const quarter = handicapProbabilities(grid, 'home', -1);
    expect([quarter.win, quarter.halfLoss, quarter.loss].map((p) => p.toFixed(4))).toEqual(['0.4879', '0.2598', '0.2522']);
    // Home -0.75 = half on -0.5, half on -1: winning by one half-wins.
    const threeQuarters = handicapProbabilities(grid, 'home', -3);
    expect(threeQuarters.win).toBeCloseTo(0.2463, 4);
    expect(threeQuarters.halfWin).toBeCloseTo(0.2417, 4);
    expect(threeQuarters.loss).toBeCloseTo(0.5121, 4);
    // Away +0.75 is the mirror of home -0.75.
    const away = handicapProbabilities(grid, 'away', 3);
    expect(away.loss).toBeCloseTo(threeQuarters.win, 12);
    expect(away.halfLoss).toBeCloseTo(threeQuarters.halfWin, 12);
    expect(away.win).toBeCloseTo(threeQuarters.loss, 12);
  });

  it('splits total lines the same way', () => {
    // Over 2.25 = half on 2, half on 2.5: exactly 2 goals half-loses.
    const over = totalProbabilities(grid, 'over', 9);
    expect(over.halfLoss).toBeCloseTo(0.2565, 4);
    expect(over.win).toBeCloseTo(0.4562, 4);
    expect(over.loss).toBeCloseTo(0.2873, 4);
    // Under 2.25 is the mirror: exactly 2 goals half-wins.
    const under = totalProbabilities(grid, 'under', 9);
    expect(under.halfWin).toBeCloseTo(over.halfLoss, 12);
    expect(under.win).toBeCloseTo(over.loss, 12);
    // Over 2.0: exactly 2 pushes.
    expect(totalProbabilities(grid, 'over', 8).push).toBeCloseTo(0.2565, 4);
  });

  it('values a quarter line by the return it pays: 1/o = (win + halfWin/2) / (1 - push - halfWin/2 - halfLoss/2)', () => {
    // Home -0.25: (0.4879) / (1 - 0.2598/2) = 0.5607 -> fair odds 1.7835.
    const p = effectiveWinProbability(handicapProbabilities(grid, 'home', -1));
    expect(p).toBeCloseTo(0.4879 / (1 - 0.2598 / 2), 3);
    expect(p + effectiveWinProbability(handicapProbabilities(grid, 'away', 1))).toBeCloseTo(1, 12);
  });

  it('agrees with settlement: the grid summed by legOutcome gives the same line probabilities', () => {
    const bySettlement = (outcomeOf: (home: number, away: number) => LegOutcome): LineProbabilities => {
      const r: LineProbabilities = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
      const key: Record<LegOutcome, keyof LineProbabilities | undefined> = {
        win: 'win',
        'half-win': 'halfWin',
        push: 'push',
        'half-loss': 'halfLoss',
        loss: 'loss',
        void: undefined,
      };
      grid.cells.forEach((row, h) =>
        row.forEach((p, a) => {
          const k = key[outcomeOf(h, a)];
          if (k !== undefined) r[k] += p;
        }),
      );
      return r;
    };
    const close = (a: LineProbabilities, b: LineProbabilities): void => {
      for (const k of ['win', 'halfWin', 'push', 'halfLoss', 'loss'] as const) expect(a[k]).toBeCloseTo(b[k], 12);
    };
    for (let line = -10; line <= 10; line += 1) {
      for (const side of ['home', 'away'] as const) {
        close(
          handicapProbabilities(grid, side, line),
          bySettlement((home, away) => legOutcome({ market: 'asian-handicap', side, lineQuarters: line }, { kind: 'score', home, away })),
        );
      }
    }
    for (let line = 1; line <= 40; line += 1) {
      for (const pick of ['over', 'under'] as const) {
        close(
          totalProbabilities(grid, pick, line),
          bySettlement((home, away) => legOutcome({ market: 'total', pick, lineQuarters: line }, { kind: 'score', home, away })),
        );
      }
    }
  });
});

describe('lines', () => {
  it('holds lines in quarters within the offered ranges', () => {
    expect(lineProblem('asian-handicap', -10)).toBeUndefined();
    expect(lineProblem('asian-handicap', 11)).toBe('bad-line');
    expect(lineProblem('asian-handicap', 0.5)).toBe('bad-line');
    expect(lineProblem('total', 0)).toBe('bad-line');
    expect(lineProblem('total', 9)).toBeUndefined();
    expect(splitLine(-3)).toEqual([-4, -2]);
    expect(splitLine(-2)).toEqual([-2, -2]);
  });

  it('prints lines as players read them', () => {
    expect(formatLine('asian-handicap', -3)).toBe('-0.75');
    expect(formatLine('asian-handicap', 6)).toBe('+1.5');
    expect(formatLine('asian-handicap', 0)).toBe('0');
    expect(formatLine('asian-handicap', -1, true)).toBe('0/-0.5');
    expect(formatLine('asian-handicap', -3, true)).toBe('-0.5/-1');
    expect(formatLine('asian-handicap', 5, true)).toBe('+1/+1.5');
    expect(formatLine('total', 9)).toBe('2.25');
    expect(formatLine('total', 9, true)).toBe('2/2.5');
  });
});

describe('market properties', () => {
  const expected = fc.double({ min: 0.05, max: 4, noNaN: true });
  const markets: fc.Arbitrary<MatchMarket> = fc.oneof(
    fc.constant<MatchMarket>({ kind: '1x2' }),
    fc.integer({ min: -10, max: 10 }).map<MatchMarket>((lineQuarters) => ({ kind: 'asian-handicap', lineQuarters })),
    fc.integer({ min: 1, max: 40 }).map<MatchMarket>((lineQuarters) => ({ kind: 'total', lineQuarters })),
    fc.constant<MatchMarket>({ kind: 'both-teams-to-score' }),
    fc.constant<MatchMarket>({ kind: 'correct-score' }),
  );

  it("every market's probabilities sum to 1, and every line's five outcomes too", () => {
    fc.assert(
      fc.property(expected, expected, markets, fc.integer({ min: -10, max: 10 }), fc.integer({ min: 1, max: 40 }), (home, away, market, hLine, tLine) => {
        const g = scoreGrid(home, away);
        const outcomes = matchMarketOutcomes(g, market);
        expect(outcomes.every((o) => o.probability >= 0 && o.probability <= 1)).toBe(true);
        expect(sum(outcomes.map((o) => o.probability))).toBeCloseTo(1, 9);
        expect(lineSum(handicapProbabilities(g, 'home', hLine))).toBeCloseTo(1, 9);
        expect(lineSum(totalProbabilities(g, 'under', tLine))).toBeCloseTo(1, 9);
        expect(sum(g.cells.flat())).toBeCloseTo(1, 12);
      }),
    );
  });

  it('prices a match market at the margin asked, within rounding', () => {
    fc.assert(
      fc.property(
        expected,
        expected,
        fc.constantFrom<MatchMarket>({ kind: '1x2' }, { kind: 'asian-handicap', lineQuarters: -1 }, { kind: 'total', lineQuarters: 10 }),
        (home, away, market) => {
          const priced = priceMatchMarket(scoreGrid(home, away), market, 500);
          if (priced.some((p) => p.odds === 1_001)) return;
          const margin = impliedMarginBps(priced.map((p) => p.odds));
          expect(margin).toBeGreaterThanOrEqual(500);
          // Rounding down adds under 1000/o^2 per outcome in thousandths: a few bps for prices above 1.10.
          expect(margin).toBeLessThanOrEqual(500 + Math.ceil(sum(priced.map((p) => 10_000_000 / (p.odds * p.odds)))) + 1);
        },
      ),
    );
  });

  it('prices the hand-worked 1X2 at 5%', () => {
    // 1 / (0.48795 x 1.05) = 1.9518, 1 / (0.25985 x 1.05) = 3.6652, 1 / (0.25221 x 1.05) = 3.7762.
    expect(priceMatchMarket(grid, { kind: '1x2' }, 500)).toEqual([
      { outcome: 'home', odds: 1_951 },
      { outcome: 'draw', odds: 3_665 },
      { outcome: 'away', odds: 3_776 },
    ]);
  });
});

describe('outright', () => {
  it('shares the chance by strength', () => {
    const field = outrightProbabilities([
      { competitor: 'a', strength: 5 },
      { competitor: 'b', strength: 3 },
      { competitor: 'c', strength: 2 },
    ]);
    expect(field.map((f) => f.probability)).toEqual([0.5, 0.3, 0.2]);
    expect(() => outrightProbabilities([{ competitor: 'a', strength: 1 }])).toThrow('bad-competitor');
    expect(() =>
      outrightProbabilities([
        { competitor: 'a', strength: 1 },
        { competitor: 'a', strength: 2 },
      ]),
    ).toThrow('bad-competitor');
    expect(() =>
      outrightProbabilities([
        { competitor: 'a', strength: 1 },
        { competitor: 'b', strength: 0 },
      ]),
    ).toThrow('bad-strength');
  });
});

describe('inputs', () => {
  it('refuses expected goals outside (0, 8]', () => {
    expect(() => scoreGrid(0, 1)).toThrow('bad-expected-goals');
    expect(() => scoreGrid(1, 9)).toThrow('bad-expected-goals');
    expect(() => handicapProbabilities(grid, 'home', 12)).toThrow('bad-line');
  });
});
