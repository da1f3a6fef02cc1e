import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legOutcome, selectionProblems, type FinalResult, type LegOutcome, type Selection } from './leg-outcome';

const score = (home: number, away: number): FinalResult => ({ kind: 'score', home, away });
const ah = (side: 'home' | 'away', lineQuarters: number): Selection => ({ market: 'asian-handicap', side, lineQuarters });
const over = (lineQuarters: number): Selection => ({ market: 'total', pick: 'over', lineQuarters });
const under = (lineQuarters: number): Selection => ({ market: 'total', pick: 'under', lineQuarters });

describe('1x2, both teams to score, correct score, outright', () => {
  it('settles 1x2 on the winner or the draw', () => {
    expect(legOutcome({ market: '1x2', pick: 'home' }, score(2, 1))).toBe('win');
    expect(legOutcome({ market: '1x2', pick: 'draw' }, score(2, 1))).toBe('loss');
    expect(legOutcome({ market: '1x2', pick: 'draw' }, score(1, 1))).toBe('win');
    expect(legOutcome({ market: '1x2', pick: 'away' }, score(0, 3))).toBe('win');
  });

  it('settles both teams to score', () => {
    expect(legOutcome({ market: 'both-teams-to-score', pick: 'yes' }, score(1, 1))).toBe('win');
    expect(legOutcome({ market: 'both-teams-to-score', pick: 'yes' }, score(3, 0))).toBe('loss');
    expect(legOutcome({ market: 'both-teams-to-score', pick: 'no' }, score(3, 0))).toBe('win');
    expect(legOutcome({ market: 'both-teams-to-score', pick: 'no' }, score(0, 0))).toBe('win');
  });

  it('settles a correct score only on the exact score', () => {
    expect(legOutcome({ market: 'correct-score', home: 2, away: 1 }, score(2, 1))).toBe('win');
    expect(legOutcome({ market: 'correct-score', home: 2, away: 1 }, score(1, 2))).toBe('loss');
  });

  it('settles an outright on the winner, and refuses a score for it', () => {
    expect(legOutcome({ market: 'outright', competitor: 'arsenal' }, { kind: 'outright', winner: 'arsenal' })).toBe('win');
    expect(legOutcome({ market: 'outright', competitor: 'arsenal' }, { kind: 'outright', winner: 'chelsea' })).toBe('loss');
    expect(() => legOutcome({ market: 'outright', competitor: 'arsenal' }, score(1, 0))).toThrow('result-does-not-fit-market');
    expect(() => legOutcome({ market: '1x2', pick: 'home' }, { kind: 'outright', winner: 'arsenal' })).toThrow('result-does-not-fit-market');
  });

  it('voids every market on a void result', () => {
    expect(legOutcome({ market: '1x2', pick: 'home' }, { kind: 'void' })).toBe('void');
    expect(legOutcome(ah('home', -3), { kind: 'void' })).toBe('void');
    expect(legOutcome({ market: 'outright', competitor: 'x' }, { kind: 'void' })).toBe('void');
  });
});

describe('asian handicap, hand-worked (lines in quarters: -3 = -0.75)', () => {
  // Each row: side, line, home, away, outcome, and why.
  const rows: ['home' | 'away', number, number, number, LegOutcome, string][] = [
    ['home', 0, 1, 1, 'push', 'level 0, draw: stake back'],
    ['home', 0, 2, 1, 'win', 'level 0, wins'],
    ['home', -2, 1, 0, 'win', '-0.5 winning by one'],
    ['home', -2, 0, 0, 'loss', '-0.5 with a draw'],
    ['home', -4, 1, 0, 'push', '-1 winning by one'],
    ['home', -1, 1, 1, 'half-loss', '-0.25 draw: half on 0 pushes, half on -0.5 loses'],
    ['home', -1, 1, 0, 'win', '-0.25 winning by one: both halves win'],
    ['home', -1, 0, 1, 'loss', '-0.25 losing'],
    ['away', 1, 1, 1, 'half-win', '+0.25 draw: half on 0 pushes, half on +0.5 wins'],
    ['away', 1, 1, 0, 'loss', '+0.25 losing by one: both halves lose'],
    ['home', -3, 1, 0, 'half-win', '-0.75 winning by one: half on -0.5 wins, half on -1 pushes'],
    ['home', -3, 2, 0, 'win', '-0.75 winning by two'],
    ['home', -3, 1, 1, 'loss', '-0.75 draw'],
    ['away', 3, 1, 0, 'half-loss', '+0.75 losing by one: half on +0.5 loses, half on +1 pushes'],
    ['away', 3, 1, 1, 'win', '+0.75 draw'],
    ['away', 3, 2, 0, 'loss', '+0.75 losing by two'],
    ['home', -5, 1, 0, 'half-loss', '-1.25 winning by one: half on -1 pushes, half on -1.5 loses'],
    ['home', -5, 2, 0, 'win', '-1.25 winning by two'],
    ['home', -7, 2, 0, 'half-win', '-1.75 winning by two: half on -1.5 wins, half on -2 pushes'],
    ['away', 5, 1, 0, 'half-win', '+1.25 losing by one: half on +1 pushes, half on +1.5 wins'],
  ];
  it.each(rows)('%s %i at %i-%i is %s (%s)', (side, line, home, away, expected) => {
    expect(legOutcome(ah(side, line), score(home, away))).toBe(expected);
  });
});

