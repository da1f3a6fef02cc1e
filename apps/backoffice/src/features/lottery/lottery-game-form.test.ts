import type { LotteryAdminGame } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { gameFormOf, gamePatchOf, type ScheduleForm } from './lottery-game-form';

const thaiOf = (schedule: ScheduleForm) => {
  if (schedule.family !== 'thai') throw new Error('not a Thai calendar');
  return schedule;
};

const base: LotteryAdminGame = {
  gameCode: 'sg-4d',
  family: '4d',
  prizeMode: 'sea',
  menuGroup: '4d',
  vendorCode: 'lottery',
  catalogGameCode: 'sg-4d',
  terms: {},
  termsVersion: '3',
  schedule: { weekdays: [3, 6, 0], drawTime: { hour: 19, minute: 0 }, utcOffsetMinutes: 480, extraDates: ['2026-12-29'], skippedDates: [] },
  minStake: 100,
  maxStake: 500_000,
  memberDrawLimit: null,
  numberLimit: 1_000_000,
  closeBeforeSeconds: 1_800,
  payoutDelaySeconds: 0,
  enabled: true,
  sort: 10,
};

describe('gameFormOf and gamePatchOf', () => {
  it('shows money in major units and round-trips a 4D calendar', () => {
    const form = gameFormOf(base);
    expect(form).toMatchObject({ minStake: '1', maxStake: '5000', numberLimit: '10000', memberDrawLimit: '', closeBeforeSeconds: '1800' });
    expect(form.schedule).toEqual({
      family: '4d',
      weekdays: [3, 6, 0],
      drawTime: '19:00',
      utcOffsetMinutes: '480',
      extraDates: '2026-12-29',
      skippedDates: '',
    });
    expect(gamePatchOf(form, base.schedule)).toEqual({
      ok: true,
      patch: {
        minStake: 100,
        maxStake: 500_000,
        numberLimit: 1_000_000,
        memberDrawLimit: null,
        closeBeforeSeconds: 1_800,
        payoutDelaySeconds: 0,
        enabled: true,
        sort: 10,
        schedule: { weekdays: [0, 3, 6], drawTime: { hour: 19, minute: 0 }, utcOffsetMinutes: 480, extraDates: ['2026-12-29'], skippedDates: [] },
      },
    });
  });

  it('reads edited limits exactly and a blank limit as none', () => {
    const form = { ...gameFormOf(base), minStake: '0.10', maxStake: '1,234.56', numberLimit: '', memberDrawLimit: '2500.5', enabled: false };
    const sent = gamePatchOf(form, base.schedule);
    expect(sent.ok && sent.patch).toMatchObject({ minStake: 10, maxStake: 123_456, numberLimit: null, memberDrawLimit: 250_050, enabled: false });
  });

  it('names the fields it cannot read', () => {
    const form = gameFormOf(base);
    const sent = gamePatchOf(
      {
        ...form,
        maxStake: 'lots',
        sort: '1.5',
        schedule: { ...form.schedule, family: '4d', weekdays: [], drawTime: '7pm', utcOffsetMinutes: '480', extraDates: '', skippedDates: '' },
      },
      base.schedule,
    );
    expect(sent).toEqual({
      ok: false,
      problems: [
        { path: 'maxStake', code: 'money' },
        { path: 'sort', code: 'integer' },
        { path: 'schedule.drawTime', code: 'time' },
      ],
    });
  });

  it('maps the Thai calendar’s days, moves and skips', () => {
    const thai: LotteryAdminGame = {
      ...base,
      family: 'thai',
      schedule: { daysOfMonth: [1, 16], drawTime: { hour: 14, minute: 30 }, utcOffsetMinutes: 420, moved: { '2027-01-01': '2026-12-30' }, skippedDates: [] },
    };
    const form = gameFormOf(thai);
    expect(form.schedule).toMatchObject({ daysOfMonth: '1, 16', drawTime: '14:30', moved: '2027-01-01 2026-12-30' });
    const edited = {
      ...form,
      schedule: { ...form.schedule, moved: '2027-01-01 -> 2026-12-30\n2027-05-01 = 2027-05-02\n', skippedDates: '2027-04-16, 2027-08-01' },
    };
    const sent = gamePatchOf(edited, thai.schedule);
    expect(sent.ok && sent.patch.schedule).toEqual({
      daysOfMonth: [1, 16],
      drawTime: { hour: 14, minute: 30 },
      utcOffsetMinutes: 420,
      moved: { '2027-01-01': '2026-12-30', '2027-05-01': '2027-05-02' },
      skippedDates: ['2027-04-16', '2027-08-01'],
    });
    const bad = gamePatchOf({ ...form, schedule: { ...thaiOf(form.schedule), moved: '2027-01-01' } }, thai.schedule);
    expect(bad).toEqual({ ok: false, problems: [{ path: 'schedule.moved', code: 'date-pair' }] });
  });

  it('sends no schedule for Vietnam and keeps the e-lottery’s game', () => {
    const vn = gamePatchOf(gameFormOf({ ...base, family: 'vn', schedule: { region: 'north' } }), { region: 'north' });
    expect(vn.ok && 'schedule' in vn.patch).toBe(false);
    const elott = { ...base, family: 'elott' as const, schedule: { game: 'k3', cadenceMinutes: 3, utcOffsetMinutes: 420 } };
    const form = gameFormOf(elott);
    const sent = gamePatchOf(
      { ...form, schedule: { ...form.schedule, family: 'elott', game: 'keno', cadenceMinutes: '5', utcOffsetMinutes: '420' } },
      elott.schedule,
    );
    expect(sent.ok && sent.patch.schedule).toEqual({ game: 'k3', cadenceMinutes: 5, utcOffsetMinutes: 420 });
  });
});
