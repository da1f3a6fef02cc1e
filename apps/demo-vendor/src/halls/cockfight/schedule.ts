/**
 * The cockpit's clock. Fights follow each other on a fixed cycle counted from an epoch, so any
 * process can tell from the time alone which fight is on and in which phase; only the length of
 * the fight itself varies (it comes from the fight's card, see `fightCard`).
 *
 * One cycle (defaults):  0 s betting opens · 80 s last call · 90 s betting closes · 100 s the fight
 * starts · 20-60 s later the result · 15 s showing it · a pause until the next fight at 180 s.
 */

export type CockfightSchedule = {
  /** Fight 0 opens at this instant (ms since the Unix epoch). */
  epochMs: number;
  cycleMs: number;
  /** From the opening to the close of betting; the last `lastCallMs` of it are the last call. */
  bettingMs: number;
  lastCallMs: number;
  /** Between the close of betting and the first blow (the roosters are shown, the odds are final). */
  closedMs: number;
  minFightMs: number;
  maxFightMs: number;
  /** How long the result stays up before the pause. */
  resultMs: number;
};

export const cockfightSchedule: CockfightSchedule = {
  epochMs: 0,
  cycleMs: 180_000,
  bettingMs: 90_000,
  lastCallMs: 10_000,
  closedMs: 10_000,
  minFightMs: 20_000,
  maxFightMs: 60_000,
  resultMs: 15_000,
};

export const cockfightPhases = ['betting', 'last-call', 'closed', 'fighting', 'result', 'pause'] as const;
export type CockfightPhase = (typeof cockfightPhases)[number];

/** The instants (ms since the Unix epoch) at which one fight's phases begin. */
export type FightTimes = {
  opensAt: number;
  lastCallAt: number;
  closesAt: number;
  startsAt: number;
  /** The result is known from here. */
  endsAt: number;
  pauseAt: number;
  nextOpensAt: number;
};

/** Throws unless the longest fight and its result fit in one cycle. */
export const assertSchedule = (schedule: CockfightSchedule): void => {
  const longest = schedule.bettingMs + schedule.closedMs + schedule.maxFightMs + schedule.resultMs;
  if (schedule.lastCallMs > schedule.bettingMs || schedule.minFightMs > schedule.maxFightMs || longest > schedule.cycleMs) {
    throw new RangeError('the cockfight schedule does not fit its cycle');
  }
};

/** The fight whose cycle contains `timeMs` (negative before the epoch). */
export const fightNumberAt = (timeMs: number, schedule: CockfightSchedule = cockfightSchedule): number =>
  Math.floor((timeMs - schedule.epochMs) / schedule.cycleMs);

/** When each phase of fight `fightNumber` begins, given how long the fight lasts (`card.fightMs`). */
export const fightTimes = (fightNumber: number, fightMs: number, schedule: CockfightSchedule = cockfightSchedule): FightTimes => {
  const opensAt = schedule.epochMs + fightNumber * schedule.cycleMs;
  const closesAt = opensAt + schedule.bettingMs;
  const startsAt = closesAt + schedule.closedMs;
  const endsAt = startsAt + fightMs;
  return {
    opensAt,
    lastCallAt: closesAt - schedule.lastCallMs,
    closesAt,
    startsAt,
    endsAt,
    pauseAt: endsAt + schedule.resultMs,
    nextOpensAt: opensAt + schedule.cycleMs,
  };
};

/** The phase at `timeMs` of the fight with these times, and when that phase ends. */
export const phaseOf = (times: FightTimes, timeMs: number): { phase: CockfightPhase; endsAt: number } => {
  if (timeMs < times.lastCallAt) return { phase: 'betting', endsAt: times.lastCallAt };
  if (timeMs < times.closesAt) return { phase: 'last-call', endsAt: times.closesAt };
  if (timeMs < times.startsAt) return { phase: 'closed', endsAt: times.startsAt };
  if (timeMs < times.endsAt) return { phase: 'fighting', endsAt: times.endsAt };
  if (timeMs < times.pauseAt) return { phase: 'result', endsAt: times.pauseAt };
  return { phase: 'pause', endsAt: times.nextOpensAt };
};

/** Bets are taken in the betting phase and the last call, nowhere else. */
export const isBettingOpen = (phase: CockfightPhase): boolean => phase === 'betting' || phase === 'last-call';
