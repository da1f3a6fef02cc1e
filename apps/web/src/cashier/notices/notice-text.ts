import type { TFunction } from 'i18next';
import type { MemberNotice } from '@gp/contracts';

/**
 * The sentence for a notice in the player's language, e.g. "Deposit of ₹1,000.00 credited".
 * `money` formats minor units; params carry amount (minor units), reference, reason, from.
 */
export const noticeText = (t: TFunction, notice: MemberNotice, money: (minor: number) => string): string => {
  const amount = typeof notice.params.amount === 'number' ? money(notice.params.amount) : '';
  const reason = typeof notice.params.reason === 'string' ? notice.params.reason : '';
  const from = typeof notice.params.from === 'string' ? notice.params.from : '';
  const reference = notice.params.reference === undefined ? '' : String(notice.params.reference);
  return t(`cashier:notices.kind.${notice.kind}`, { amount, reason, from, reference });
};
