/**
 * The roadmaps (scoreboards) of live baccarat and dragon tiger, as pure functions of the results so
 * far in a shoe, oldest first. Every road is a grid six rows deep that grows to the right; a cell
 * is `{ col, row }` from the top left, and a UI draws the cells it is given.
 *
 * - Bead plate: every hand, ties included, down each column then on to the next.
 * - Big road: a column per streak of one side; a tie is not a cell but a count on the cell before
 *   it; a streak longer than the column turns right along its last row (the dragon tail).
 * - Big eye boy, small road, cockroach pig: red and blue marks derived from the big road's columns,
 *   comparing with the column one, two or three to the left; drawn like the big road.
 */

export type RoadSide = 'banker' | 'player' | 'dragon' | 'tiger';
export type RoadOutcome = RoadSide | 'tie';
export type RoadPairs = { player: boolean; banker: boolean };

/** One finished hand as the roads need it; `pairs` only exist in baccarat. */
export type RoadHand = { outcome: RoadOutcome; pairs?: Partial<RoadPairs> };

/** Red: the big road repeats the pattern the derived road compares with; blue: it breaks it. */
export type DerivedColour = 'red' | 'blue';

export type RoadCell<O extends string> = {
  col: number;
  row: number;
  outcome: O;
  /** Ties that followed this hand (big road only; 0 elsewhere). */
  ties: number;
  pairs: RoadPairs;
};

export const roadRows = 6;

const noPairs: RoadPairs = { player: false, banker: false };
const pairsOf = (hand: RoadHand): RoadPairs => ({ player: hand.pairs?.player === true, banker: hand.pairs?.banker === true });

/** Every hand in order, six to a column. */
export const beadPlate = (hands: readonly RoadHand[]): RoadCell<RoadOutcome>[] =>
  hands.map((hand, i) => ({ col: Math.floor(i / roadRows), row: i % roadRows, outcome: hand.outcome, ties: 0, pairs: pairsOf(hand) }));

/**
 * Places a sequence of marks big-road style and returns each one's cell, in order. A change of mark
 * starts a new column at the top, one to the right of where the previous streak started (further
 * right if a dragon tail already runs along the top row there). A streak goes down until the sixth
 * row or a taken cell, then right along that row; it never goes back down.
 */
export const placeStreaks = <O>(marks: readonly O[], rows = roadRows): { col: number; row: number }[] => {
  const taken = new Set<number>();
  // Keys col * rows + row stay unique because row < rows.
  const key = (col: number, row: number) => col * rows + row;
  const cells: { col: number; row: number }[] = [];
  let startCol = -1;
  let col = 0;
  let row = 0;
  let tail = false;
  marks.forEach((mark, i) => {
    if (i === 0 || mark !== marks[i - 1]) {
      startCol += 1;
      while (taken.has(key(startCol, 0))) startCol += 1;
      col = startCol;
      row = 0;
      tail = false;
    } else if (!tail && row + 1 < rows && !taken.has(key(col, row + 1))) {
      row += 1;
    } else {
      tail = true;
      col += 1;
      while (taken.has(key(col, row))) col += 1;
    }
    taken.add(key(col, row));
    cells.push({ col, row });
  });
  return cells;
};

/**
 * The big road. Ties count on the cell of the hand before them; ties before the first banker or
 * player (dragon or tiger) result count on the first cell, which shows outcome 'tie' until that
 * result arrives. Pair marks are those of the cell's own hand (a tie's pairs show on the bead plate).
 */
export const bigRoad = (hands: readonly RoadHand[]): RoadCell<RoadOutcome>[] => {
  const decided = hands.filter((hand) => hand.outcome !== 'tie');
  const places = placeStreaks(decided.map((hand) => hand.outcome));
  const cells: RoadCell<RoadOutcome>[] = decided.map((hand, i) => ({ ...places[i]!, outcome: hand.outcome, ties: 0, pairs: pairsOf(hand) }));
  let leadingTies = 0;
  let index = -1;
  for (const hand of hands) {
    if (hand.outcome !== 'tie') index += 1;
    else if (index < 0) leadingTies += 1;
    else cells[index]!.ties += 1;
  }
  if (cells.length === 0) return leadingTies === 0 ? [] : [{ col: 0, row: 0, outcome: 'tie', ties: leadingTies, pairs: noPairs }];
  cells[0]!.ties += leadingTies;
  return cells;
};

