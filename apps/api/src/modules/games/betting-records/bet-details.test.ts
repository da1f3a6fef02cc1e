import type { RoundBetDetails, SportsBetDetails } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { betDetailsViews } from './bet-details';

const cockfight: RoundBetDetails = {
  kind: 'round',
  game: 'cockfight',
  place: 'Arena 2 · Fight 31',
  lines: [
    { label: 'Meron', amount: 5_000, payout: 9_500 },
    { label: 'Draw', amount: 500, note: 'pays 8:1' },
  ],
  result: 'Meron wins',
};

const single: SportsBetDetails = {
  kind: 'sports',
  betType: 'single',
  legs: [{ eventName: 'Pune – Goa', startsAt: '2026-03-02T19:45:00+05:30', market: 'Match result', selection: 'Goa', odds: 2_500 }],
};

describe('a round’s bet views from its stored details', () => {
  it('shows a table, room or fight round with absent fields as null and no cards as none', () => {
    expect(betDetailsViews(cockfight)).toEqual({
      sports: null,
      roundBet: {
        game: 'cockfight',
        place: 'Arena 2 · Fight 31',
        roundNo: null,
        lines: [
          { label: 'Meron', amount: 5_000, payout: 9_500, note: null },
          { label: 'Draw', amount: 500, payout: null, note: 'pays 8:1' },
        ],
        result: 'Meron wins',
        cards: [],
      },
    });
  });

  it('keeps the dealt cards of each hand in order', () => {
    const baccarat: RoundBetDetails = { ...cockfight, game: 'baccarat', roundNo: '48-1207', cards: [{ hand: 'Player', cards: [0, 17, 30] }] };
    expect(betDetailsViews(baccarat).roundBet).toMatchObject({ roundNo: '48-1207', cards: [{ hand: 'Player', cards: [0, 17, 30] }] });
  });

  it('shows a sports bet as before, with its start in UTC', () => {
    expect(betDetailsViews(single)).toEqual({
      sports: {
        betType: 'single',
        cashOut: false,
        legs: [
          {
            eventName: 'Pune – Goa',
            startsAt: '2026-03-02T14:15:00.000Z',
            market: 'Match result',
            selection: 'Goa',
            line: null,
            odds: 2_500,
            inPlay: false,
            outcome: null,
            score: null,
          },
        ],
      },
      roundBet: null,
    });
  });

  it('shows nothing for no details, or for an object today’s schema does not read', () => {
    for (const stored of [null, undefined, {}, { kind: 'casino' }, { ...cockfight, lines: [] }, 'round']) {
      expect(betDetailsViews(stored), JSON.stringify(stored)).toEqual({ sports: null, roundBet: null });
    }
  });
});
