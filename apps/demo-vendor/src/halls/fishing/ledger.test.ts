import { describe, expect, it } from 'vitest';
import type { ShotResult } from './capture';
import { canFire, noteBalance, openLedger, recordShot, spendable } from './ledger';

const miss = (bulletCost: number): ShotResult => ({ fishId: 1, species: 'minnow', bulletCost, captured: false, win: 0 });
const hit = (bulletCost: number, species: ShotResult['species'], multiplier: number): ShotResult => ({
  fishId: 2,
  species,
  bulletCost,
  captured: true,
  win: bulletCost * multiplier,
});

describe('player ledger', () => {
  it('adds up shots, costs, captures and wins per species', () => {
    let ledger = openLedger(10_000);
    ledger = recordShot(ledger, miss(100), 1_000);
    ledger = recordShot(ledger, hit(100, 'clownfish', 3), 1_100);
    ledger = recordShot(ledger, hit(50, 'clownfish', 3), 1_200);
    ledger = recordShot(ledger, hit(10, 'manta-ray', 50), 1_300);
    expect(ledger).toMatchObject({ shots: 4, cost: 260, captures: 3, win: 950, firstShotAt: 1_000, lastShotAt: 1_300 });
    expect(ledger.catches).toEqual({ clownfish: { captures: 2, win: 450 }, 'manta-ray': { captures: 1, win: 500 } });
    expect(spendable(ledger)).toBe(10_000 - 260);
  });

  it('refuses a bullet the balance less unflushed costs cannot pay, whatever was won meanwhile', () => {
    let ledger = openLedger(250);
    ledger = recordShot(ledger, hit(100, 'dragon-king', 300), 0);
    expect(ledger.win).toBe(30_000);
    ledger = recordShot(ledger, miss(100), 1);
    // 50 left: a win of 300.00 is not spendable until its batch is settled.
    expect(canFire(ledger, 50)).toBe(true);
    expect(canFire(ledger, 100)).toBe(false);
    expect(() => recordShot(ledger, miss(100), 2)).toThrow(RangeError);
    ledger = recordShot(ledger, miss(50), 3);
    expect(spendable(ledger)).toBe(0);
    expect(canFire(ledger, 10)).toBe(false);
    expect(canFire(noteBalance(ledger, 1_000), 500)).toBe(true);
    expect(canFire(openLedger(10_000), 30)).toBe(false);
  });
});
