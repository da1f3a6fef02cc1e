import type { RoundBetDetails } from '@gp/contracts';
import { hallText } from '../hall-texts';
import type { FightCard } from './card';
import type { CockfightOutcome } from './outcome';
import type { CockfightBet } from './pools';

const kinds: readonly CockfightBet['kind'][] = ['meron', 'wala', 'draw'];

export type CockfightDetailsInput = {
  language: string;
  /** The cockpit's name as the player's catalog names its game. */
  place: string;
  card: Pick<FightCard, 'fightNumber' | 'meron' | 'wala'>;
  /** The player's stakes per side on the fight. */
  stakes: Partial<Record<CockfightBet['kind'], number>>;
  /** Once settled: what each side returned and the result (null: the fight was stopped and every stake returned). */
  settled?: { returns: Partial<Record<CockfightBet['kind'], number>>; outcome: CockfightOutcome | null };
};

/**
 * A player's fight for the platform's betting record (wallet API v1.1 `round` details), in the
 * player's language: a line per side bet on, with what it returned once settled, and the result
 * naming the two roosters.
 */
export const cockfightBetDetails = (input: CockfightDetailsInput): RoundBetDetails => {
  const t = (key: string, params?: Record<string, string | number>) => hallText('cockfight', input.language, key, params);
  const lines = kinds
    .filter((kind) => (input.stakes[kind] ?? 0) > 0)
    .map((kind) => ({ label: t(`cockfight.${kind}`), amount: input.stakes[kind]!, ...(input.settled ? { payout: input.settled.returns[kind] ?? 0 } : {}) }));
  const base = {
    kind: 'round' as const,
    game: 'cockfight' as const,
    place: input.place.slice(0, 80),
    roundNo: String(input.card.fightNumber),
    lines,
  };
  if (!input.settled) return base;
  const outcome = input.settled.outcome === null ? t('cockfight.allRefunded') : t(`cockfight.outcome.${input.settled.outcome}`);
  const pairing = `${input.card.meron.name} ${t('cockfight.versus')} ${input.card.wala.name}`;
  return { ...base, result: `${outcome} · ${pairing}`.slice(0, 160) };
};
