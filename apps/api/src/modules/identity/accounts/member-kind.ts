import type { MerchantSettings } from '@gp/contracts';

/** Regular members are type 0; agents and trial accounts carry the merchant's type codes. */
export const memberTypeCode = 0;

export type MemberKind = 'member' | 'agent' | 'trial' | 'other';

export const memberKind = (type: number, merchant: Pick<MerchantSettings, 'agentTypeCodes' | 'trialTypeCode'>): MemberKind => {
  if (type === memberTypeCode) return 'member';
  if (type === merchant.trialTypeCode) return 'trial';
  if (merchant.agentTypeCodes.includes(type)) return 'agent';
  return 'other';
};
