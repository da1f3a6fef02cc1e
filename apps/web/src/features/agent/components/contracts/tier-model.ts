import { contractRates, type AgentContractTerms, type DividendTier, type RealtimeSalaryTerms, type SalaryTier } from '@gp/contracts';
import { minorToInput, parseAmount } from '../../../cashier/components/deposit/parse-amount';
import { parseCount, parseRate, rateToInput } from './contract-format';

/**
 * The tier editor's rows as typed (strings), and their validation into the terms the API takes.
 * The rules repeat the server's (packages/contracts agent-contracts `ascending`, `exceedsRateCap`)
 * so the agent sees each mistake beside its field before sending.
 */

export type TierKind = 'salary' | 'dividend';
export type TierField = 'minActiveMembers' | 'minValidBet' | 'minProfitLoss' | 'rate';
export type TierRow = { key: string; minActiveMembers: string; minValidBet: string; minProfitLoss: string; rate: string };

/** Why a field is refused; the screen turns each into a sentence (agentContracts:tier.error.<code>). */
type TierErrorCode = 'count' | 'amount' | 'rate' | 'belowPrevious' | 'rateNotHigher' | 'aboveCap';
export type TierRowErrors = Partial<Record<TierField, TierErrorCode>>;

export const maxTiers = 10;

let nextKey = 0;
/** A fresh row; keys only tell React which row is which while rows are added and removed. */
export const emptyTierRow = (): TierRow => ({ key: `tier-${(nextKey += 1)}`, minActiveMembers: '', minValidBet: '', minProfitLoss: '', rate: '' });

/** Rows prefilled from existing tiers (e.g. the held contract's, as a starting point). */
export const rowsFromTiers = (tiers: readonly (SalaryTier | DividendTier)[]): TierRow[] =>
  tiers.map((tier) => ({
    ...emptyTierRow(),
    minActiveMembers: String(tier.minActiveMembers),
    minValidBet: minorToInput(tier.minValidBet),
    minProfitLoss: 'minProfitLoss' in tier ? minorToInput(tier.minProfitLoss) : '',
    rate: rateToInput(tier.rateBp),
  }));

/** The highest rate the agent may offer: its held contract's top tier (null: nothing held, nothing to cap). */
export const rateCapOf = (held: AgentContractTerms | null): number | null => (held ? contractRates(held).rateBp : null);

export type TierValidation<T> = { tiers: T[] | null; errors: TierRowErrors[]; tooFew: boolean; tooMany: boolean };

type ParsedRow = { minActiveMembers: number | null; minValidBet: number | null; minProfitLoss: number | null; rateBp: number | null };

const parseRow = (row: TierRow, kind: TierKind): { parsed: ParsedRow; errors: TierRowErrors } => {
  const parsed: ParsedRow = {
    minActiveMembers: parseCount(row.minActiveMembers),
    minValidBet: parseAmount(row.minValidBet),
    minProfitLoss: kind === 'dividend' ? parseAmount(row.minProfitLoss) : 0,
    rateBp: parseRate(row.rate),
  };
  const errors: TierRowErrors = {};
  if (parsed.minActiveMembers === null) errors.minActiveMembers = 'count';
  if (parsed.minValidBet === null) errors.minValidBet = 'amount';
  if (parsed.minProfitLoss === null) errors.minProfitLoss = 'amount';
  if (parsed.rateBp === null) errors.rate = 'rate';
  return { parsed, errors };
};

/**
 * Checks every row: each field readable; each tier asks at least as much as the one before and pays
 * a strictly higher rate; no rate above the cap. `tiers` is set only when nothing is wrong.
 */
export function validateTiers(rows: readonly TierRow[], kind: 'salary', capBp: number | null): TierValidation<SalaryTier>;
export function validateTiers(rows: readonly TierRow[], kind: 'dividend', capBp: number | null): TierValidation<DividendTier>;
export function validateTiers(rows: readonly TierRow[], kind: TierKind, capBp: number | null): TierValidation<SalaryTier | DividendTier>;
export function validateTiers(rows: readonly TierRow[], kind: TierKind, capBp: number | null): TierValidation<SalaryTier | DividendTier> {
  const parsedRows = rows.map((row) => parseRow(row, kind));
  const errors = parsedRows.map(({ parsed, errors: rowErrors }, i) => {
    const before = parsedRows[i - 1]?.parsed;
    const out: TierRowErrors = { ...rowErrors };
    if (before) {
      const below = (field: keyof ParsedRow) => {
        const mine = parsed[field];
        const theirs = before[field];
        return mine !== null && theirs !== null && mine < theirs;
      };
      if (!out.minActiveMembers && below('minActiveMembers')) out.minActiveMembers = 'belowPrevious';
      if (!out.minValidBet && below('minValidBet')) out.minValidBet = 'belowPrevious';
      if (kind === 'dividend' && !out.minProfitLoss && below('minProfitLoss')) out.minProfitLoss = 'belowPrevious';
      if (!out.rate && parsed.rateBp !== null && before.rateBp !== null && parsed.rateBp <= before.rateBp) out.rate = 'rateNotHigher';
    }
    if (!out.rate && capBp !== null && parsed.rateBp !== null && parsed.rateBp > capBp) out.rate = 'aboveCap';
    return out;
  });
  const tooFew = rows.length === 0;
  const tooMany = rows.length > maxTiers;
  const valid = !tooFew && !tooMany && errors.every((e) => Object.keys(e).length === 0);
  if (!valid) return { tiers: null, errors, tooFew, tooMany };
  const tiers = parsedRows.map(({ parsed }) => {
    const base = { minActiveMembers: parsed.minActiveMembers ?? 0, minValidBet: parsed.minValidBet ?? 0, rateBp: parsed.rateBp ?? 0 };
    return kind === 'dividend' ? { ...base, minProfitLoss: parsed.minProfitLoss ?? 0 } : base;
  });
  return { tiers, errors, tooFew, tooMany };
}

export type RealtimeRow = { winRate: string; lossRate: string; minSingleBet: string };
export type RealtimeErrors = Partial<Record<keyof RealtimeRow, TierErrorCode>>;

/** Real-time salary terms: each rate readable and within the held contract's own rate of that kind. */
export const validateRealtime = (row: RealtimeRow, held: RealtimeSalaryTerms | null): { terms: RealtimeSalaryTerms | null; errors: RealtimeErrors } => {
  const winRateBp = parseRate(row.winRate);
  const lossRateBp = parseRate(row.lossRate);
  const minSingleBet = parseAmount(row.minSingleBet);
  const errors: RealtimeErrors = {};
  if (winRateBp === null) errors.winRate = 'rate';
  else if (held && winRateBp > held.winRateBp) errors.winRate = 'aboveCap';
  if (lossRateBp === null) errors.lossRate = 'rate';
  else if (held && lossRateBp > held.lossRateBp) errors.lossRate = 'aboveCap';
  if (minSingleBet === null) errors.minSingleBet = 'amount';
  if (winRateBp === null || lossRateBp === null || minSingleBet === null || Object.keys(errors).length > 0) return { terms: null, errors };
  return { terms: { winRateBp, lossRateBp, minSingleBet }, errors };
};
