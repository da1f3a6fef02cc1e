import { languages, roundBetDetails, roundBetDetailsBytes, roundBetDetailsMaxBytes } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { fishingBetDetails } from './fishing-details';
import type { FishingRound } from './flush';
import { species } from './species';

const round: FishingRound = {
  roundId: 'REEFSHOT_0001-x-k-3',
  bet: 8_400,
  win: 7_000,
  shots: 84,
  captures: 3,
  catches: [
    { species: 'minnow', captures: 2, win: 4_000 },
    { species: 'golden-shark', captures: 1, win: 3_000 },
  ],
  firstShotAt: 0,
  lastShotAt: 1,
} as FishingRound;

describe('fishing batch details', () => {
  it('names the bullets as the bet and, once paid, each species caught with what it paid', () => {
    expect(fishingBetDetails({ language: 'en', place: 'Reef Shot Fishing', roundNo: 3, round, paid: false })).toEqual({
      kind: 'round',
      game: 'fishing',
      place: 'Reef Shot Fishing',
      roundNo: '3',
      lines: [{ label: 'Bullet ×84', amount: 8_400 }],
    });
    expect(fishingBetDetails({ language: 'en', place: 'Reef Shot Fishing', roundNo: 3, round, paid: true })).toMatchObject({
      lines: [
        { label: 'Bullet ×84', amount: 8_400, payout: 0 },
        { label: 'Minnow ×2', amount: 0, payout: 4_000 },
        { label: 'Golden shark ×1', amount: 0, payout: 3_000 },
      ],
      result: 'You caught 3 fish and won 70.00.',
    });
  });

  it('passes the wallet schema and its size cap in every language with every species caught', () => {
    const all = { ...round, catches: species.map((s) => ({ species: s.id, captures: 99, win: 99_999_999 })) } as FishingRound;
    for (const { tag } of languages) {
      const details = fishingBetDetails({ language: tag, place: 'Koi Arcade Golden Koi Fishing', roundNo: 99_999, round: all, paid: true });
      expect(roundBetDetails.safeParse(details).success, tag).toBe(true);
      expect(roundBetDetailsBytes(details)).toBeLessThanOrEqual(roundBetDetailsMaxBytes);
    }
  });
});
