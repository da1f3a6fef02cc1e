import { lineDrafts } from './line-markets';
import { clamp, handicapHomeProbability, overProbability, type IntegerDistribution } from './model-math';
import { rngOf } from './random';
import { ratingOf, type Fixture } from './schedule';
import { abandon, lastIndexAtOrBefore, phasesFrom, type MarketDraft, type Timeline, type Window } from './timeline';
import type { MatchEvent, Score } from './types';

/**
 * Tennis, best of three sets, simulated game by game: the server holds with the player's hold
 * probability (0.60-0.92, from the ratings), sets go to 6 with a two-game lead, 7-5, or a tiebreak
 * at 6-6 (won by the stronger server more often). Games last 3-5.5 minutes, tiebreaks 7-12; players
 * change ends after every odd game (90 seconds) and rest 2 minutes between sets; markets are
 * suspended in those breaks and for 15 seconds around each game.
 *
 * Prices are exact for this model: a recursion over (sets, games, server) gives the joint chance
 * of the winner and of the games each player still wins. The winner market counts sets; handicap and
 * total markets count games over the whole match (half lines). Prices move with each game, not with
 * time. A player retires in about 2% of matches (void); tennis results are never corrected.
 */

type State = { setsHome: number; setsAway: number; gamesHome: number; gamesAway: number; homeServes: boolean };
type Outcomes = Map<number, number>;

const encode = (gamesHome: number, gamesAway: number, homeWins: boolean): number => (gamesHome * 64 + gamesAway) * 2 + (homeWins ? 1 : 0);
const decode = (key: number): { gamesHome: number; gamesAway: number; homeWins: boolean } => ({
  gamesHome: Math.floor(key / 128),
  gamesAway: Math.floor(key / 2) % 64,
  homeWins: key % 2 === 1,
});

const setOver = (own: number, other: number): boolean => (own >= 6 && own - other >= 2) || own === 7;

