import type { MessageKey, Translator } from '../i18n/messages';
import type { VendorError } from '../api/http';

/** Codes with a message of their own; the wallet's session codes read as one. */
export const knownRefusalCodes: readonly string[] = [
  'BAD_REQUEST',
  'TOO_MANY_LEGS',
  'UNKNOWN_SELECTION',
  'SAME_EVENT',
  'OUTRIGHT_IN_PARLAY',
  'MARKET_CLOSED',
  'MARKET_SUSPENDED',
  'ODDS_CHANGED',
  'STAKE_TOO_LOW',
  'STAKE_TOO_HIGH',
  'PAYOUT_TOO_HIGH',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'SESSION',
  'PLAYER_BLOCKED',
  'NETWORK',
  'REAL_MONEY_ONLY',
  'BUSY',
  'EVENT_DURING_DELAY',
  'NOT_OPEN',
  'CASH_OUT_UNAVAILABLE',
  'PRICE_CHANGED',
];
const known = new Set(knownRefusalCodes);
const sessionCodes = new Set(['TOKEN_EXPIRED', 'INVALID_TOKEN', 'SESSION']);

export type Refusal = { code: string; details?: Record<string, unknown> | undefined };

/** A refusal from an error answer (`{ code, details }`) or a refused bet's stored reason (`{ code, ...details }`). */
export const refusalOf = (error: VendorError | Refusal): Refusal => {
  if ('body' in error) {
    const details = error.body.details;
    return { code: error.code, details: details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined };
  }
  return error;
};

/** The new prices an ODDS_CHANGED refusal offers, by selection id. */
export const offeredOdds = (refusal: Refusal): Map<string, number> => {
  if (refusal.code !== 'ODDS_CHANGED') return new Map();
  const legs = refusal.details?.legs;
  if (!Array.isArray(legs)) return new Map();
  return new Map(
    legs.flatMap((l: unknown) => {
      const leg = l as { selectionId?: unknown; odds?: unknown };
      return typeof leg.selectionId === 'string' && typeof leg.odds === 'number' ? [[leg.selectionId, leg.odds] as const] : [];
    }),
  );
};

const limitAmount = (refusal: Refusal): number | null => {
  const limits = refusal.details?.limits as { minStake?: number; maxStake?: number; maxPayout?: number } | undefined;
  const value = refusal.code === 'STAKE_TOO_LOW' ? limits?.minStake : refusal.code === 'STAKE_TOO_HIGH' ? limits?.maxStake : limits?.maxPayout;
  return typeof value === 'number' ? value : null;
};

/**
 * The player's words for a refusal, in their language: one message per code, the limit it broke
 * for the stake and payout codes, and a general one for a code this page does not know.
 */
export const refusalMessage = ({ t }: Pick<Translator, 't'>, money: (minor: number) => string, refusal: Refusal): string => {
  const code = sessionCodes.has(refusal.code) ? 'SESSION' : refusal.code;
  if (!known.has(code)) return t('sports.refusal.ERROR');
  const key = `sports.refusal.${code}` as MessageKey;
  if (code === 'STAKE_TOO_LOW' || code === 'STAKE_TOO_HIGH' || code === 'PAYOUT_TOO_HIGH') {
    const amount = limitAmount(refusal);
    return amount === null ? t('sports.refusal.ERROR') : t(key, { amount: money(amount) });
  }
  if (code === 'TOO_MANY_LEGS') return t(key, { max: typeof refusal.details?.max === 'number' ? refusal.details.max : 10 });
  return t(key);
};
