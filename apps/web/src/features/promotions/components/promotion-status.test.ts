import { describe, expect, it } from 'vitest';
import { promotionMemberStatus } from '@gp/contracts';
import { claimableCount, groupRewards, statusView, type Bonus, type HallItem } from './promotion-status';

const item = (promotionId: number, status: HallItem['status'], amountDue = 0): HallItem => ({ promotionId, kind: 'first_deposit', status, amountDue });
const bonus = (id: number, status: Bonus['status']): Bonus => ({
  id,
  promotionId: id,
  title: `Bonus ${id}`,
  amount: 10_000,
  status,
  turnoverRequired: 100_000,
  turnoverDone: 2_500,
  wageringStatus: 'active',
  createdAt: '2026-11-30T00:00:00.000Z',
});

describe('statusView', () => {
  it('offers a Claim button with what the claim pays', () => {
    expect(statusView(item(1, 'claim', 50_000))).toEqual({ kind: 'claim', amount: 50_000 });
  });

  it('shows every other status as a pill the member cannot press', () => {
    for (const status of promotionMemberStatus.options.filter((s) => s !== 'claim')) {
      expect(statusView(item(1, status, 50_000)), status).toEqual({ kind: 'pill', status });
    }
  });

  it('offers Join on a cashback or rebate that asks for an opt-in, and a pill for join elsewhere', () => {
    expect(statusView({ ...item(1, 'join'), kind: 'rebate' })).toEqual({ kind: 'join' });
    expect(statusView({ ...item(1, 'join'), kind: 'cashback_daily' })).toEqual({ kind: 'join' });
    expect(statusView({ ...item(1, 'join'), kind: 'apply' })).toEqual({ kind: 'pill', status: 'join' });
  });

  it('shows a claim that would pay nothing as closed rather than a button', () => {
    expect(statusView(item(1, 'claim', 0))).toEqual({ kind: 'pill', status: 'closed' });
  });
});

describe('groupRewards', () => {
  it('splits the hall into claimable and pending, and keeps only paid bonuses as received', () => {
    const hall = [item(1, 'claim', 500), item(2, 'processing'), item(3, 'applying'), item(4, 'closed'), item(5, 'claimed'), item(6, 'claim', 0)];
    const groups = groupRewards(hall, [bonus(5, 'claimed'), bonus(7, 'issued'), bonus(8, 'rejected')]);
    expect(groups.claimable.map((i) => i.promotionId)).toEqual([1]);
    expect(groups.pending.map((i) => i.promotionId)).toEqual([2, 3]);
    expect(groups.received.map((b) => b.id)).toEqual([5, 7]);
  });

  it('is empty for a member with nothing, so the page leads to the hall', () => {
    expect(groupRewards([], [])).toEqual({ claimable: [], pending: [], received: [] });
  });
});

describe('claimableCount', () => {
  it('counts what a press would pay now, and nothing before the statuses arrive', () => {
    expect(claimableCount([item(1, 'claim', 500), item(2, 'claim', 0), item(3, 'claimed')])).toBe(1);
    expect(claimableCount(undefined)).toBe(0);
  });
});
