import type { RoundBetDetails } from '@gp/contracts';
import { hallText } from '../../hall-texts';
import { evaluateHand } from '../hand-rank';

export type HandStake = { action: string; amount: number };

export type HandDetailsInput = {
  language: string;
  /** The game's name as the player's catalog names it, and the room. */
  place: string;
  handNo: number;
  /** What the player paid into the pot, in order (the boot, each chaal, raise, show...). */
  stakes: readonly HandStake[];
  /** The player's own three cards, once dealt. */
  cards: readonly number[] | null;
  /** Once the hand is over: why, the pot and its rake (null: the hand was stopped and every stake returned). */
  ended?: { reason: string; pot: number; rake: number } | null;
};

const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * A player's hand for the platform's betting record (wallet API v1.1 `round` details), in the
 * player's language: a line per kind of payment into the pot (boot, chaal, raise, show), the
 * player's cards and their rank, and how the hand ended with the pot and the rake. Other players'
 * cards never appear: the record is the player's, and what they saw at a show stays at the table.
 */
export const teenPattiBetDetails = (input: HandDetailsInput): RoundBetDetails => {
  const t = (key: string, params?: Record<string, string | number>) => hallText('teen-patti', input.language, key, params);
  const sums = new Map<string, number>();
  for (const { action, amount } of input.stakes) sums.set(action, (sums.get(action) ?? 0) + amount);
  const lines = [...sums].map(([action, amount]) => ({ label: t(action === 'boot' ? 'tp.last.boot' : `tp.action.${action}`), amount }));
  const own = input.cards && input.cards.length === 3 ? input.cards : null;
  const base = {
    kind: 'round' as const,
    game: 'teen-patti' as const,
    place: input.place.slice(0, 80),
    roundNo: String(input.handNo),
    lines,
    ...(own ? { cards: [{ hand: t('tp.table.you').slice(0, 24), cards: [...own] }] } : {}),
  };
  if (input.ended === undefined) return base;
  if (input.ended === null) return { ...base, result: t('tp.result.reason.cancelled').slice(0, 160) };
  const parts = [t(`tp.result.reason.${input.ended.reason}`), t('tp.result.pot', { pot: major(input.ended.pot), rake: major(input.ended.rake) })];
  if (own) parts.push(t(`tp.hand.${evaluateHand(own).category}`));
  return { ...base, result: parts.join(' · ').slice(0, 160) };
};
