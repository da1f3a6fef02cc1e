import type { EnvelopeEligibility } from '@gp/db';

export type EligibilityFacts = { vipLevel: number; type: number; deposits: bigint };

/** Whether a member meets a rain's conditions; an empty list or an absent condition admits everyone. */
export const meetsEligibility = (rule: EnvelopeEligibility, facts: EligibilityFacts): boolean => {
  if (rule.vipLevels?.length && !rule.vipLevels.includes(facts.vipLevel)) return false;
  if (rule.memberTypes?.length && !rule.memberTypes.includes(facts.type)) return false;
  if (rule.minDeposit && facts.deposits < BigInt(rule.minDeposit.amount)) return false;
  return true;
};

/** A rain is open from its start (inclusive) to its end (exclusive), unless cancelled. */
export const rainIsOpen = (rain: { starts_at: Date; ends_at: Date; cancelled_at: Date | null }, now: Date): boolean =>
  rain.cancelled_at === null && rain.starts_at <= now && now < rain.ends_at;
