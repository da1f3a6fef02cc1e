import { z } from 'zod';

/**
 * The ledger's hard ceiling (a CHECK in packages/db/src/sql/baseline/02_ledger.sql): no amount, no running balance
 * and no currency's maximum exceeds 10^15 minor units, far below 2^53, so each one is an exact
 * JavaScript number. A currency's maximum (staff setting) lies between 1 and this.
 */
export const moneyHardMaxMinor = 1_000_000_000_000_000;

/**
 * A sum of minor units: a JSON number while it is a safe integer, past 2^53 its exact decimal digits
 * as a string, since a number there would be silently rounded (the error envelope does the same with
 * bigint details). Single amounts never need the string (capped at 10^15); sums over an open-ended
 * set of rows can: house accounts (every leg they ever took), reports, several wallets together.
 */
export const minorTotal = z.union([z.number().int(), z.string().regex(/^-?(0|[1-9][0-9]*)$/)]);
export type MinorTotal = z.infer<typeof minorTotal>;