describe('over/under, hand-worked (lines in quarters: 9 = 2.25)', () => {
  const rows: [Selection, number, LegOutcome, string][] = [
    [over(10), 3, 'win', 'over 2.5 with 3'],
    [over(10), 2, 'loss', 'over 2.5 with 2'],
    [over(8), 2, 'push', 'over 2 with 2'],
    [over(9), 2, 'half-loss', 'over 2.25 with 2: half on 2 pushes, half on 2.5 loses'],
    [over(9), 3, 'win', 'over 2.25 with 3'],
    [under(9), 2, 'half-win', 'under 2.25 with 2: half on 2 pushes, half on 2.5 wins'],
    [under(9), 1, 'win', 'under 2.25 with 1'],
    [over(11), 3, 'half-win', 'over 2.75 with 3: half on 2.5 wins, half on 3 pushes'],
    [over(11), 2, 'loss', 'over 2.75 with 2'],
    [under(11), 3, 'half-loss', 'under 2.75 with 3: half on 2.5 loses, half on 3 pushes'],
    [under(11), 4, 'loss', 'under 2.75 with 4'],
    [over(1), 0, 'half-loss', 'over 0.25 with 0: half on 0 pushes, half on 0.5 loses'],
  ];
  it.each(rows)('%o with %i goals is %s (%s)', (selection, goals, expected) => {
    expect(legOutcome(selection, score(goals, 0))).toBe(expected);
    // Which team scored does not matter to a total.
    expect(legOutcome(selection, score(0, goals))).toBe(expected);
  });

  it('refuses a total line of 0 or a fractional number of quarters', () => {
    expect(selectionProblems(over(0))).toEqual(['bad-line']);
    expect(selectionProblems(ah('home', 0.5))).toEqual(['bad-line']);
    expect(() => legOutcome(over(0), score(1, 0))).toThrow('bad-line');
    expect(() => legOutcome(over(9), score(-1, 0))).toThrow('bad-score');
  });
});

describe('properties', () => {
  const goals = fc.integer({ min: 0, max: 12 });
  const line = fc.integer({ min: -24, max: 24 });
  const opposite: Record<LegOutcome, LegOutcome> = {
    win: 'loss',
    'half-win': 'half-loss',
    push: 'push',
    'half-loss': 'half-win',
    loss: 'win',
    void: 'void',
  };
  const pays: Record<LegOutcome, number> = { win: 2, 'half-win': 1, push: 0, void: 0, 'half-loss': -1, loss: -2 };

  it('home at line L and away at -L are opposite sides of one bet', () => {
    fc.assert(
      fc.property(goals, goals, line, (h, a, l) => {
        expect(legOutcome(ah('away', -l), score(h, a))).toBe(opposite[legOutcome(ah('home', l), score(h, a))]);
      }),
    );
  });

  it('over and under on one line are opposite sides of one bet', () => {
    fc.assert(
      fc.property(goals, goals, fc.integer({ min: 1, max: 40 }), (h, a, l) => {
        expect(legOutcome(under(l), score(h, a))).toBe(opposite[legOutcome(over(l), score(h, a))]);
      }),
    );
  });

  it('a quarter line is the average of its two neighbouring lines', () => {
    // Scoring win 2, push 0, loss -2, a quarter line scores the mean of the lines a quarter either side.
    fc.assert(
      fc.property(
        goals,
        goals,
        line.filter((l) => l % 2 !== 0),
        (h, a, l) => {
          const at = (q: number): number => pays[legOutcome(ah('home', q), score(h, a))];
          expect(at(l)).toBe((at(l - 1) + at(l + 1)) / 2);
        },
      ),
    );
  });

  it('a better handicap never gives a worse outcome', () => {
    fc.assert(
      fc.property(goals, goals, line, (h, a, l) => {
        expect(pays[legOutcome(ah('home', l + 1), score(h, a))]).toBeGreaterThanOrEqual(pays[legOutcome(ah('home', l), score(h, a))]);
      }),
    );
  });
});
