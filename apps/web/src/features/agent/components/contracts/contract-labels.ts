import type { TFunction } from 'i18next';
import { agentContractTermsByType, type AgentContractTerms, type AgentContractTypeName, type AgentContractView } from '@gp/contracts';

/** Reasons the system writes when it ends a contract itself; anything else is a party's own words. */
const systemEndReasons = ['RATE_CAP', 'REPLACED', 'EXPIRED'] as const;
type SystemEndReason = (typeof systemEndReasons)[number];
const isSystemReason = (reason: string): reason is SystemEndReason => (systemEndReasons as readonly string[]).includes(reason);

type Party = { account: string; nickname: string | null };

/** "Nick (account)" or just the account. */
export const partyName = (party: Party): string => (party.nickname ? `${party.nickname} (${party.account})` : party.account);

/** The contract's terms typed by its kind, or null when the stored terms no longer parse. */
export const termsOf = (type: AgentContractTypeName, raw: unknown): AgentContractTerms | null => {
  const parsed = agentContractTermsByType[type].safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export const typeTitle = (t: TFunction, type: AgentContractTypeName): string => t(`agentContracts:type.${type}`);

/**
 * Why and by whom a contract ended, in words: the system's codes (rate cap, replaced, expired)
 * explained, a party's reason quoted.
 */
export const endReasonText = (t: TFunction, contract: Pick<AgentContractView, 'status' | 'endedBy' | 'endReason'>): string | null => {
  const reason = contract.endReason?.trim() ?? '';
  if (reason && isSystemReason(reason)) return t(`agentContracts:endReason.${reason}`);
  const by = contract.endedBy ? t(`agentContracts:endedBy.${contract.endedBy}`) : null;
  if (reason) return by ? t('agentContracts:endReason.withReason', { by, reason }) : reason;
  if (contract.status === 'expired') return t('agentContracts:endReason.EXPIRED');
  return by ? t('agentContracts:endReason.byOnly', { by }) : null;
};
