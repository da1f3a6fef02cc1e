import type { TFunction } from 'i18next';
import type { MemberNotice } from '@gp/contracts';

/**
 * The sentence for a notice in the player's language, e.g. "Deposit of ₹1,000.00 credited".
 * `money` formats minor units; params carry amount (minor units), reference, reason, from, account, type, period,
 * and for security changes change, action, detail.
 */
export const noticeText = (t: TFunction, notice: MemberNotice, money: (minor: number) => string): string => {
  const amount = typeof notice.params.amount === 'number' ? money(notice.params.amount) : '';
  const reason = typeof notice.params.reason === 'string' ? notice.params.reason : '';
  const from = typeof notice.params.from === 'string' ? notice.params.from : '';
  const reference = notice.params.reference === undefined ? '' : String(notice.params.reference);
  // Agent contract notices: the other party (none: the platform), the contract type's name, the period key.
  const account = typeof notice.params.account === 'string' ? notice.params.account : t('cashier:notices.platform');
  const type = typeof notice.params.type === 'string' ? t(`cashier:notices.contractType.${notice.params.type}`) : '';
  const period = typeof notice.params.period === 'string' ? notice.params.period : '';
  // Security changes: what changed (change, action) and its masked new value (detail), never the value in full.
  const item = typeof notice.params.change === 'string' ? t(`cashier:notices.securityItem.${notice.params.change}`) : '';
  const action = typeof notice.params.action === 'string' ? t(`cashier:notices.securityAction.${notice.params.action}`) : '';
  const detail = typeof notice.params.detail === 'string' && notice.params.detail !== '' ? ` (${notice.params.detail})` : '';
  // Feedback answered and an approved agent application: the staff answer, the new agent's invitation code.
  const answer = typeof notice.params.answer === 'string' ? notice.params.answer : '';
  const inviteCode = typeof notice.params.inviteCode === 'string' ? notice.params.inviteCode : '';
  return t(`cashier:notices.kind.${notice.kind}`, {
    amount,
    reason: reason || t('cashier:notices.noReason'),
    from,
    reference,
    account,
    type,
    period,
    item,
    action,
    detail,
    answer,
    inviteCode,
  });
};
