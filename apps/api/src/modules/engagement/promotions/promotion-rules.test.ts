import { describe, expect, it } from 'vitest';
import { amountDue, depositMatch, isEligible, memberStatus, parametersOf } from './promotion-rules';
import { wageringRequired } from '../../money/wagering';

const match = { percentBp: 2_500, cap: 50_000, minDeposit: 10_000, paymentMethods: [] as string[] };
const rule = { member_types: [], vip_levels: [], countries: [], new_members_only: false };
const member = { type: 0, createdAt: new Date('2026-11-01T00:00:00Z') };
const now = new Date('2026-11-30T00:00:00Z');

describe('promotion rules', () => {
  it('matches a share of the deposit, rounded down, up to the cap, from the minimum, by the listed methods', () => {
    expect(depositMatch({ amount: 10_003n, methodCode: 'UPI' }, match)).toBe(2_500n);
    expect(depositMatch({ amount: 9_999n, methodCode: 'UPI' }, match)).toBe(0n);
    expect(depositMatch({ amount: 1_000_000n, methodCode: 'UPI' }, match)).toBe(50_000n);
    expect(depositMatch({ amount: 20_000n, methodCode: 'UPI' }, { ...match, paymentMethods: ['BANK'] })).toBe(0n);
  });

  it('pays a sign-up amount as is and nothing for a first deposit not made', () => {
    expect(amountDue({ kind: 'signup', amount: 700 }, null)).toBe(700n);
    expect(amountDue({ kind: 'first_deposit', ...match }, null)).toBe(0n);
  });

  it('reads only parameters of a known shape', () => {
    expect(parametersOf({ kind: 'signup', amount: 1 })).toEqual({ kind: 'signup', amount: 1 });
    expect(parametersOf({ kind: 'signup', amount: 1.5 })).toBeNull();
    expect(parametersOf({ kind: 'first_deposit', percentBp: 20_000, cap: 1, minDeposit: 0, paymentMethods: [] })).toBeNull();
  });

  it('admits by member type and join date, and no one while VIP levels or countries are named', () => {
    expect(isEligible(rule, member, null)).toBe(true);
    expect(isEligible({ ...rule, member_types: [2] }, member, null)).toBe(false);
    expect(isEligible({ ...rule, new_members_only: true }, member, new Date('2026-11-15T00:00:00Z'))).toBe(false);
    expect(isEligible({ ...rule, new_members_only: true }, member, new Date('2026-10-15T00:00:00Z'))).toBe(true);
    expect(isEligible({ ...rule, countries: ['IN'] }, member, null)).toBe(false);
    expect(isEligible({ ...rule, vip_levels: [1] }, member, null)).toBe(false);
  });

  it('shows the stored status first, then coming soon, closed or claim', () => {
    const base = { claimStatus: null, startAt: null, budgetLeft: null, due: 100n, eligible: true };
    expect(memberStatus({ ...base, claimStatus: 'claimed' }, now)).toBe('claimed');
    expect(memberStatus({ ...base, startAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe('coming_soon');
    expect(memberStatus({ ...base, eligible: false }, now)).toBe('closed');
    expect(memberStatus({ ...base, budgetLeft: 99n }, now)).toBe('closed');
    expect(memberStatus(base, now)).toBe('claim');
  });

  it('asks turnover of the bonus times the multiple, rounding a fraction of a minor unit up', () => {
    expect(wageringRequired(1_001n, 15_000)).toBe(1_502n);
    expect(wageringRequired(1_000n, 0)).toBe(0n);
    expect(wageringRequired(0n, 30_000)).toBe(0n);
  });
});
