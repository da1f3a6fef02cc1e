import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@gp/contracts';
import { ApiError } from '../../../api/api-error';
import { screenForStatus } from './screen-for-status';

const normal: SystemStatus = { status: 0, maintenance: null, regionRestriction: null };

describe('screenForStatus', () => {
  it('shows the app when the status is normal', () => {
    expect(screenForStatus(normal, null)).toEqual({ kind: 'app' });
  });

  it('shows the maintenance page with end time and message', () => {
    const status: SystemStatus = {
      status: 1,
      maintenance: { endTime: '2026-12-01T10:00:00Z', message: 'Upgrading' },
      regionRestriction: { ip: '203.0.113.9', message: 'Blocked' },
    };
    expect(screenForStatus(status, null)).toEqual({ kind: 'maintenance', endTime: '2026-12-01T10:00:00Z', message: 'Upgrading' });
  });

  it('copes with a maintenance status that has no details', () => {
    expect(screenForStatus({ ...normal, status: 1 }, null)).toEqual({ kind: 'maintenance', endTime: null, message: '' });
  });

  it('shows the region-block page with the visitor IP and message', () => {
    const status: SystemStatus = { status: 2, maintenance: null, regionRestriction: { ip: '203.0.113.9', message: 'Blocked' } };
    expect(screenForStatus(status, null)).toEqual({ kind: 'region-block', ip: '203.0.113.9', message: 'Blocked' });
  });

  it('waits while nothing has arrived yet', () => {
    expect(screenForStatus(undefined, null)).toEqual({ kind: 'loading' });
  });

  it('keeps the last known status when a re-check fails', () => {
    expect(screenForStatus(normal, new ApiError('NETWORK_ERROR', 'offline', 0))).toEqual({ kind: 'app' });
  });

  it('reads a blocking error answered instead of a status', () => {
    const maintenance = new ApiError('MAINTENANCE', 'Under maintenance', 503, { endTime: '2026-12-01T10:00:00Z' });
    expect(screenForStatus(undefined, maintenance)).toEqual({ kind: 'maintenance', endTime: '2026-12-01T10:00:00Z', message: 'Under maintenance' });
    const region = new ApiError('REGION_RESTRICTED', 'Restricted', 403, { ip: 7 });
    expect(screenForStatus(undefined, region)).toEqual({ kind: 'region-block', ip: '', message: 'Restricted' });
  });

  it('reports the service unavailable on any other first failure', () => {
    expect(screenForStatus(undefined, new ApiError('NETWORK_ERROR', 'offline', 0))).toEqual({ kind: 'unavailable' });
    expect(screenForStatus(undefined, new Error('boom'))).toEqual({ kind: 'unavailable' });
  });
});
