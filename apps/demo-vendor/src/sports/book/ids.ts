import { randomBytes } from 'node:crypto';

/**
 * A bet's id is also its round id at the platform, and every wallet call of the bet derives its txId
 * from it. Random, not a sequence: a fresh vendor database must never reuse an id the platform has
 * stored (it keeps txIds for months and would replay the old answer).
 */
export const newBetId = (): string => `sb${randomBytes(12).toString('hex')}`;

export const txIds = {
  bet: (betId: string) => `bet-${betId}`,
  /** The first settlement (version 1), or a correction paid as a further win where `adjust` is unknown. */
  settle: (betId: string, version: number) => `settle-${betId}-v${version}`,
  adjust: (betId: string, version: number) => `adjust-${betId}-v${version}`,
  cashOut: (betId: string) => `cashout-${betId}`,
};
