import type { PromotionBonusList, PromotionHallList, PromotionMemberStatus } from '@gp/contracts';

export type HallItem = PromotionHallList['list'][number];
export type Bonus = PromotionBonusList['list'][number];

/** Kinds a scheduled run pays: `join` on them is an opt-in the member presses here. */
const runKinds: readonly string[] = ['cashback_daily', 'cashback_weekly', 'rebate'];

/** What the hall shows for a promotion: a Claim or Join button, or a status the member cannot act on. */
export type StatusView = { kind: 'claim'; amount: number } | { kind: 'join' } | { kind: 'pill'; status: Exclude<PromotionMemberStatus, 'claim'> };

/**
 * A claim with something due is a button; every other status, and a claim that would pay nothing
 * (the amount went to zero since the list was read), is a pill: the member has nothing to press.
 */
export const statusView = (item: HallItem): StatusView => {
  if (item.status === 'join' && runKinds.includes(item.kind)) return { kind: 'join' };
  if (item.status !== 'claim') return { kind: 'pill', status: item.status };
  return item.amountDue > 0 ? { kind: 'claim', amount: item.amountDue } : { kind: 'pill', status: 'closed' };
};

/** Statuses that wait on someone else: staff for an application, the payer for an accepted claim. */
const pendingStatuses: readonly PromotionMemberStatus[] = ['processing', 'applying'];

export type RewardGroups = { claimable: HallItem[]; pending: HallItem[]; received: Bonus[] };

/**
 * The reward centre: what can be claimed now, what is on its way, and bonuses already paid (the
 * bonuses route lists only paid ones; issued and claimed both mean the money is in the wallet).
 */
export const groupRewards = (hall: readonly HallItem[], bonuses: readonly Bonus[]): RewardGroups => ({
  claimable: hall.filter((item) => statusView(item).kind === 'claim'),
  pending: hall.filter((item) => pendingStatuses.includes(item.status)),
  received: bonuses.filter((bonus) => bonus.status === 'issued' || bonus.status === 'claimed'),
});

/** How many rewards wait for the member's press: the member menu's badge. */
export const claimableCount = (hall: readonly HallItem[] | undefined): number => (hall ?? []).filter((item) => statusView(item).kind === 'claim').length;
