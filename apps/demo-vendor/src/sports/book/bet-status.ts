import type { LegOutcome } from '@gp/contracts';
import type { BetStatus } from './schema';

const singleStatus: Record<LegOutcome, BetStatus> = {
  win: 'won',
  'half-win': 'half-won',
  push: 'push',
  'half-loss': 'half-lost',
  loss: 'lost',
  void: 'void',
};

/**
 * A decided bet's status. A single reads its leg's outcome; a parlay is lost on any lost leg, void
 * when every leg is void, a push when every leg pushed or was void, and otherwise won or half-lost by
 * whether its return beats the stake (a half-lost leg can leave a parlay under its stake).
 */
export const decidedStatus = (outcomes: readonly LegOutcome[], stake: number, returned: number): BetStatus => {
  if (outcomes.length === 1) return singleStatus[outcomes[0]!];
  if (outcomes.includes('loss') || returned === 0) return 'lost';
  if (outcomes.every((o) => o === 'void')) return 'void';
  if (outcomes.every((o) => o === 'void' || o === 'push')) return 'push';
  return returned >= stake ? 'won' : 'half-lost';
};
