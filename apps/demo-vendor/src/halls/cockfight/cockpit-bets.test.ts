import { describe, expect, it } from 'vitest';
import { betsByKind, checkCockpitBet, cockpitLimits, noBets } from './cockpit-bets';

describe('a cockpit bet against the limits', () => {
  it('takes whole units within the limits', () => {
    expect(checkCockpitBet(cockpitLimits, { kind: 'meron', amount: 100 }, noBets)).toEqual({ ok: true });
    expect(checkCockpitBet(cockpitLimits, { kind: 'draw', amount: 50_000 }, noBets)).toEqual({ ok: true });
  });

  it('refuses fractions of a unit and amounts that are not positive integers', () => {
    for (const amount of [150, 0, -100, 1.5, Number.NaN]) {
      expect(checkCockpitBet(cockpitLimits, { kind: 'wala', amount }, noBets)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    }
  });

  it('counts what the player already has on the kind against its maximum', () => {
    const placed = { meron: 999_900, wala: 0, draw: 49_900 };
    expect(checkCockpitBet(cockpitLimits, { kind: 'meron', amount: 100 }, placed)).toEqual({ ok: true });
    expect(checkCockpitBet(cockpitLimits, { kind: 'meron', amount: 200 }, placed)).toEqual({ ok: false, code: 'ABOVE_MAX' });
    expect(checkCockpitBet(cockpitLimits, { kind: 'draw', amount: 200 }, placed)).toEqual({ ok: false, code: 'ABOVE_MAX' });
  });

  it('refuses a total below a minimum higher than one unit', () => {
    const limits = { ...cockpitLimits, side: { min: 1_000, max: 10_000 } };
    expect(checkCockpitBet(limits, { kind: 'meron', amount: 500 }, noBets)).toEqual({ ok: false, code: 'BELOW_MIN' });
    expect(checkCockpitBet(limits, { kind: 'meron', amount: 500 }, { ...noBets, meron: 500 })).toEqual({ ok: true });
  });

  it('holds the fight total of one player to the maximum', () => {
    const placed = { meron: 1_000_000, wala: 950_000, draw: 50_000 };
    expect(checkCockpitBet(cockpitLimits, { kind: 'wala', amount: 100 }, placed)).toEqual({ ok: false, code: 'FIGHT_MAX' });
  });

  it('sums a player bets by kind', () => {
    expect(
      betsByKind([
        { kind: 'meron', amount: 100 },
        { kind: 'draw', amount: 200 },
        { kind: 'meron', amount: 300 },
      ]),
    ).toEqual({ meron: 400, wala: 0, draw: 200 });
  });
});
