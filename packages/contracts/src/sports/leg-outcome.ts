/**
 * A leg's outcome from its selection and the event's final result: pure rules, no money.
 *
 * Handicap and total lines are integers of quarters (-3 = -0.75, 9 = 2.25) so that every line is
 * exact and "is this a quarter line" is `line % 2 !== 0`. A quarter line splits the stake in two
 * halves on the neighbouring half and whole lines (-0.75 = half on -0.5, half on -1.0); each half
 * wins, pushes or loses, and the pair gives the leg's outcome (win + push = half-win, push + loss =
 * half-loss).
 *
 * `push` (the line landed exactly: stake back) and `void` (the event or market was cancelled: stake
 * back) pay the same; they are kept apart because reports and the player's history tell them apart.
 */
export const legOutcomes = ['win', 'half-win', 'push', 'half-loss', 'loss', 'void'] as const;
export type LegOutcome = (typeof legOutcomes)[number];

export type Side = 'home' | 'away';

export type Selection =
  | { market: '1x2'; pick: Side | 'draw' }
  /** The handicap is added to `side`'s goals: home -0.75 is `{ side: 'home', lineQuarters: -3 }`. */
  | { market: 'asian-handicap'; side: Side; lineQuarters: number }
  /** Total goals of both teams against the line: over 2.25 is `{ pick: 'over', lineQuarters: 9 }`. */
  | { market: 'total'; pick: 'over' | 'under'; lineQuarters: number }
  | { market: 'both-teams-to-score'; pick: 'yes' | 'no' }
  | { market: 'correct-score'; home: number; away: number }
  | { market: 'outright'; competitor: string };

export type FinalResult =
  | { kind: 'score'; home: number; away: number }
  | { kind: 'outright'; winner: string }
  /** The event or market was abandoned or cancelled: every leg on it is void. */
  | { kind: 'void' };

export const quartersPerGoal = 4;

const isGoals = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

/** What is wrong with a selection, as codes (empty when it can be settled). */
export const selectionProblems = (selection: Selection): string[] => {
  switch (selection.market) {
    case 'asian-handicap':
      return Number.isSafeInteger(selection.lineQuarters) ? [] : ['bad-line'];
    case 'total':
      // A total of 0 or below is not a market: over always wins, under can at best push.
      return Number.isSafeInteger(selection.lineQuarters) && selection.lineQuarters > 0 ? [] : ['bad-line'];
    case 'correct-score':
      return isGoals(selection.home) && isGoals(selection.away) ? [] : ['bad-score'];
    case 'outright':
      return selection.competitor.length > 0 ? [] : ['bad-competitor'];
    default:
      return [];
  }
};

/** What is wrong with a final result, as codes. */
export const resultProblems = (result: FinalResult): string[] => {
  if (result.kind === 'score') return isGoals(result.home) && isGoals(result.away) ? [] : ['bad-score'];
  if (result.kind === 'outright') return result.winner.length > 0 ? [] : ['bad-competitor'];
  return [];
};

type Whole = 'win' | 'push' | 'loss';

/** A half or whole line (even quarters): the sign of the margin decides. */
const onWholeOrHalfLine = (marginQuarters: number): Whole => {
  if (marginQuarters > 0) return 'win';
  if (marginQuarters < 0) return 'loss';
  return 'push';
};

/**
 * `goalsQuarters` is the selection's score minus what it is measured against, in quarters, before
 * the line: (side - other) x 4 for a handicap, (total x 4) for over, -(total x 4) for under.
 */
const againstLine = (goalsQuarters: number, lineQuarters: number): LegOutcome => {
  if (lineQuarters % 2 === 0) return onWholeOrHalfLine(goalsQuarters + lineQuarters);
  const lower = onWholeOrHalfLine(goalsQuarters + lineQuarters - 1);
  const upper = onWholeOrHalfLine(goalsQuarters + lineQuarters + 1);
  if (lower === upper) return lower;
  // The two halves are half a goal apart and a margin is a whole number of goals, so at most one
  // half lands on its line: the pair is win + push or push + loss, never win + loss.
  return lower === 'loss' || upper === 'loss' ? 'half-loss' : 'half-win';
};

const sideMinusOther = (side: Side, home: number, away: number): number => (side === 'home' ? home - away : away - home);

/**
 * The outcome of one leg. Throws a RangeError (with a code) for an invalid selection or result, or
 * a result of the wrong kind for the market (an outright settled with a score): both are checked
 * where they enter, so reaching here with either is a bug.
 */
export const legOutcome = (selection: Selection, result: FinalResult): LegOutcome => {
  const problems = [...selectionProblems(selection), ...resultProblems(result)];
  if (problems.length > 0) throw new RangeError(problems.join(','));
  if (result.kind === 'void') return 'void';
  if (selection.market === 'outright') {
    if (result.kind !== 'outright') throw new RangeError('result-does-not-fit-market');
    return selection.competitor === result.winner ? 'win' : 'loss';
  }
  if (result.kind !== 'score') throw new RangeError('result-does-not-fit-market');
  const { home, away } = result;
  switch (selection.market) {
    case '1x2': {
      const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
      return selection.pick === winner ? 'win' : 'loss';
    }
    case 'asian-handicap':
      return againstLine(sideMinusOther(selection.side, home, away) * quartersPerGoal, selection.lineQuarters);
    case 'total': {
      // over: goals - line > 0; under: line - goals > 0, i.e. (-goals) + line.
      const total = (home + away) * quartersPerGoal;
      return selection.pick === 'over' ? againstLine(total, -selection.lineQuarters) : againstLine(-total, selection.lineQuarters);
    }
    case 'both-teams-to-score':
      return (home > 0 && away > 0) === (selection.pick === 'yes') ? 'win' : 'loss';
    case 'correct-score':
      return selection.home === home && selection.away === away ? 'win' : 'loss';
  }
};
