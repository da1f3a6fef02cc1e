import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  askRoad,
  beadPlate,
  bigEyeBoy,
  bigRoad,
  bigRoadColumns,
  cockroachPig,
  derivedMarks,
  placeStreaks,
  roadsOf,
  smallRoad,
  type RoadHand,
  type RoadOutcome,
} from './roads';

/** 'B' banker, 'P' player, 'T' tie; 'D' dragon, 'G' tiger; 'b' banker with a banker pair, 'p' player with a player pair. */
const hands = (text: string): RoadHand[] =>
  [...text].map((letter): RoadHand => {
    const outcome: Record<string, RoadOutcome> = { B: 'banker', b: 'banker', P: 'player', p: 'player', T: 'tie', D: 'dragon', G: 'tiger' };
    const hand: RoadHand = { outcome: outcome[letter]! };
    if (letter === 'b') hand.pairs = { banker: true };
    if (letter === 'p') hand.pairs = { player: true };
    return hand;
  });

const at = (cells: { col: number; row: number }[]) => cells.map(({ col, row }) => [col, row]);
const colours = (cells: { outcome: string }[]) => cells.map((cell) => (cell.outcome === 'red' ? 'R' : 'B')).join('');

describe('bead plate', () => {
  it('puts every hand, ties included, down six rows then on to the next column', () => {
    const plate = beadPlate(hands('BPTBBPpb'));
    expect(at(plate)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
      [1, 1],
    ]);
    expect(plate.map((cell) => cell.outcome)).toEqual(['banker', 'player', 'tie', 'banker', 'banker', 'player', 'player', 'banker']);
    expect(plate[6]!.pairs).toEqual({ player: true, banker: false });
    expect(plate[7]!.pairs).toEqual({ player: false, banker: true });
  });
});

describe('big road', () => {
  it('starts a column per streak and turns a streak longer than six rows to the right', () => {
    // Eight bankers: the column fills and the tail runs along the bottom row.
    const road = bigRoad(hands('BBBBBBBBPPPPPPPB'));
    expect(at(road)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 5],
      [2, 5],
      // Seven players: column 1 is blocked at its bottom row by the tail, so they turn right one row higher.
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 4],
      // The next banker opens column 2, where the two tails pass below it.
      [2, 0],
    ]);
    expect(road.map((cell) => cell.outcome[0]).join('')).toBe('bbbbbbbbpppppppb');
  });

  it('counts ties on the cell before them, leading ties on the first cell, and keeps pair marks', () => {
    const road = bigRoad(hands('TTBTPpTTTb'));
    expect(road.map(({ col, row, outcome, ties }) => [col, row, outcome, ties])).toEqual([
      [0, 0, 'banker', 3],
      [1, 0, 'player', 0],
      [1, 1, 'player', 3],
      [2, 0, 'banker', 0],
    ]);
    expect(road[1]!.pairs).toEqual({ player: false, banker: false });
    expect(road[2]!.pairs).toEqual({ player: true, banker: false });
    expect(road[3]!.pairs).toEqual({ player: false, banker: true });
    expect(bigRoad(hands('TT'))).toEqual([{ col: 0, row: 0, outcome: 'tie', ties: 2, pairs: { player: false, banker: false } }]);
    expect(bigRoad([])).toEqual([]);
  });

  it('draws dragon tiger the same way', () => {
    const road = bigRoad(hands('DDTGD'));
    expect(road.map(({ col, row, outcome, ties }) => [col, row, outcome, ties])).toEqual([
      [0, 0, 'dragon', 0],
      [0, 1, 'dragon', 1],
      [1, 0, 'tiger', 0],
      [2, 0, 'dragon', 0],
    ]);
  });

  it('moves a new column on when a tail already runs along the top row (shown on a two-row grid)', () => {
    // a a a a: (0,0) (0,1) then the tail (1,1) (2,1). b b b: (1,0), blocked below so right along the
    // top row: (2,0) (3,0). The next a cannot start at column 2 or 3, whose top cells are taken.
    expect(at(placeStreaks([...'aaaabbba'], 2))).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });

  it('never puts two marks in one cell, and keeps every streak in one column or its tail', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('banker', 'player', 'tie'), { maxLength: 120 }), (outcomes) => {
        const road = bigRoad(outcomes.map((outcome) => ({ outcome: outcome as RoadOutcome })));
        const keys = new Set(road.map((cell) => `${cell.col},${cell.row}`));
        expect(keys.size).toBe(road.length);
        expect(road.every((cell) => cell.row >= 0 && cell.row < 6)).toBe(true);
        const decided = outcomes.filter((o) => o !== 'tie').length;
        expect(road.length).toBe(decided === 0 && outcomes.length > 0 ? 1 : decided);
        expect(road.reduce((sum, cell) => sum + cell.ties, 0) + decided).toBe(outcomes.length);
      }),
    );
  });
});

