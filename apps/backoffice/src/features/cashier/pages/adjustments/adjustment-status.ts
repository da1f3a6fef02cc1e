import type { BoAdjustment } from '@gp/contracts';
import type { StatusTone } from '../../../../shared/ui/status-badge';

export const adjustmentTone: Record<BoAdjustment['status'], StatusTone> = { pending: 'waiting', posted: 'good', rejected: 'bad' };

/** What the signed-in staff member may do with an adjustment: decide it, wait for someone else, or nothing. */
export const adjustmentActionFor = (adjustment: Pick<BoAdjustment, 'status' | 'requestedBy'>, staffId: number | undefined): 'decide' | 'waiting' | 'none' => {
  if (adjustment.status !== 'pending') return 'none';
  return adjustment.requestedBy.id === staffId ? 'waiting' : 'decide';
};
