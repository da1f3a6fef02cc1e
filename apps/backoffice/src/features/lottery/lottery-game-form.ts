import type { LotteryAdminGame, LotteryGamePatch } from '@gp/contracts';
import { parseMoneyInput, toMoneyInput } from '../../shared/format/money';

/**
 * The game editor's model: limits in major units as typed, times in seconds, and the draw calendar
 * of the game's family as text. `gamePatchOf` turns it into the PUT body, or the fields it cannot
 * read; the server checks the rest (the calendar's own rules) and its problems land on the same
 * field names (`schedule.weekdays`, `maxStake`).
 */
export type ScheduleForm =
  | { family: 'vn'; region: string }
  | { family: '4d'; weekdays: number[]; drawTime: string; utcOffsetMinutes: string; extraDates: string; skippedDates: string }
  | { family: 'thai'; daysOfMonth: string; drawTime: string; utcOffsetMinutes: string; moved: string; skippedDates: string }
  | { family: 'elott'; game: string; cadenceMinutes: string; utcOffsetMinutes: string };

export type GameForm = {
  minStake: string;
  maxStake: string;
  /** Blank: no limit. */
  numberLimit: string;
  memberDrawLimit: string;
  closeBeforeSeconds: string;
  payoutDelaySeconds: string;
  enabled: boolean;
  sort: string;
  schedule: ScheduleForm;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pad = (n: number) => String(n).padStart(2, '0');
const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const numberList = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const numberText = (v: unknown): string => (typeof v === 'number' ? String(v) : '');

/** `{hour: 19, minute: 0}` -> "19:00" (the value of an <input type="time">). */
export const timeText = (v: unknown): string =>
  isRecord(v) && typeof v.hour === 'number' && typeof v.minute === 'number' ? `${pad(v.hour)}:${pad(v.minute)}` : '';

/** Dates one a line (or separated by commas or spaces), blanks dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export const scheduleFormOf = (family: LotteryAdminGame['family'], schedule: Record<string, unknown>): ScheduleForm => {
  switch (family) {
    case 'vn':
      return { family, region: typeof schedule.region === 'string' ? schedule.region : '' };
    case '4d':
      return {
        family,
        weekdays: numberList(schedule.weekdays),
        drawTime: timeText(schedule.drawTime),
        utcOffsetMinutes: numberText(schedule.utcOffsetMinutes),
        extraDates: stringList(schedule.extraDates).join('\n'),
        skippedDates: stringList(schedule.skippedDates).join('\n'),
      };
    case 'thai':
      return {
        family,
        daysOfMonth: numberList(schedule.daysOfMonth).join(', '),
        drawTime: timeText(schedule.drawTime),
        utcOffsetMinutes: numberText(schedule.utcOffsetMinutes),
        moved: Object.entries(isRecord(schedule.moved) ? schedule.moved : {})
          .map(([from, to]) => `${from} ${String(to)}`)
          .join('\n'),
        skippedDates: stringList(schedule.skippedDates).join('\n'),
      };
    case 'elott':
      return {
        family,
        game: typeof schedule.game === 'string' ? schedule.game : '',
        cadenceMinutes: numberText(schedule.cadenceMinutes),
        utcOffsetMinutes: numberText(schedule.utcOffsetMinutes),
      };
  }
};

export const gameFormOf = (game: LotteryAdminGame): GameForm => ({
  minStake: toMoneyInput(game.minStake),
  maxStake: toMoneyInput(game.maxStake),
  numberLimit: game.numberLimit === null ? '' : toMoneyInput(game.numberLimit),
  memberDrawLimit: game.memberDrawLimit === null ? '' : toMoneyInput(game.memberDrawLimit),
  closeBeforeSeconds: String(game.closeBeforeSeconds),
  payoutDelaySeconds: String(game.payoutDelaySeconds),
  enabled: game.enabled,
  sort: String(game.sort),
  schedule: scheduleFormOf(game.family, game.schedule),
});

/** Why a field cannot be read: the editor words each code. */
export type FormProblemCode = 'money' | 'integer' | 'time' | 'date-pair';
export type FormProblem = { path: string; code: FormProblemCode };

const INTEGER = /^-?\d{1,9}$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

type Reader = { problems: FormProblem[] };

const readInteger = (r: Reader, path: string, text: string): number => {
  const value = text.trim();
  if (!INTEGER.test(value)) {
    r.problems.push({ path, code: 'integer' });
    return 0;
  }
  return Number(value);
};

const readMoney = (r: Reader, path: string, text: string, optional: boolean): number | null => {
  if (optional && text.trim() === '') return null;
  const value = parseMoneyInput(text);
  if (Number.isNaN(value)) r.problems.push({ path, code: 'money' });
  return value;
};

const readTime = (r: Reader, path: string, text: string): { hour: number; minute: number } => {
  const match = TIME.exec(text.trim());
  if (!match) {
    r.problems.push({ path, code: 'time' });
    return { hour: 0, minute: 0 };
  }
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

/** "2027-01-01 2026-12-30" per line (also "->" or "=" between): nominal date to the actual one. */
const readMoved = (r: Reader, path: string, text: string): Record<string, string> => {
  const moved: Record<string, string> = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const parts = line.split(/\s*(?:->|→|=|\s)\s*/).filter(Boolean);
    if (parts.length !== 2) {
      r.problems.push({ path, code: 'date-pair' });
      continue;
    }
    moved[parts[0]!] = parts[1]!;
  }
  return moved;
};

/** The schedule to send; Vietnam's region is fixed (its draws come from the official calendar), so it sends none. */
export const scheduleOf = (r: Reader, form: ScheduleForm, original: Record<string, unknown>): Record<string, unknown> | undefined => {
  switch (form.family) {
    case 'vn':
      return undefined;
    case '4d':
      return {
        weekdays: [...form.weekdays].sort((a, b) => a - b),
        drawTime: readTime(r, 'schedule.drawTime', form.drawTime),
        utcOffsetMinutes: readInteger(r, 'schedule.utcOffsetMinutes', form.utcOffsetMinutes),
        extraDates: linesOf(form.extraDates),
        skippedDates: linesOf(form.skippedDates),
      };
    case 'thai':
      return {
        daysOfMonth: linesOf(form.daysOfMonth).map((d) => readInteger(r, 'schedule.daysOfMonth', d)),
        drawTime: readTime(r, 'schedule.drawTime', form.drawTime),
        utcOffsetMinutes: readInteger(r, 'schedule.utcOffsetMinutes', form.utcOffsetMinutes),
        moved: readMoved(r, 'schedule.moved', form.moved),
        skippedDates: linesOf(form.skippedDates),
      };
    case 'elott':
      // The game itself stays: its paytable is priced for it.
      return {
        game: original.game,
        cadenceMinutes: readInteger(r, 'schedule.cadenceMinutes', form.cadenceMinutes),
        utcOffsetMinutes: readInteger(r, 'schedule.utcOffsetMinutes', form.utcOffsetMinutes),
      };
  }
};

/** The PUT body of the game editor, or the fields that cannot be read. */
export const gamePatchOf = (
  form: GameForm,
  original: Record<string, unknown>,
): { ok: true; patch: LotteryGamePatch } | { ok: false; problems: FormProblem[] } => {
  const r: Reader = { problems: [] };
  const minStake = readMoney(r, 'minStake', form.minStake, false) ?? 0;
  const maxStake = readMoney(r, 'maxStake', form.maxStake, false) ?? 0;
  const numberLimit = readMoney(r, 'numberLimit', form.numberLimit, true);
  const memberDrawLimit = readMoney(r, 'memberDrawLimit', form.memberDrawLimit, true);
  const closeBeforeSeconds = readInteger(r, 'closeBeforeSeconds', form.closeBeforeSeconds);
  const payoutDelaySeconds = readInteger(r, 'payoutDelaySeconds', form.payoutDelaySeconds);
  const sort = readInteger(r, 'sort', form.sort);
  const schedule = scheduleOf(r, form.schedule, original);
  if (r.problems.length > 0) return { ok: false, problems: r.problems };
  return {
    ok: true,
    patch: {
      minStake,
      maxStake,
      numberLimit,
      memberDrawLimit,
      closeBeforeSeconds,
      payoutDelaySeconds,
      enabled: form.enabled,
      sort,
      ...(schedule ? { schedule } : {}),
    },
  };
};
