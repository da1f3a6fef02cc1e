import { agentContractTermsByType, exceedsRateCap, type AgentContractTerms, type AgentContractTypeName } from '@gp/contracts';
import { AppError } from '../../../lib/app-error';
import type { ContractRow } from './agent-contracts.repository';

/** Terms checked by the type's schema (tiers ascending, rates within 1..10,000 bp). */
export const parseTerms = (type: AgentContractTypeName, terms: unknown): AgentContractTerms => {
  const parsed = agentContractTermsByType[type].safeParse(terms);
  if (!parsed.success) {
    throw new AppError('CONTRACT_TERMS_INVALID', { details: { issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) } });
  }
  return parsed.data;
};

/** Stored terms were validated on the way in; read them back typed. */
export const storedTerms = (row: Pick<ContractRow, 'terms'>): AgentContractTerms => row.terms as unknown as AgentContractTerms;

/** An upline offers only a type it holds, at rates no higher than its own. */
export const assertWithinOwnCap = (terms: AgentContractTerms, held: ContractRow | undefined): void => {
  if (!held) throw new AppError('CONTRACT_TYPE_NOT_HELD');
  if (exceedsRateCap(terms, storedTerms(held))) throw new AppError('CONTRACT_RATE_ABOVE_OWN');
};

/** An optional end must lie in the future. */
export const parseEndsAt = (endsAt: string | null | undefined, now: Date): Date | null => {
  if (endsAt === null || endsAt === undefined) return null;
  const at = new Date(endsAt);
  if (!(at.getTime() > now.getTime())) throw new AppError('VALIDATION_ERROR', { details: { field: 'endsAt' } });
  return at;
};

/** Only an offer within its answer deadline (and before its own end) can be accepted. */
export const assertOfferOpen = (row: ContractRow, now: Date): void => {
  if (row.status !== 'offered' || row.offer_expires_at.getTime() <= now.getTime()) throw new AppError('CONTRACT_STATE_INVALID');
  if (row.ends_at !== null && row.ends_at.getTime() <= now.getTime()) throw new AppError('CONTRACT_STATE_INVALID');
};
