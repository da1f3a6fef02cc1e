import { AppError } from '../../../lib/app-error';

type Payee = { id: bigint; created_at: Date | string; confirmed_at: Date | null };

/**
 * When a payee (a member's bank account) can first receive a withdrawal: its creation plus the
 * operator's cool-down (`cashier.payeeCoolDownHours`), so a taken-over session cannot add its own
 * account and empty the wallet at once. Null when it already can: the cool-down is off (0) or over,
 * or the member confirmed the payee with the login password and a second factor.
 */
export const payeeUsableFrom = (payee: Payee, coolDownHours: number, now: Date): Date | null => {
  if (coolDownHours <= 0 || payee.confirmed_at !== null) return null;
  const usableFrom = new Date(new Date(payee.created_at).getTime() + coolDownHours * 3_600_000);
  return usableFrom > now ? usableFrom : null;
};

/** PAYEE_COOLING_DOWN while the payee waits; `details.usableFrom` says until when. */
export const assertPayeeUsable = (payee: Payee, coolDownHours: number, now: Date): void => {
  const usableFrom = payeeUsableFrom(payee, coolDownHours, now);
  if (usableFrom) throw new AppError('PAYEE_COOLING_DOWN', { details: { bankAccountId: Number(payee.id), usableFrom: usableFrom.toISOString() } });
};
