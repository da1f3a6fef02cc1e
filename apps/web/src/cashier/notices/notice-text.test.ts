import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import cashier from '../../../../../packages/i18n/src/namespaces/cashier/en.json';
import { formatBalance } from '../../account/session/format-balance';
import { noticeText } from './notice-text';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { cashier } }, keySeparator: false, interpolation: { escapeValue: false } });
const money = (minor: number) => formatBalance(minor, 'INR', '₹', 'en');
const notice = (kind: 'deposit_credited' | 'transfer_received' | 'withdrawal_rejected', params: Record<string, string | number>) => ({ id: '1', kind, params, createdAt: '2026-11-21T00:00:00.000Z', read: false });

describe('notice text', () => {
  it('words each notice with its amount formatted like the header', () => {
    expect(noticeText(i18n.t, notice('deposit_credited', { amount: 100_000, currency: 'INR' }), money)).toBe('Deposit of ₹1,000.00 credited');
    expect(noticeText(i18n.t, notice('transfer_received', { amount: 250, from: 'alice' }), money)).toBe('₹2.50 received from alice');
    expect(noticeText(i18n.t, notice('withdrawal_rejected', { amount: 123_456_789, reason: 'name mismatch' }), money)).toBe('Withdrawal of ₹1,234,567.89 rejected');
  });
});
