import type { SystemStatus } from '@gp/contracts';
import { isApiError } from '../../../api/api-error';

export type Screen =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'app' }
  | { kind: 'maintenance'; endTime: string | null; message: string }
  | { kind: 'region-block'; ip: string; message: string };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What to show for the latest system status. The server already lets
 * maintenance win over a region block when choosing `status`, so the code decides alone.
 * `error` only matters while no status has ever arrived: once one has, a failed re-check keeps
 * the last known screen instead of tearing the page down.
 */
export const screenForStatus = (status: SystemStatus | undefined, error: unknown): Screen => {
  if (status) {
    if (status.status === 1) {
      return { kind: 'maintenance', endTime: status.maintenance?.endTime ?? null, message: status.maintenance?.message ?? '' };
    }
    if (status.status === 2) {
      return { kind: 'region-block', ip: status.regionRestriction?.ip ?? '', message: status.regionRestriction?.message ?? '' };
    }
    return { kind: 'app' };
  }
  if (!error) return { kind: 'loading' };
  // A proxy or an older server may answer the status call itself with the blocking error.
  if (isApiError(error) && error.code === 'MAINTENANCE') {
    return { kind: 'maintenance', endTime: text(error.details.endTime), message: error.message };
  }
  if (isApiError(error) && error.code === 'REGION_RESTRICTED') {
    return { kind: 'region-block', ip: text(error.details.ip) ?? '', message: error.message };
  }
  return { kind: 'unavailable' };
};
