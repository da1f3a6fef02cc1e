import type { RoundBetDetails } from '@gp/contracts';
import { hallText } from '../hall-texts';
import type { FishingRound } from './flush';

const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * A fishing batch for the platform's betting record (wallet API v1.1 `round` details), in the
 * player's language: the bullets fired (their cost is the round's bet) and, once paid, a line per
 * species caught with what it paid, and the catch in words.
 */
export const fishingBetDetails = (input: { language: string; place: string; roundNo: number; round: FishingRound; paid: boolean }): RoundBetDetails => {
  const t = (key: string, params?: Record<string, string | number>) => hallText('fishing', input.language, key, params);
  const { round } = input;
  const bullets = { label: `${t('fish.bulletCost')} ×${round.shots}`.slice(0, 80), amount: round.bet };
  const base = { kind: 'round' as const, game: 'fishing' as const, place: input.place.slice(0, 80), roundNo: String(input.roundNo) };
  if (!input.paid) return { ...base, lines: [bullets] };
  const catches = round.catches.map((c) => ({ label: `${t(`fish.species.${c.species}`)} ×${c.captures}`.slice(0, 80), amount: 0, payout: c.win }));
  return {
    ...base,
    lines: [{ ...bullets, payout: 0 }, ...catches],
    result: t('fish.caughtMany', { count: round.captures, amount: major(round.win) }).slice(0, 160),
  };
};
