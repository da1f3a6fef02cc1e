import type { FinalResult } from '@gp/contracts';
import type { ParsedMarketKey } from './ids';
import type { Fixture } from './schedule';
import type { MatchClock, MatchEvent, MatchStatus, Score, ScoreUnit, SuspensionReason } from './types';

/**
 * A match's whole life, derived once from its seed: phases (periods and breaks), events, the score
 * after each event, the windows in which markets are suspended, and the official result with its
 * optional correction. Everything the feed says about a match at time t is read off this.
 */

export type Phase = {
  kind: 'play' | 'break';
  /** `first-half`, `half-time`, `q1`, `ot1`, `set2`, `map3`, `break` ... */
  name: string;
  period: number;
  start: number;
  end: number;
  /** Seconds of play elapsed in the match when the phase starts (a break keeps the last value). */
  clockStart: number;
};

export type Window = { from: number; to: number; reason: SuspensionReason };

/** A market as the model sees it: true probabilities, before the margin. */
export type MarketDraft = {
  key: string;
  kind: ParsedMarketKey['kind'];
  lineQuarters?: number;
  main: boolean;
  outcomes: { key: string; probability: number; lineQuarters?: number }[];
};

export type Timeline = {
  fixture: Fixture;
  unit: ScoreUnit;
  /** Line unit for handicap and total markets, when it differs from the score's (tennis: games). */
  lineUnit: ScoreUnit;
  /** When the match ends: the final whistle, or the abandonment. */
  endsAt: number;
  abandonedAt: number | null;
  phases: Phase[];
  events: MatchEvent[];
  /** The score after each scoring event; the first is 0-0 at kick-off. */
  snapshots: { at: number; score: Score }[];
  suspensions: Window[];
  correction: { at: number; score: Score } | null;
  /** Which model state prices at time t: equal keys give equal prices (the feed caches by it). */
  priceKey: (at: number) => string;
  /** Markets with their true probabilities at time t (t before the end). */
  price: (at: number) => MarketDraft[];
  /** The final score a market settles on: tennis handicaps and totals count games, the winner sets. */
  resultFor: (market: ParsedMarketKey, score: Score) => FinalResult;
};

export const lastIndexAtOrBefore = <T extends { at: number }>(items: readonly T[], at: number): number => {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (items[mid]!.at <= at) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
};

export const snapshotIndexAt = (timeline: Timeline, at: number): number => lastIndexAtOrBefore(timeline.snapshots, at);

export const statusAt = (timeline: Timeline, at: number): MatchStatus => {
  if (at < timeline.fixture.startsAt) return 'scheduled';
  if (at < timeline.endsAt) return 'live';
  return timeline.abandonedAt === null ? 'ended' : 'abandoned';
};

/** The score at t: the last snapshot at or before t (the final score once ended). */
export const scoreAt = (timeline: Timeline, at: number): Score | null => {
  if (at < timeline.fixture.startsAt) return null;
  const index = snapshotIndexAt(timeline, Math.min(at, timeline.endsAt));
  return timeline.snapshots[Math.max(0, index)]!.score;
};

export const phaseAt = (timeline: Timeline, at: number): Phase | null => timeline.phases.find((p) => at >= p.start && at < p.end) ?? null;

export const clockAt = (timeline: Timeline, at: number): MatchClock | null => {
  if (at < timeline.fixture.startsAt) return null;
  const time = Math.min(at, timeline.endsAt);
  const phase = phaseAt(timeline, time) ?? timeline.phases.findLast((p) => p.start <= time) ?? null;
  if (!phase) return null;
  const running = phase.kind === 'play' && at < timeline.endsAt;
  const inPhase = phase.kind === 'play' ? Math.floor((Math.min(time, phase.end) - phase.start) / 1000) : 0;
  const elapsedSeconds = phase.clockStart + inPhase;
  const clock: MatchClock = { phase: at >= timeline.endsAt ? 'full-time' : phase.name, period: phase.period, elapsedSeconds, running };
  // The broadcaster's minute: 1.. in the first half (past 45 in stoppage), 46.. in the second, 45 at half-time.
  if (timeline.fixture.sport === 'football') clock.minute = phase.kind === 'play' ? (phase.period === 2 ? 45 : 0) + Math.floor(inPhase / 60) + 1 : 45;
  return clock;
};

/** Why markets are suspended at t, if they are (windows around events, breaks). */
export const suspensionAt = (timeline: Timeline, at: number): SuspensionReason | null =>
  timeline.suspensions.find((w) => at >= w.from && at < w.to)?.reason ?? null;

export const eventsUntil = (timeline: Timeline, at: number): MatchEvent[] => timeline.events.filter((e) => e.at <= at);

/** Play seconds -> wall time, for events generated on the match clock. */
export const wallTimeOf = (phases: readonly Phase[], playSeconds: number): number => {
  const plays = phases.filter((p) => p.kind === 'play');
  const phase = plays.find((p) => playSeconds < p.clockStart + (p.end - p.start) / 1000) ?? plays.at(-1)!;
  return phase.start + Math.round((playSeconds - phase.clockStart) * 1000);
};

/** Builds consecutive phases from their lengths in seconds, starting at kick-off. */
export const phasesFrom = (startsAt: number, parts: readonly { kind: 'play' | 'break'; name: string; period: number; seconds: number }[]): Phase[] => {
  const phases: Phase[] = [];
  let at = startsAt;
  let clock = 0;
  for (const part of parts) {
    phases.push({ kind: part.kind, name: part.name, period: part.period, start: at, end: at + part.seconds * 1000, clockStart: clock });
    at += part.seconds * 1000;
    if (part.kind === 'play') clock += part.seconds;
  }
  return phases;
};

/** Suspension windows for the breaks between play phases, and a short one at kick-off. */
export const breakWindows = (phases: readonly Phase[], kickOffSeconds = 20): Window[] => [
  { from: phases[0]!.start - 5_000, to: phases[0]!.start + kickOffSeconds * 1000, reason: 'kick-off' },
  ...phases.filter((p) => p.kind === 'break').map((p): Window => ({ from: p.start, to: p.end, reason: 'break' })),
];

/** Cuts a match short at `abandonedAt`: later events, snapshots and phases are dropped. */
export const abandon = <T extends Pick<Timeline, 'events' | 'snapshots' | 'phases' | 'suspensions'>>(parts: T, abandonedAt: number): T => ({
  ...parts,
  events: [
    ...parts.events.filter((e) => e.at < abandonedAt),
    { at: abandonedAt, kind: 'abandoned', period: parts.phases.findLast((p) => p.start <= abandonedAt)?.period ?? 1 },
  ],
  snapshots: parts.snapshots.filter((s) => s.at < abandonedAt),
  phases: parts.phases.filter((p) => p.start < abandonedAt).map((p) => (p.end > abandonedAt ? { ...p, end: abandonedAt } : p)),
  suspensions: parts.suspensions.filter((w) => w.from < abandonedAt),
});
