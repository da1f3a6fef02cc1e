import type { RoundBetDetails, RoundBetHand } from '@gp/contracts';
import type { LiveGameKind } from './live-game';
import { liveText, spotText } from './live-texts';

export type DetailsInput = {
  kind: LiveGameKind;
  place: string;
  roundNo: number;
  language: string;
  /** The player's stake per spot in the round. */
  spots: ReadonlyMap<string, number>;
  /** Once settled: what each spot returned, and the result (null: the round was void and every stake returned). */
  settled?: { returns: ReadonlyMap<string, number>; result: unknown };
};

type Cards = { player?: number[]; banker?: number[]; dragon?: number; tiger?: number };

const resultText = (kind: LiveGameKind, language: string, result: Record<string, unknown>): string => {
  if (kind === 'roulette') return liveText(language, 'live.pocket', { number: Number(result.pocket) });
  const winner = liveText(language, `live.winner.${String(result.outcome)}`);
  if (kind !== 'baccarat') return winner;
  const player = `${liveText(language, 'live.spot.player')} ${Number(result.playerTotal)}`;
  const banker = `${liveText(language, 'live.spot.banker')} ${Number(result.bankerTotal)}`;
  return `${winner} · ${player} – ${banker}`;
};

const cardsOf = (kind: LiveGameKind, language: string, result: Cards): RoundBetHand[] => {
  if (kind === 'baccarat' && result.player && result.banker)
    return [
      { hand: liveText(language, 'live.spot.player'), cards: result.player },
      { hand: liveText(language, 'live.spot.banker'), cards: result.banker },
    ];
  if (kind === 'dragon-tiger' && result.dragon !== undefined && result.tiger !== undefined)
    return [
      { hand: liveText(language, 'live.spot.dragon'), cards: [result.dragon] },
      { hand: liveText(language, 'live.spot.tiger'), cards: [result.tiger] },
    ];
  return [];
};

/**
 * What a player's round at a live table is, for the platform's betting record (wallet API v1.1
 * `round` details), in the player's language: one line per spot with its stake and, once settled,
 * what it returned, the result and the cards.
 */
export const liveBetDetails = (input: DetailsInput): RoundBetDetails => {
  const { kind, language, settled } = input;
  const lines = [...input.spots].map(([spot, amount]) => ({
    label: spotText(language, spot),
    amount,
    ...(settled ? { payout: settled.returns.get(spot) ?? 0 } : {}),
  }));
  const base = { kind: 'round' as const, game: kind, place: input.place.slice(0, 80), roundNo: String(input.roundNo), lines };
  if (!settled) return base;
  if (settled.result === null) return { ...base, result: liveText(language, 'live.void') };
  const result = settled.result as Record<string, unknown>;
  const cards = cardsOf(kind, language, result as Cards);
  return { ...base, result: resultText(kind, language, result).slice(0, 160), ...(cards.length > 0 ? { cards } : {}) };
};
