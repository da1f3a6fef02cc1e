import { describe, expect, it } from 'vitest';
import { adjustmentActionFor } from './adjustment-status';

describe('adjustment actions', () => {
  const pending = { status: 'pending' as const, requestedBy: { id: 7, name: 'asha' } };
  it('lets another staff member decide a pending adjustment, and tells its requester to wait', () => {
    expect(adjustmentActionFor(pending, 8)).toBe('decide');
    expect(adjustmentActionFor(pending, 7)).toBe('waiting');
  });
  it('offers nothing once decided', () => {
    expect(adjustmentActionFor({ ...pending, status: 'posted' }, 8)).toBe('none');
    expect(adjustmentActionFor({ ...pending, status: 'rejected' }, 7)).toBe('none');
  });
});
