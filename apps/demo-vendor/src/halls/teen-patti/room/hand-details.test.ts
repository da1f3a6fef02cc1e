import { languages, roundBetDetails, roundBetDetailsBytes, roundBetDetailsMaxBytes } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { teenPattiBetDetails } from './hand-details';

const stakes = [
  { action: 'boot', amount: 100 },
  { action: 'chaal', amount: 100 },
  { action: 'raise', amount: 400 },
  { action: 'chaal', amount: 400 },
  { action: 'show', amount: 400 },
];

describe('Teen Patti hand details', () => {
  it("sums what the player paid in by kind, shows the player's own cards, and how the hand ended", () => {
    // A, K, Q of spades: a pure sequence.
    const details = teenPattiBetDetails({
      language: 'en',
      place: 'Patti Pals Teen Patti',
      handNo: 7,
      stakes,
      cards: [0, 12, 11],
      ended: { reason: 'show', pot: 2_800, rake: 140 },
    });
    expect(details).toEqual({
      kind: 'round',
      game: 'teen-patti',
      place: 'Patti Pals Teen Patti',
      roundNo: '7',
      lines: [
        { label: 'Boot', amount: 100 },
        { label: 'Chaal', amount: 500 },
        { label: 'Raise', amount: 400 },
        { label: 'Show', amount: 400 },
      ],
      cards: [{ hand: 'You', cards: [0, 12, 11] }],
      result: 'Show · Pot 28.00 · rake 1.40 · Pure sequence',
    });
    expect(teenPattiBetDetails({ language: 'en', place: 'x', handNo: 1, stakes: stakes.slice(0, 1), cards: null, ended: null }).result).toBe(
      'Hand called off, boots returned',
    );
  });

  it('passes the wallet schema and its size cap in every language', () => {
    for (const { tag } of languages) {
      const details = teenPattiBetDetails({
        language: tag,
        place: 'Card Haven Teen Patti',
        handNo: 123_456,
        stakes,
        cards: [5, 18, 31],
        ended: { reason: 'forced-show', pot: 1_024_000, rake: 51_200 },
      });
      expect(roundBetDetails.safeParse(details).success, tag).toBe(true);
      expect(roundBetDetailsBytes(details)).toBeLessThanOrEqual(roundBetDetailsMaxBytes);
    }
  });
});
