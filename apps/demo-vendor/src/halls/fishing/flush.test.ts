import { describe, expect, it } from 'vitest';
import type { ShotResult } from './capture';
import { betAccepted, betRefused, defaultFlushPolicy, flush, shouldFlush, voidBatch } from './flush';
import { canFire, noteBalance, openLedger, recordShot, spendable, type PlayerLedger } from './ledger';

const shot = (bulletCost: number, win = 0, species: ShotResult['species'] = 'minnow'): ShotResult => ({
  fishId: 1,
  species,
  bulletCost,
  captured: win > 0,
  win,
});

const fire = (ledger: PlayerLedger, count: number, at: number, result: ShotResult = shot(10)): PlayerLedger => {
  let next = ledger;
  for (let i = 0; i < count; i += 1) next = recordShot(next, result, at);
  return next;
};

describe('flush policy', () => {
  it('waits on an empty batch, flushes at 100 shots or 10 seconds after the first shot', () => {
    const policy = defaultFlushPolicy;
    expect(shouldFlush(openLedger(1_000_000), 1e12, policy)).toBeNull();
    const ledger = fire(openLedger(1_000_000), 99, 5_000);
    expect(shouldFlush(ledger, 5_000, policy)).toBeNull();
    expect(shouldFlush(fire(ledger, 1, 5_100), 5_100, policy)).toBe('shots');
    expect(shouldFlush(ledger, 14_999, policy)).toBeNull();
    expect(shouldFlush(ledger, 15_000, policy)).toBe('age');
    expect(shouldFlush(ledger, 5_001, { maxShots: 100, maxAgeMs: 1 })).toBe('age');
  });

  it('flushes early when the next bullet is unaffordable but unflushed wins would pay it once settled', () => {
    const ledger = recordShot(openLedger(100), shot(100, 300, 'clownfish'), 0);
    expect(shouldFlush(ledger, 1, defaultFlushPolicy, 100)).toBe('funds');
    expect(shouldFlush(ledger, 1, defaultFlushPolicy)).toBeNull();
    // Nothing won: flushing would not help, the player is simply out of money.
    expect(shouldFlush(recordShot(openLedger(100), shot(100), 0), 1, defaultFlushPolicy, 100)).toBeNull();
  });

  it('sends one bet of the summed cost and one win of the summed wins, with counts and catches per species', () => {
    let ledger = openLedger(100_000);
    ledger = fire(ledger, 3, 1_000, shot(100));
    ledger = recordShot(ledger, shot(100, 5_000, 'manta-ray'), 1_500);
    ledger = recordShot(ledger, shot(50, 100, 'minnow'), 1_600);
    ledger = recordShot(ledger, shot(50, 100, 'minnow'), 1_700);
    const { ledger: after, round } = flush(ledger, 'r-1');
    expect(round).toEqual({
      roundId: 'r-1',
      bet: 500,
      win: 5_200,
      shots: 6,
      captures: 3,
      catches: [
        { species: 'minnow', captures: 2, win: 200 },
        { species: 'manta-ray', captures: 1, win: 5_000 },
      ],
      firstShotAt: 1_000,
      lastShotAt: 1_700,
    });
    expect(after).toMatchObject({ balance: 100_000, inFlight: 500, shots: 0, cost: 0, captures: 0, win: 0, catches: {}, firstShotAt: null });
    // Still guarded while the wallet has not answered.
    expect(spendable(after)).toBe(99_500);
    expect(flush(after, 'r-2')).toEqual({ ledger: after, round: null });
  });

  it('keeps guarding across a bet in flight, and frees wins once the win is paid', () => {
    let ledger = fire(openLedger(1_000), 50, 0, shot(10));
    ledger = recordShot(ledger, shot(10, 5_000, 'manta-ray'), 1);
    const flushed = flush(ledger, 'r-1');
    const round = flushed.round!;
    // Fire on while the bet travels: 1,000 - 510 in flight leaves 490.
    ledger = fire(flushed.ledger, 49, 2, shot(10));
    expect(spendable(ledger)).toBe(0);
    expect(canFire(ledger, 10)).toBe(false);
    ledger = betAccepted(ledger, round, 490);
    expect(ledger.inFlight).toBe(0);
    expect(spendable(ledger)).toBe(0);
    ledger = noteBalance(ledger, 490 + 5_000);
    expect(spendable(ledger)).toBe(5_000);
  });

  it('voids a batch whose bet is refused: nothing taken, nothing paid, the refusal balance taken', () => {
    let ledger = openLedger(1_000);
    ledger = fire(ledger, 5, 0, shot(100));
    ledger = recordShot(ledger, shot(100, 30_000, 'dragon-king'), 1);
    const { ledger: flushed, round } = flush(ledger, 'r-9');
    const refused = betRefused(flushed, round!, 'INSUFFICIENT_FUNDS', 200);
    expect(refused.voided).toEqual({
      roundId: 'r-9',
      code: 'INSUFFICIENT_FUNDS',
      shots: 6,
      captures: 1,
      stakeNotTaken: 600,
      winNotPaid: 30_000,
      catches: [{ species: 'dragon-king', captures: 1, win: 30_000 }],
    });
    expect(refused.ledger).toMatchObject({ balance: 200, inFlight: 0 });
    expect(betRefused(flushed, round!, 'PLAYER_BLOCKED').ledger.balance).toBe(1_000);
    expect(voidBatch(round!, 'ROLLED_BACK')).toEqual({ ...refused.voided, code: 'ROLLED_BACK' });
  });
});
