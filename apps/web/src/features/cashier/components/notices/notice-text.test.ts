import type { MemberNotice } from '@gp/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import cashier from '../../../../../../../packages/i18n/src/namespaces/cashier/en.json';
import { formatBalance } from '../../../account/components/session/format-balance';
import { noticeText } from './notice-text';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { cashier } }, keySeparator: false, interpolation: { escapeValue: false } });
const money = (minor: number) => formatBalance(minor, 'INR', '₹', 'en');
const notice = (kind: MemberNotice['kind'], params: Record<string, string | number>) => ({
  id: '1',
  kind,
  params,
  createdAt: '2026-11-21T00:00:00.000Z',
  read: false,
});

describe('notice text', () => {
  it('words each notice with its amount formatted like the header', () => {
    expect(noticeText(i18n.t, notice('deposit_credited', { amount: 100_000, currency: 'INR' }), money)).toBe('Deposit of ₹1,000.00 credited');
    expect(noticeText(i18n.t, notice('transfer_received', { amount: 250, from: 'alice' }), money)).toBe('₹2.50 received from alice');
    expect(noticeText(i18n.t, notice('withdrawal_rejected', { amount: 123_456_789, reason: 'name mismatch' }), money)).toBe(
      'Withdrawal of ₹1,234,567.89 rejected',
    );
  });

  it('words agent contract notices with the party, the type name and a reason (the platform when no party)', () => {
    expect(noticeText(i18n.t, notice('contract_offered', { account: 'agent01', type: 'daily_salary' }), money)).toBe(
      'agent01 offered you a daily salary contract',
    );
    expect(noticeText(i18n.t, notice('contract_offered', { type: 'dividend' }), money)).toBe('The platform offered you a dividend contract');
    expect(noticeText(i18n.t, notice('contract_terminated', { account: 'agent02', type: 'realtime_salary' }), money)).toBe(
      'agent02 ended the real-time salary contract. Reason: none given',
    );
    expect(noticeText(i18n.t, notice('dividend_confirmation_due', { amount: 5000, period: '2026-W47' }), money)).toBe(
      'A dividend of ₹50.00 for period 2026-W47 awaits your confirmation',
    );
    expect(noticeText(i18n.t, notice('settlement_paid', { amount: 1234, type: 'hourly_salary', period: '2026-11-22T09' }), money)).toBe(
      'Income of ₹12.34 received (hourly salary, period 2026-11-22T09)',
    );
  });

  it('words a security change with what changed and, when there is one, the masked new value', () => {
    expect(noticeText(i18n.t, notice('security_changed', { change: 'mobile', action: 'changed', detail: '+91 ********02' }), money)).toBe(
      'Mobile number: changed (+91 ********02). If this was not you, contact customer service at once.',
    );
    expect(noticeText(i18n.t, notice('security_changed', { change: 'password', action: 'changed' }), money)).toBe(
      'Login password: changed. If this was not you, contact customer service at once.',
    );
  });

  it('words a feedback answer and the outcome of an agent application', () => {
    expect(noticeText(i18n.t, notice('feedback_answered', { feedbackId: 4, answer: 'It is paid out today.' }), money)).toBe(
      'Your feedback was answered: It is paid out today.',
    );
    expect(noticeText(i18n.t, notice('affiliate_approved', { applicationId: 2, inviteCode: 'k3m9q2w8xz' }), money)).toBe(
      'Your agent application was approved. Your invitation code: k3m9q2w8xz',
    );
    expect(noticeText(i18n.t, notice('affiliate_rejected', { applicationId: 3, reason: 'Not enough activity yet.' }), money)).toBe(
      'Your agent application was declined. Reason: Not enough activity yet.',
    );
  });
});
