import { dayMs, isLocalDate, isUtcOffsetMinutes, minuteMs } from '../sea/local-time';
import { problem, type LotteryProblem } from '../sea/problem';
import { isElottGame, type ElottGame } from './games';

/**
 * Draw times of the fast games. A game runs at a cadence of 1, 3 or 5 minutes; draws fall on the
 * multiples of the cadence after local midnight, numbered 1, 2, ... through the local day (1440,
 * 480 or 288 a day), the last one at midnight closing the day. Betting on a draw closes
 * `closeBeforeSeconds` before it and opens when the previous draw closes, so every instant belongs
 * to exactly one open draw.
 *
 * Draw id: `${game}-${cadence}m-${YYYYMMDD}-${sequence, 4 digits}`, e.g. `k3-1m-20250101-0001`:
 * the game and cadence are in it, so no two draws of the platform share an id.
 */
export const elottCadences = [1, 3, 5] as const;
export type ElottCadence = (typeof elottCadences)[number];

export type ElottSchedule = { cadenceMinutes: ElottCadence; closeBeforeSeconds: number; utcOffsetMinutes: number };

export type ElottDrawSlot = {
  drawId: string;
  game: ElottGame;
  cadenceMinutes: ElottCadence;
  /** The draw's local day, YYYYMMDD. */
  day: string;
  /** 1-based within the local day. */
  sequence: number;
  opensAt: number;
  closeAt: number;
  drawAt: number;
};

/** The platform's defaults: betting shuts 10, 30 or 60 seconds before a 1, 3 or 5 minute draw; UTC+8. */
export const elottDefaultSchedules: Readonly<Record<ElottCadence, ElottSchedule>> = {
  1: { cadenceMinutes: 1, closeBeforeSeconds: 10, utcOffsetMinutes: 480 },
  3: { cadenceMinutes: 3, closeBeforeSeconds: 30, utcOffsetMinutes: 480 },
  5: { cadenceMinutes: 5, closeBeforeSeconds: 60, utcOffsetMinutes: 480 },
};

export const isElottCadence = (n: number): n is ElottCadence => n === 1 || n === 3 || n === 5;

export const elottDrawsPerDay = (cadenceMinutes: ElottCadence): number => 1440 / cadenceMinutes;

export const elottScheduleProblems = (schedule: ElottSchedule): LotteryProblem[] => {
  const problems: LotteryProblem[] = [];
  if (!isElottCadence(schedule.cadenceMinutes)) problems.push(problem('cadenceMinutes', 'bad-schedule'));
  // Closing a whole cadence early or more would leave a draw with no betting window.
  const cadenceSeconds = (isElottCadence(schedule.cadenceMinutes) ? schedule.cadenceMinutes : 1) * 60;
  if (!Number.isInteger(schedule.closeBeforeSeconds) || schedule.closeBeforeSeconds < 0 || schedule.closeBeforeSeconds >= cadenceSeconds) {
    problems.push(problem('closeBeforeSeconds', 'bad-schedule'));
  }
  if (!isUtcOffsetMinutes(schedule.utcOffsetMinutes)) problems.push(problem('utcOffsetMinutes', 'bad-time'));
  return problems;
};

const checkSchedule = (schedule: ElottSchedule): void => {
  if (elottScheduleProblems(schedule).length > 0) throw new RangeError('invalid e-lottery schedule');
};

const dayKey = (localDayIndex: number): string => new Date(localDayIndex * dayMs).toISOString().slice(0, 10).replaceAll('-', '');

/** The slot of the draw held at local time `drawLocalMs` (a multiple of the cadence). */
const slotAt = (game: ElottGame, drawLocalMs: number, schedule: ElottSchedule): ElottDrawSlot => {
  const cadenceMs = schedule.cadenceMinutes * minuteMs;
  // The midnight draw ends the previous day, so count from one cadence earlier.
  const dayIndex = Math.floor((drawLocalMs - cadenceMs) / dayMs);
  const sequence = (drawLocalMs - dayIndex * dayMs) / cadenceMs;
  const day = dayKey(dayIndex);
  const drawAt = drawLocalMs - schedule.utcOffsetMinutes * minuteMs;
  const closeAt = drawAt - schedule.closeBeforeSeconds * 1000;
  return {
    drawId: `${game}-${schedule.cadenceMinutes}m-${day}-${String(sequence).padStart(4, '0')}`,
    game,
    cadenceMinutes: schedule.cadenceMinutes,
    day,
    sequence,
    opensAt: closeAt - cadenceMs,
    closeAt,
    drawAt,
  };
};

/** The draw a bet placed at `atMs` enters: opensAt <= atMs < closeAt. */
export const elottOpenDraw = (game: ElottGame, atMs: number, schedule: ElottSchedule): ElottDrawSlot => {
  checkSchedule(schedule);
  const cadenceMs = schedule.cadenceMinutes * minuteMs;
  const localMs = atMs + schedule.utcOffsetMinutes * minuteMs;
  // The first draw time whose close is still ahead of the bet.
  const drawLocalMs = (Math.floor((localMs + schedule.closeBeforeSeconds * 1000) / cadenceMs) + 1) * cadenceMs;
  return slotAt(game, drawLocalMs, schedule);
};

const idPattern = /^([a-z0-9]+)-([135])m-(\d{8})-(\d{4})$/;

/** A draw id's parts, or null when it is not one this schedule format makes. */
export const parseElottDrawId = (drawId: string): { game: ElottGame; cadenceMinutes: ElottCadence; day: string; sequence: number } | null => {
  const m = idPattern.exec(drawId);
  if (!m) return null;
  const [, game, cadence, day, sequence] = m;
  const cadenceMinutes = Number(cadence);
  const seq = Number(sequence);
  if (!isElottGame(game!) || !isElottCadence(cadenceMinutes)) return null;
  if (seq < 1 || seq > elottDrawsPerDay(cadenceMinutes)) return null;
  if (!isLocalDate(`${day!.slice(0, 4)}-${day!.slice(4, 6)}-${day!.slice(6)}`)) return null;
  return { game, cadenceMinutes, day: day!, sequence: seq };
};

/** The times of a draw named by its id (the verifier shows when it was drawn). Null for a foreign id. */
export const elottDrawById = (drawId: string, schedule: Omit<ElottSchedule, 'cadenceMinutes'>): ElottDrawSlot | null => {
  const parsed = parseElottDrawId(drawId);
  if (!parsed) return null;
  const full: ElottSchedule = { ...schedule, cadenceMinutes: parsed.cadenceMinutes };
  checkSchedule(full);
  const day = parsed.day;
  const dayIndex = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6))) / dayMs;
  return slotAt(parsed.game, dayIndex * dayMs + parsed.sequence * parsed.cadenceMinutes * minuteMs, full);
};