describe('derived roads', () => {
  // Big road columns 2, 3, 1, 2, 4: BB | PPP | B | PP | BBBB.
  const shoe = hands('BBPPPBPPBBBB');

  it('reads the big road as columns, a tail still counting in its own column', () => {
    expect(bigRoadColumns(shoe)).toEqual([2, 3, 1, 2, 4]);
    expect(bigRoadColumns(hands('TBBBBBBBBTP'))).toEqual([8, 1]);
  });

  it('big eye boy compares with the column one to the left', () => {
    // From column 1 depth 1: column 0 reaches depth 1, red; column 0 ended at depth 1, blue.
    // Column 2 opens: columns 1 and 0 differ (3, 2), blue. Column 3 opens: 1 vs 3, blue; depth 1:
    // column 2 ended at depth 0, blue. Column 4 opens: 2 vs 1, blue; depth 1: column 3 reaches it,
    // red; depth 2: column 3 ended at depth 1, blue; depth 3: column 3 ended before depth 2, red.
    expect(
      derivedMarks(shoe, 1)
        .map((c) => c[0]!.toUpperCase())
        .join(''),
    ).toBe('RBBBBBRBR');
    const road = bigEyeBoy(shoe);
    expect(colours(road)).toBe('RBBBBBRBR');
    expect(at(road)).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
  });

  it('small road compares with the column two to the left', () => {
    // Starts at column 3 (column 2 has a single entry). Opens: 1 vs 2 blue; depth 1 vs column 1 (3) red;
    // column 4 opens: 2 vs 3 blue; depth 1 vs column 2 (1) ended at depth 0 blue; depths 2, 3 red.
    const road = smallRoad(shoe);
    expect(colours(road)).toBe('BRBBRR');
    expect(at(road)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
    ]);
  });

  it('cockroach pig compares with the column three to the left', () => {
    // Starts at column 3 depth 1: column 0 (2) reaches it, red. Column 4 opens: 2 vs 2 red; depths
    // 1 and 2 vs column 1 (3) red; depth 3: column 1 ended at depth 2, blue.
    const road = cockroachPig(shoe);
    expect(colours(road)).toBe('RRRRB');
    expect(at(road)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
    ]);
  });

  it('ignores ties and starts no road before its first comparable column', () => {
    expect(derivedMarks(hands('TBTTPT'), 1)).toEqual([]);
    // Columns 1, 1, 1: column 1 has no depth 1, so the road starts as column 2 opens; columns 1 and 0 match, red.
    expect(derivedMarks(hands('TBTTPTB'), 1)).toEqual(['red']);
    // Column 1 depth 1 is the first big eye boy entry.
    expect(derivedMarks(hands('BPP'), 1)).toEqual(['blue']);
    expect(derivedMarks(hands('BPPT'), 2)).toEqual([]);
  });

  it('a derived streak longer than six rows turns right like the big road', () => {
    // Nine bankers then nine players: every player from depth 1 finds column 0 at that depth, eight reds.
    const road = bigEyeBoy(hands('BBBBBBBBBPPPPPPPPP'));
    expect(colours(road)).toBe('RRRRRRRR');
    expect(at(road).slice(5)).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
  });

  it('asks what each derived road would add for the next hand', () => {
    // Another banker makes column 4 five long: depth 4 vs columns 3, 2, 1 (2, 1, 3), all ended earlier, red.
    expect(askRoad(shoe, 'banker')).toEqual({ bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: 'red' });
    // A player opens column 5: column 4 (4) against 2, 1 and 3, blue everywhere.
    expect(askRoad(shoe, 'player')).toEqual({ bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: 'blue' });
    expect(askRoad(hands('B'), 'player')).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
    expect(askRoad(hands('BP'), 'player')).toEqual({ bigEyeBoy: 'blue', smallRoad: null, cockroachPig: null });
  });

  it('roadsOf returns all five roads', () => {
    const all = roadsOf(shoe);
    expect(all.beadPlate).toHaveLength(12);
    expect(all.bigRoad).toHaveLength(12);
    expect(colours(all.bigEyeBoy)).toBe('RBBBBBRBR');
    expect(colours(all.smallRoad)).toBe('BRBBRR');
    expect(colours(all.cockroachPig)).toBe('RRRRB');
  });
});
