import type { PromotionRunMemberStatus, PromotionRunStatus } from '@gp/contracts';
import type { StatusTone } from '../../shared/ui/status-badge';

export const runStatusTone: Record<PromotionRunStatus, StatusTone> = { computing: 'waiting', held: 'waiting', paying: 'waiting', done: 'good', failed: 'bad' };

export const memberStatusTone: Record<PromotionRunMemberStatus, StatusTone> = {
  owed: 'waiting',
  held: 'waiting',
  paid: 'good',
  already_paid: 'neutral',
  budget_short: 'bad',
};

/** Basis points as a percent with up to two decimals (1,050 -> "10.5 %"), in the reader's locale. */
export const ratePercent = (rateBp: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
