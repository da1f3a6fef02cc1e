import { languages, roundBetDetails, roundBetDetailsBytes, roundBetDetailsMaxBytes } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { fightCard } from './card';
import { cockfightBetDetails } from './cockfight-details';

const card = fightCard('cockpit:SABONG_ONE', 4242);

describe('cockfight bet details', () => {
  it('names the sides bet on and, once settled, what each returned and the result with both roosters', () => {
    const open = cockfightBetDetails({ language: 'en', place: 'Sabong Cockfight', card, stakes: { meron: 1_000, draw: 100 } });
    expect(open).toEqual({
      kind: 'round',
      game: 'cockfight',
      place: 'Sabong Cockfight',
      roundNo: '4242',
      lines: [
        { label: 'Meron', amount: 1_000 },
        { label: 'Draw', amount: 100 },
      ],
    });
    const settled = cockfightBetDetails({
      language: 'en',
      place: 'Sabong Cockfight',
      card,
      stakes: { meron: 1_000, draw: 100 },
      settled: { returns: { meron: 1_870, draw: 0 }, outcome: 'meron' },
    });
    expect(settled.lines).toEqual([
      { label: 'Meron', amount: 1_000, payout: 1_870 },
      { label: 'Draw', amount: 100, payout: 0 },
    ]);
    expect(settled.result).toBe(`Meron wins · ${card.meron.name} vs ${card.wala.name}`);
    const stopped = cockfightBetDetails({ language: 'en', place: 'x', card, stakes: { wala: 500 }, settled: { returns: { wala: 500 }, outcome: null } });
    expect(stopped.result).toMatch(/^Every bet is returned\./);
  });

  it('passes the wallet schema and its size cap in every language', () => {
    for (const { tag } of languages) {
      const details = cockfightBetDetails({
        language: tag,
        place: 'Ringside Cockfight',
        card,
        stakes: { meron: 1_000_000, wala: 1_000_000, draw: 50_000 },
        settled: { returns: { meron: 1_900_000, wala: 0, draw: 0 }, outcome: 'meron' },
      });
      expect(roundBetDetails.safeParse(details).success, tag).toBe(true);
      expect(roundBetDetailsBytes(details)).toBeLessThanOrEqual(roundBetDetailsMaxBytes);
    }
  });
});