/** The big road's streak lengths, left to right, as the derived roads read them (a dragon tail still counts as its column). */
export const bigRoadColumns = (hands: readonly RoadHand[]): number[] => {
  const columns: number[] = [];
  let last: RoadOutcome | null = null;
  for (const hand of hands) {
    if (hand.outcome === 'tie') continue;
    if (hand.outcome === last) columns[columns.length - 1]! += 1;
    else columns.push(1);
    last = hand.outcome;
  }
  return columns;
};

/** Offsets of the three derived roads: how many columns to the left each one compares with. */
export const derivedRoadOffsets = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 } as const;
export type DerivedRoadName = keyof typeof derivedRoadOffsets;

/**
 * The marks of a derived road in order, one per big-road entry from where the road starts. For the
 * entry in column c at depth r (0 = top) and offset k:
 * - r = 0 (a new column): red when columns c-1 and c-1-k are the same length, else blue;
 * - r >= 1: look at column c-k. Red when it reaches depth r; blue when it ended exactly at depth
 *   r-1; red when it ended before that.
 * An entry is marked only when the column it compares with exists, which makes the road start at
 * column k depth 1, or at column k+1 if column k holds a single entry.
 */
export const derivedMarks = (hands: readonly RoadHand[], offset: number): DerivedColour[] => {
  const columns = bigRoadColumns(hands);
  const marks: DerivedColour[] = [];
  columns.forEach((length, c) => {
    for (let r = 0; r < length; r += 1) {
      if (r === 0) {
        if (c - 1 - offset < 0) continue;
        marks.push(columns[c - 1] === columns[c - 1 - offset] ? 'red' : 'blue');
        continue;
      }
      if (c - offset < 0) continue;
      const compared = columns[c - offset]!;
      marks.push(compared === r ? 'blue' : 'red');
    }
  });
  return marks;
};

const derivedRoad = (hands: readonly RoadHand[], offset: number): RoadCell<DerivedColour>[] => {
  const marks = derivedMarks(hands, offset);
  return placeStreaks(marks).map((place, i) => ({ ...place, outcome: marks[i]!, ties: 0, pairs: noPairs }));
};

export const bigEyeBoy = (hands: readonly RoadHand[]): RoadCell<DerivedColour>[] => derivedRoad(hands, derivedRoadOffsets.bigEyeBoy);
export const smallRoad = (hands: readonly RoadHand[]): RoadCell<DerivedColour>[] => derivedRoad(hands, derivedRoadOffsets.smallRoad);
export const cockroachPig = (hands: readonly RoadHand[]): RoadCell<DerivedColour>[] => derivedRoad(hands, derivedRoadOffsets.cockroachPig);

export type Roads = {
  beadPlate: RoadCell<RoadOutcome>[];
  bigRoad: RoadCell<RoadOutcome>[];
  bigEyeBoy: RoadCell<DerivedColour>[];
  smallRoad: RoadCell<DerivedColour>[];
  cockroachPig: RoadCell<DerivedColour>[];
};

/** All five roads of a shoe at once, for a table to send after each round. */
export const roadsOf = (hands: readonly RoadHand[]): Roads => ({
  beadPlate: beadPlate(hands),
  bigRoad: bigRoad(hands),
  bigEyeBoy: bigEyeBoy(hands),
  smallRoad: smallRoad(hands),
  cockroachPig: cockroachPig(hands),
});

/**
 * The "ask" buttons of a live table: the mark each derived road would add if the next hand went to
 * `side`, or null where that hand would add none (the road has not started yet).
 */
export const askRoad = (hands: readonly RoadHand[], side: RoadSide): Record<DerivedRoadName, DerivedColour | null> => {
  const next = [...hands, { outcome: side }];
  const ask = (offset: number): DerivedColour | null => {
    const before = derivedMarks(hands, offset);
    const after = derivedMarks(next, offset);
    return after.length > before.length ? after[after.length - 1]! : null;
  };
  return { bigEyeBoy: ask(derivedRoadOffsets.bigEyeBoy), smallRoad: ask(derivedRoadOffsets.smallRoad), cockroachPig: ask(derivedRoadOffsets.cockroachPig) };
};
