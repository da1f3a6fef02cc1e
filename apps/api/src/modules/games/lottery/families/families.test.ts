import { drawStructures, elottDefaultSchedules, fourDMalaysiaTable, kenoDefaultPaytable, thaiDefaultOdds } from '@gp/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLotteryGames } from '../lottery-defaults';
import { lotteryFamilies } from './index';

const gameOf = (code: string) => defaultLotteryGames.find((g) => g.game.code === code)!;
const termsOf = (code: string) => gameOf(code).terms;
const scheduleOf = (code: string) => gameOf(code).game.schedule;

describe('every default game', () => {
  it('has terms and a schedule its family accepts', () => {
    for (const { game, terms } of defaultLotteryGames) {
      const family = lotteryFamilies[game.family];
      expect(family.checkSchedule(game.schedule), game.code).toMatchObject({ ok: true });
      expect(family.checkTerms(terms, game.schedule), game.code).toMatchObject({ ok: true });
    }
  });

  it('lists ordered, distinct draws (twenty days; a day of fast ones) and simulates results its family accepts', () => {
    const from = Date.UTC(2026, 11, 7);
    for (const { game } of defaultLotteryGames) {
      const family = lotteryFamilies[game.family];
      const days = game.family === 'elott' ? 1 : 20;
      const slots = family.slots(from, from + days * 86_400_000, game.schedule, game.close_before_seconds);
      expect(slots.length, game.code).toBeGreaterThan(0);
      for (const slot of slots) expect(slot.opensAt < slot.closeAt && slot.closeAt <= slot.drawAt, game.code).toBe(true);
      expect(new Set(slots.map((s) => s.drawKey)).size, game.code).toBe(slots.length);
      if (game.family === 'elott') continue;
      let seed = 7;
      const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
      expect(family.checkResult(family.simulate(random, game.schedule), game.schedule), game.code).toMatchObject({ ok: true });
    }
  });
});

describe('Vietnam', () => {
  const vn = lotteryFamilies.vn;

  it('prices lô north at 23 units a point and keys its liability by the number, capped at five hits', () => {
    const priced = vn.price({ type: 'lo', numbers: ['45'], stake: 1_000, points: 2 }, termsOf('vn-north'), scheduleOf('vn-north'));
    expect(priced).toMatchObject({ ok: true, line: { betType: 'lo', amount: 46_000, maxPayout: 27 * 2 * 80_000 } });
    if (!priced.ok) return;
    expect(priced.line.exposure).toEqual([['45', 5 * 2 * 80_000]]);
  });

  it('keys a đầu đề on all ten numbers it covers', () => {
    const priced = vn.price({ type: 'de-head', numbers: ['4'], stake: 1_000 }, termsOf('vn-south'), scheduleOf('vn-south'));
    expect(priced.ok && priced.line.exposure.map(([n]) => n)).toEqual(['40', '41', '42', '43', '44', '45', '46', '47', '48', '49']);
  });

  it('names the bad field of a line', () => {
    expect(vn.price({ type: 'xien-3', numbers: ['01', '01', '7'], stake: 0 }, termsOf('vn-north'), scheduleOf('vn-north'))).toEqual({
      ok: false,
      problems: [
        { path: 'numbers.1', code: 'duplicate' },
        { path: 'numbers.2', code: 'wrong-digits' },
        { path: 'stake', code: 'not-positive-integer' },
      ],
    });
  });

  it('never pays a line more than its stated maximum (property)', () => {
    const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    const sheet = fc.record(
      Object.fromEntries(
        drawStructures.north.map((shape) => [
          shape.tier,
          fc.array(
            fc.integer({ min: 0, max: 10 ** shape.digits - 1 }).map((n) => String(n).padStart(shape.digits, '0')),
            { minLength: shape.count, maxLength: shape.count },
          ),
        ]),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom('lo', 'de', 'de-first', 'lo-head', 'lo-head-tail'), two, sheet, (type, number, prizes) => {
        const priced = vn.price({ type, numbers: [number], stake: 1_000 }, termsOf('vn-north'), scheduleOf('vn-north'));
        if (!priced.ok) return false;
        const win = vn.settle(type, priced.line.selection, { region: 'north', prizes }, termsOf('vn-north'));
        return win <= priced.line.maxPayout;
      }),
      { numRuns: 300 },
    );
  });
});

describe('4D, Thai and the fast games', () => {
  it('prices a 4D box at the stake times its permutations and keys each', () => {
    const priced = lotteryFamilies['4d'].price({ type: 'big-box', numbers: ['1123'], stake: 100 }, { table: fourDMalaysiaTable }, scheduleOf('4d'));
    expect(priced.ok && [priced.line.amount, priced.line.exposure.length]).toEqual([1_200, 12]);
    expect(lotteryFamilies['4d'].price({ type: 'medium', numbers: ['1123'], stake: 100 }, { table: fourDMalaysiaTable }, scheduleOf('4d'))).toEqual({
      ok: false,
      problems: [{ path: 'type', code: 'unknown-type' }],
    });
  });

  it('settles a Thai last-two bet and refuses a number of the wrong length', () => {
    const thai = lotteryFamilies.thai;
    const priced = thai.price({ type: 'last2', numbers: ['07'], stake: 100 }, { odds: thaiDefaultOdds }, scheduleOf('thai-6d'));
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    const result = { first: '123456', front3: ['111', '222'], last3: ['333', '444'], last2: '07' };
    expect(thai.settle('last2', priced.line.selection, result, { odds: thaiDefaultOdds })).toBe(9_000);
    expect(thai.price({ type: 'last2', numbers: ['7'], stake: 100 }, { odds: thaiDefaultOdds }, scheduleOf('thai-6d'))).toMatchObject({ ok: false });
  });

  it('reads keno picks and sides, and refuses a K3 total outside 3..18', () => {
    const keno = lotteryFamilies.elott;
    const schedule = { game: 'keno', cadenceMinutes: 1, utcOffsetMinutes: elottDefaultSchedules[1].utcOffsetMinutes };
    const pick = keno.price({ type: 'pick', numbers: ['1', '2', '3'], stake: 100 }, { paytable: kenoDefaultPaytable }, schedule);
    expect(pick.ok && pick.line.exposure.map(([n]) => n)).toEqual(['1', '2', '3']);
    const drawn = { numbers: [1, 2, 3, ...Array.from({ length: 17 }, (_, i) => 10 + i)] };
    expect(pick.ok && keno.settle('pick', pick.line.selection, drawn, { paytable: kenoDefaultPaytable })).toBe(3_800);
    const k3 = { game: 'k3', cadenceMinutes: 3, utcOffsetMinutes: 480 };
    expect(lotteryFamilies.elott.price({ type: 'sum', numbers: ['2'], stake: 100 }, termsOf('k3-3m'), k3)).toEqual({
      ok: false,
      problems: [{ path: 'numbers.0', code: 'bad-number' }],
    });
  });
});
