import { agentContractTermsByType, type AgentContractTypeName, type DividendPeriod } from '@gp/contracts';
import { parseMoneyInput } from '../../../../shared/format/money';

/** One tier row as typed: counts, amounts in major units, the rate in percent ("0.5" = 50 bp). */
export type TierInput = { minActiveMembers: string; minValidBet: string; minProfitLoss: string; ratePercent: string };

export type OfferInput = {
  type: AgentContractTypeName;
  period: DividendPeriod;
  tiers: TierInput[];
  winRatePercent: string;
  lossRatePercent: string;
  minSingleBet: string;
};

export const emptyTier = (): TierInput => ({ minActiveMembers: '0', minValidBet: '0', minProfitLoss: '0', ratePercent: '' });

export const initialOfferInput = (): OfferInput => ({
  type: 'daily_salary',
  period: 'weekly',
  tiers: [emptyTier()],
  winRatePercent: '',
  lossRatePercent: '',
  minSingleBet: '0',
});

const PERCENT = /^\d{1,3}(?:\.\d{1,2})?$/;

/** "0.5" -> 50 basis points, exactly; NaN when not a percentage with at most 2 decimals. */
export const percentToBp = (text: string): number => {
  const t = text.trim();
  if (!PERCENT.test(t)) return Number.NaN;
  const [whole = '0', fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const count = (text: string): number => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The terms object for the type (tiers or real-time rates), not yet validated. */
export const termsOf = (input: OfferInput): Record<string, unknown> => {
  if (input.type === 'realtime_salary') {
    return { winRateBp: percentToBp(input.winRatePercent), lossRateBp: percentToBp(input.lossRatePercent), minSingleBet: parseMoneyInput(input.minSingleBet) };
  }
  const tiers = input.tiers.map((tier) => ({
    minActiveMembers: count(tier.minActiveMembers),
    minValidBet: parseMoneyInput(tier.minValidBet),
    rateBp: percentToBp(tier.ratePercent),
    ...(input.type === 'dividend' ? { minProfitLoss: parseMoneyInput(tier.minProfitLoss) } : {}),
  }));
  return input.type === 'dividend' ? { period: input.period, tiers } : { tiers };
};

export type TermsCheck = { ok: true; terms: Record<string, unknown> } | { ok: false; problems: string[] };

/**
 * Checks the typed terms with the same schema the API uses; problems are paths such as
 * `tiers.1.rateBp` or `tiers` (TIERS_NOT_ASCENDING), for the form to point at.
 */
export const checkTerms = (input: OfferInput): TermsCheck => {
  const terms = termsOf(input);
  const parsed = agentContractTermsByType[input.type].safeParse(terms);
  if (parsed.success) return { ok: true, terms };
  return { ok: false, problems: [...new Set(parsed.error.issues.map((i) => (i.message === 'TIERS_NOT_ASCENDING' ? 'ascending' : i.path.join('.'))))] };
};