/** The joint distribution of (games home still wins, games away still wins, who wins), memoised. */
const outcomesModel = (holdHome: number, holdAway: number, tiebreakHome: number) => {
  const memo = new Map<string, Outcomes>();
  const add = (into: Outcomes, from: Outcomes, weight: number, homeGame: boolean): void => {
    for (const [key, p] of from) {
      const d = decode(key);
      const next = encode(d.gamesHome + (homeGame ? 1 : 0), d.gamesAway + (homeGame ? 0 : 1), d.homeWins);
      into.set(next, (into.get(next) ?? 0) + p * weight);
    }
  };
  const after = (s: State, homeGame: boolean): State => {
    const gamesHome = s.gamesHome + (homeGame ? 1 : 0);
    const gamesAway = s.gamesAway + (homeGame ? 0 : 1);
    const ended = homeGame ? setOver(gamesHome, gamesAway) : setOver(gamesAway, gamesHome);
    if (!ended) return { ...s, gamesHome, gamesAway, homeServes: !s.homeServes };
    return { setsHome: s.setsHome + (homeGame ? 1 : 0), setsAway: s.setsAway + (homeGame ? 0 : 1), gamesHome: 0, gamesAway: 0, homeServes: !s.homeServes };
  };
  const outcomes = (s: State): Outcomes => {
    if (s.setsHome === 2) return new Map([[encode(0, 0, true), 1]]);
    if (s.setsAway === 2) return new Map([[encode(0, 0, false), 1]]);
    const key = `${s.setsHome}${s.setsAway}:${s.gamesHome}:${s.gamesAway}:${s.homeServes ? 'h' : 'a'}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const tiebreak = s.gamesHome === 6 && s.gamesAway === 6;
    const pHome = tiebreak ? tiebreakHome : s.homeServes ? holdHome : 1 - holdAway;
    const result: Outcomes = new Map();
    add(result, outcomes(after(s, true)), pHome, true);
    add(result, outcomes(after(s, false)), 1 - pHome, false);
    memo.set(key, result);
    return result;
  };
  return outcomes;
};

export const tennisTimeline = (seed: string, fixture: Fixture): Timeline => {
  const rng = rngOf(`${seed}|match|${fixture.id}`);
  const home = ratingOf(seed, fixture.league, fixture.home.key);
  const away = ratingOf(seed, fixture.league, fixture.away.key);
  const holdHome = clamp(0.77 + 0.25 * (home - away) + rng.between(-0.02, 0.02), 0.6, 0.92);
  const holdAway = clamp(0.77 + 0.25 * (away - home) + rng.between(-0.02, 0.02), 0.6, 0.92);
  const tiebreakHome = clamp(0.5 + 1.2 * (holdHome - holdAway), 0.15, 0.85);
  const model = outcomesModel(holdHome, holdAway, tiebreakHome);

  const parts: { kind: 'play' | 'break'; name: string; period: number; seconds: number }[] = [];
  const games: { home: boolean; set: number; partIndex: number; setEnds: boolean }[] = [];
  let state: State = { setsHome: 0, setsAway: 0, gamesHome: 0, gamesAway: 0, homeServes: rng.chance(0.5) };
  const firstServerHome = state.homeServes;
  while (state.setsHome < 2 && state.setsAway < 2) {
    const set = state.setsHome + state.setsAway + 1;
    const tiebreak = state.gamesHome === 6 && state.gamesAway === 6;
    const pHome = tiebreak ? tiebreakHome : state.homeServes ? holdHome : 1 - holdAway;
    const homeGame = rng.chance(pHome);
    parts.push({ kind: 'play', name: `set${set}`, period: set, seconds: tiebreak ? rng.int(420, 720) : rng.int(180, 330) });
    const gamesHome = state.gamesHome + (homeGame ? 1 : 0);
    const gamesAway = state.gamesAway + (homeGame ? 0 : 1);
    const setEnds = homeGame ? setOver(gamesHome, gamesAway) : setOver(gamesAway, gamesHome);
    games.push({ home: homeGame, set, partIndex: parts.length - 1, setEnds });
    state = setEnds
      ? {
          setsHome: state.setsHome + (homeGame ? 1 : 0),
          setsAway: state.setsAway + (homeGame ? 0 : 1),
          gamesHome: 0,
          gamesAway: 0,
          homeServes: !state.homeServes,
        }
      : { ...state, gamesHome, gamesAway, homeServes: !state.homeServes };
    const matchOver = state.setsHome === 2 || state.setsAway === 2;
    if (setEnds && !matchOver) parts.push({ kind: 'break', name: 'set-break', period: set, seconds: 120 });
    else if (!setEnds && (gamesHome + gamesAway) % 2 === 1) parts.push({ kind: 'break', name: 'changeover', period: set, seconds: 90 });
  }
  const phases = phasesFrom(fixture.startsAt, parts);

  const events: MatchEvent[] = [];
  const snapshots: { at: number; score: Score }[] = [
    { at: fixture.startsAt, score: { home: 0, away: 0, unit: 'sets', periods: [{ home: 0, away: 0 }], server: firstServerHome ? 'home' : 'away' } },
  ];
  for (const g of games) {
    const at = phases[g.partIndex]!.end;
    const side = g.home ? 'home' : 'away';
    events.push({ at, kind: 'game', side, period: g.set });
    const last = snapshots.at(-1)!.score;
    const periods = last.periods.map((p, i) => (i === last.periods.length - 1 ? { home: p.home + (g.home ? 1 : 0), away: p.away + (g.home ? 0 : 1) } : p));
    const server = last.server === 'home' ? 'away' : 'home';
    if (!g.setEnds) {
      snapshots.push({ at, score: { ...last, periods, server } });
      continue;
    }
    events.push({ at, kind: 'set', side, period: g.set });
    const sets = { home: last.home + (g.home ? 1 : 0), away: last.away + (g.home ? 0 : 1) };
    const over = sets.home === 2 || sets.away === 2;
    snapshots.push({ at, score: { ...last, ...sets, periods: over ? periods : [...periods, { home: 0, away: 0 }], server } });
  }

  const suspensions: Window[] = [
    { from: fixture.startsAt - 5_000, to: fixture.startsAt + 20_000, reason: 'kick-off' },
    ...phases.filter((p) => p.kind === 'break').map((p): Window => ({ from: p.start, to: p.end, reason: 'break' })),
    ...events.filter((e) => e.kind === 'game').map((e): Window => ({ from: e.at - 5_000, to: e.at + 10_000, reason: 'event' })),
  ];
  let built = { events, snapshots, phases, suspensions };
  let abandonedAt: number | null = null;
  if (games.length > 4 && rng.chance(0.02)) {
    // A retirement, announced a minute after a game.
    abandonedAt = events.filter((e) => e.kind === 'game')[rng.int(2, games.length - 2)]!.at + 60_000;
    built = abandon(built, abandonedAt);
  }
  const endsAt = abandonedAt ?? phases.at(-1)!.end;

  const stateOf = (score: Score): State => {
    const current = score.periods.at(-1)!;
    return { setsHome: score.home, setsAway: score.away, gamesHome: current.home, gamesAway: current.away, homeServes: score.server === 'home' };
  };
  const gamesOf = (score: Score): { home: number; away: number } =>
    score.periods.reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), { home: 0, away: 0 });

  const price = (at: number): MarketDraft[] => {
    const live = at >= fixture.startsAt;
    const score = live ? built.snapshots[Math.max(0, lastIndexAtOrBefore(built.snapshots, at))]!.score : snapshots[0]!.score;
    const played = gamesOf(score);
    // Before the toss nobody knows who serves first: both orders, half each.
    const joint = new Map<number, number>();
    const states = live ? [stateOf(score)] : [true, false].map((homeServes) => ({ ...stateOf(score), homeServes }));
    for (const s of states) for (const [key, p] of model(s)) joint.set(key, (joint.get(key) ?? 0) + p / states.length);
    const size = 80;
    const margin: IntegerDistribution = { offset: -size, probabilities: new Array<number>(2 * size + 1).fill(0) };
    const total: IntegerDistribution = { offset: 0, probabilities: new Array<number>(size + 1).fill(0) };
    let homeWins = 0;
    for (const [key, p] of joint) {
      const d = decode(key);
      if (d.homeWins) homeWins += p;
      margin.probabilities[played.home + d.gamesHome - played.away - d.gamesAway + size]! += p;
      total.probabilities[played.home + d.gamesHome + played.away + d.gamesAway]! += p;
    }
    return [
      {
        key: 'ml',
        kind: 'match-winner',
        main: true,
        outcomes: [
          { key: 'home', probability: homeWins },
          { key: 'away', probability: 1 - homeWins },
        ],
      },
      ...lineDrafts({ kind: 'asian-handicap', min: -50, max: 50, step: 4, around: 2, search: (q) => handicapHomeProbability(margin, q) }),
      ...lineDrafts({ kind: 'total', min: 50, max: 190, step: 4, around: 2, search: (q) => overProbability(total, q) }),
    ];
  };

  return {
    fixture,
    unit: 'sets',
    lineUnit: 'games',
    endsAt,
    abandonedAt,
    ...built,
    correction: null,
    priceKey: (at) => (at < fixture.startsAt ? 'pre' : String(lastIndexAtOrBefore(built.snapshots, at))),
    price,
    resultFor: (market, score) => {
      if (market.kind === 'asian-handicap' || market.kind === 'total') {
        const g = gamesOf(score);
        return { kind: 'score', home: g.home, away: g.away };
      }
      return { kind: 'score', home: score.home, away: score.away };
    },
  };
};
