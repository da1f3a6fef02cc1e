import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asksOptIn, depositMatch, isEligible, memberStatus, parametersOf, prizeAt, reloadDeposit, reloadPeriod, runStatus, topPrize } from './promotion-rules';
import { wageringRequired } from '../../money/wagering';

const match = { percentBp: 2_500, cap: 50_000, minDeposit: 10_000, paymentMethods: [] as string[] };
const rule = { member_types: [], vip_levels: [], countries: [], new_members_only: false };
const member = { type: 0, createdAt: new Date('2026-11-01T00:00:00Z'), vipLevel: 0, country: null };
const now = new Date('2026-11-30T00:00:00Z');
const zone = 'UTC';
const none = { limitPerDay: null, limitPerWeek: null, limitLifetime: null };
const deposit = (id: number, amount: number, at = '2026-11-29T00:00:00Z', methodCode = 'UPI') => ({
  id: BigInt(id),
  amount: BigInt(amount),
  methodCode,
  creditedAt: new Date(at),
});

describe('promotion rules', () => {
  it('matches a share of the deposit, rounded down, up to the cap, from the minimum, by the listed methods', () => {
    expect(depositMatch({ amount: 10_003n, methodCode: 'UPI' }, match)).toBe(2_500n);
    expect(depositMatch({ amount: 9_999n, methodCode: 'UPI' }, match)).toBe(0n);
    expect(depositMatch({ amount: 1_000_000n, methodCode: 'UPI' }, match)).toBe(50_000n);
    expect(depositMatch({ amount: 20_000n, methodCode: 'UPI' }, { ...match, paymentMethods: ['BANK'] })).toBe(0n);
  });

  it('never pays more than the cap or the percent, nor anything under the minimum (any deposit, any rule)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (amount, percentBp, cap, minDeposit) => {
          const paid = depositMatch({ amount, methodCode: 'X' }, { percentBp, cap, minDeposit, paymentMethods: [] });
          expect(paid >= 0n).toBe(true);
          expect(paid <= BigInt(cap)).toBe(true);
          expect(paid * 10_000n <= amount * BigInt(percentBp)).toBe(true);
          if (amount < BigInt(minDeposit)) expect(paid).toBe(0n);
        },
      ),
    );
  });

  it('reads only parameters of a known shape', () => {
    expect(parametersOf({ kind: 'signup', amount: 1 })).toEqual({ kind: 'signup', amount: 1 });
    expect(parametersOf({ kind: 'signup', amount: 1.5 })).toBeNull();
    expect(parametersOf({ kind: 'first_deposit', percentBp: 20_000, cap: 1, minDeposit: 0, paymentMethods: [] })).toBeNull();
    expect(parametersOf({ kind: 'raffle', prizes: [{ amount: 0, weight: 1 }] })).toBeNull();
  });

  it('admits by member type, join date, VIP level and country', () => {
    expect(isEligible(rule, member, null)).toBe(true);
    expect(isEligible({ ...rule, member_types: [2] }, member, null)).toBe(false);
    expect(isEligible({ ...rule, new_members_only: true }, member, new Date('2026-11-15T00:00:00Z'))).toBe(false);
    expect(isEligible({ ...rule, new_members_only: true }, member, new Date('2026-10-15T00:00:00Z'))).toBe(true);
    expect(isEligible({ ...rule, countries: ['IN'] }, member, null)).toBe(false);
    expect(isEligible({ ...rule, countries: ['IN'] }, { ...member, country: 'IN' }, null)).toBe(true);
    expect(isEligible({ ...rule, countries: ['IN'] }, { ...member, country: 'VN' }, null)).toBe(false);
    expect(isEligible({ ...rule, vip_levels: [1] }, member, null)).toBe(false);
    expect(isEligible({ ...rule, vip_levels: [1, 2] }, { ...member, vipLevel: 2 }, null)).toBe(true);
  });

  it('shows coming soon, a claim waiting, claim, then the last claim or closed', () => {
    const base = { claims: [], startAt: null, budgetLeft: null, due: 100n, eligible: true, periodFree: true };
    expect(memberStatus({ ...base, startAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe('coming_soon');
    expect(memberStatus({ ...base, claims: [{ status: 'processing' }] }, now)).toBe('processing');
    expect(memberStatus({ ...base, claims: [{ status: 'claimed' }] }, now)).toBe('claim');
    expect(memberStatus({ ...base, claims: [{ status: 'claimed' }], periodFree: false }, now)).toBe('claimed');
    expect(memberStatus({ ...base, eligible: false }, now)).toBe('closed');
    expect(memberStatus({ ...base, budgetLeft: 99n }, now)).toBe('closed');
    expect(memberStatus(base, now)).toBe('claim');
  });

  it('shows join until an opt-in promotion is joined, and signed up for one that needs none', () => {
    const base = { startAt: null, eligible: true, optIn: true, joined: false };
    expect(runStatus(base, now)).toBe('join');
    expect(runStatus({ ...base, joined: true }, now)).toBe('signed_up');
    expect(runStatus({ ...base, optIn: false }, now)).toBe('signed_up');
    expect(runStatus({ ...base, eligible: false }, now)).toBe('closed');
    expect(asksOptIn({ kind: 'rebate', optIn: true })).toBe(true);
    expect(asksOptIn({ kind: 'rebate' })).toBe(false);
  });

  it('asks turnover of the bonus times the multiple, rounding a fraction of a minor unit up', () => {
    expect(wageringRequired(1_001n, 15_000)).toBe(1_502n);
    expect(wageringRequired(1_000n, 0)).toBe(0n);
    expect(wageringRequired(0n, 30_000)).toBe(0n);
  });
});

describe('reload', () => {
  it('matches the newest deposit that is not the first, not matched yet, after the start, and pays something', () => {
    const deposits = [deposit(5, 5_000), deposit(4, 40_000), deposit(3, 30_000), deposit(1, 100_000)];
    expect(reloadDeposit(match, deposits, 1n, new Set(), null)).toEqual({ deposit: deposits[1], amount: 10_000n });
    expect(reloadDeposit(match, deposits, 1n, new Set([4n]), null)).toEqual({ deposit: deposits[2], amount: 7_500n });
    expect(reloadDeposit(match, deposits, 1n, new Set([4n, 3n]), null)).toBeNull();
    expect(reloadDeposit(match, deposits, 1n, new Set(), new Date('2026-11-29T12:00:00Z'))).toBeNull();
  });

  it('keys a reload by its deposit without limits, and by the limit slot with them', () => {
    expect(reloadPeriod(none, [], 42n, now, zone)).toEqual({ ok: true, periodKey: 'dep-42' });
    expect(reloadPeriod({ ...none, limitPerDay: 2 }, [{ createdAt: new Date('2026-11-30T01:00:00Z') }], 42n, new Date('2026-11-30T05:00:00Z'), zone)).toEqual({
      ok: true,
      periodKey: '2026-11-30_2',
    });
    expect(reloadPeriod({ ...none, limitPerDay: 1 }, [{ createdAt: new Date('2026-11-30T01:00:00Z') }], 42n, new Date('2026-11-30T05:00:00Z'), zone)).toEqual({
      ok: false,
      limit: 'day',
    });
  });

  it('never pays one deposit twice: a matched deposit is never chosen again (any history)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 0, max: 19 })),
        (amounts, used) => {
          const deposits = amounts.map((a, i) => deposit(amounts.length - i, a));
          const matched = new Set(used.map((i) => BigInt(i + 1)));
          const found = reloadDeposit(match, deposits, null, matched, null);
          if (found) {
            expect(matched.has(found.deposit.id)).toBe(false);
            expect(found.amount).toBe(depositMatch(found.deposit, match));
            expect(found.amount > 0n && found.amount <= 50_000n).toBe(true);
          }
        },
      ),
    );
  });
});

describe('raffle', () => {
  const prizes = [
    { amount: 100, weight: 3 },
    { amount: 1_000, weight: 1 },
  ];
  it('gives each prize a run of rolls as long as its weight', () => {
    expect([0, 1, 2, 3].map((roll) => prizeAt(prizes, roll))).toEqual([0, 0, 0, 1]);
    expect(topPrize(prizes)).toBe(1_000n);
  });
});
