import { languages, roundBetDetails, roundBetDetailsBytes, roundBetDetailsMaxBytes } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { baccaratTable } from './games/baccarat-table';
import { dragonTigerTable } from './games/dragon-tiger-table';
import { rouletteTable } from './games/roulette-table';
import { liveBetDetails } from './live-details';
import type { LiveGame } from './live-game';
import { maxSpotsPerRound } from './table-bets';
import { cryptoRandom } from '../../rng';

const games = [baccaratTable(1), rouletteTable(1), dragonTigerTable(1)] as LiveGame<unknown>[];

describe('live bet details', () => {
  it('names a round the way the table does, in the player language, and passes the wallet schema', () => {
    const spots = new Map([
      ['banker', 1_000],
      ['playerPair', 100],
    ]);
    const open = liveBetDetails({ kind: 'baccarat', place: 'Aurora Live Baccarat', roundNo: 12, language: 'zh-CN', spots });
    expect(open).toEqual({
      kind: 'round',
      game: 'baccarat',
      place: 'Aurora Live Baccarat',
      roundNo: '12',
      lines: [
        { label: '庄', amount: 1_000 },
        { label: '闲对', amount: 100 },
      ],
    });
    const result = { outcome: 'banker', player: [0, 13], banker: [5, 20], playerTotal: 2, bankerTotal: 4, playerPair: true, bankerPair: false };
    const settled = liveBetDetails({
      kind: 'baccarat',
      place: 'Aurora Live Baccarat',
      roundNo: 12,
      language: 'en',
      spots,
      settled: {
        returns: new Map([
          ['banker', 1_950],
          ['playerPair', 1_200],
        ]),
        result,
      },
    });
    expect(settled).toMatchObject({
      lines: [
        { label: 'Banker', amount: 1_000, payout: 1_950 },
        { label: 'Player pair', amount: 100, payout: 1_200 },
      ],
      result: 'Banker wins · Player 2 – Banker 4',
      cards: [
        { hand: 'Player', cards: [0, 13] },
        { hand: 'Banker', cards: [5, 20] },
      ],
    });
    expect(roundBetDetails.safeParse(settled).success).toBe(true);
    const voided = liveBetDetails({ kind: 'roulette', place: 'x', roundNo: 1, language: 'en', spots, settled: { returns: spots, result: null } });
    expect(voided.result).toBe('Round void: stakes returned');
  });

  it('stays within the schema and its size cap for every game, language and the widest round a player may place', () => {
    const random = cryptoRandom();
    for (const game of games) {
      const spots = new Map(game.spots.slice(0, maxSpotsPerRound).map((spot) => [spot, 123_456_700]));
      const { result } = game.deal(random);
      const returns = new Map([...spots].map(([spot, amount]) => [spot, game.returnOf(spot, amount, result)]));
      for (const { tag } of languages) {
        const details = liveBetDetails({
          kind: game.kind,
          place: 'Lantern Live Dragon Tiger Table Nine',
          roundNo: 123_456,
          language: tag,
          spots,
          settled: { returns, result },
        });
        const parsed = roundBetDetails.safeParse(details);
        expect(parsed.success, `${game.kind} ${tag}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
        expect(roundBetDetailsBytes(details), `${game.kind} ${tag}`).toBeLessThanOrEqual(roundBetDetailsMaxBytes);
      }
    }
  });
});
