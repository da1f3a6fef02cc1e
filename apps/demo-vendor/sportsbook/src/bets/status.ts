/** A leg's outcome in the words of a bet's status: win is "Won", half-loss "Half lost". */
const outcomeStatus: Record<string, string> = { win: 'won', 'half-win': 'half-won', push: 'push', 'half-loss': 'half-lost', loss: 'lost', void: 'void' };

export const legOutcomeStatus = (outcome: string): string => outcomeStatus[outcome] ?? outcome;

/** Colours of a status badge: wins green, losses red, the rest neutral. */
export const statusTone = (status: string): string => {
  if (status === 'won' || status === 'half-won' || status === 'cashed-out') return 'bg-success text-success-fg';
  if (status === 'lost' || status === 'half-lost' || status === 'refused' || status === 'failed') return 'bg-danger text-danger-fg';
  return 'bg-muted text-fg';
};
