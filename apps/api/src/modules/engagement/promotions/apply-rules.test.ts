import { describe, expect, it } from 'vitest';
import { applicationHash, applyStatus, decideApproval, inCurrentSpan, isRunning, remarkOf, type ApprovalState } from './apply-rules';

const zone = 'Asia/Kolkata';
const none = { limitPerDay: null, limitPerWeek: null, limitLifetime: null };
const waiting = (status: ApprovalState['status'], first: ApprovalState['firstApproval'] = null, storedAmount = 0n): ApprovalState => ({
  status,
  storedAmount,
  firstApproval: first,
});
const input = (staffId: number, amount: bigint | null) => ({ staffId, amount, maxAmount: 100_000n, secondAbove: 50_000n });

describe('apply rules', () => {
  it('hashes a body whatever the order of its pictures, and trims the remark', () => {
    expect(applicationHash({ remark: 'a', imageIds: ['x', 'y'] })).toBe(applicationHash({ remark: 'a', imageIds: ['y', 'x'] }));
    expect(applicationHash({ remark: 'a', imageIds: [] })).not.toBe(applicationHash({ remark: 'b', imageIds: [] }));
    expect(remarkOf('  hi  ')).toBe('hi');
    expect(remarkOf('   ')).toBeNull();
    expect(remarkOf(undefined)).toBeNull();
  });

  it('knows the span a past claim counts in', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    expect(inCurrentSpan(none, 'once', now, zone)).toBe(true);
    expect(inCurrentSpan({ ...none, limitPerDay: 2 }, '2026-11-30_2', now, zone)).toBe(true);
    expect(inCurrentSpan({ ...none, limitPerDay: 2 }, '2026-11-29_1', now, zone)).toBe(false);
    expect(inCurrentSpan({ ...none, limitLifetime: 3 }, 'life_2', now, zone)).toBe(true);
  });

  it('tells a running promotion', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    expect(isRunning({ enabled: true, start_at: null, end_at: null }, now)).toBe(true);
    expect(isRunning({ enabled: false, start_at: null, end_at: null }, now)).toBe(false);
    expect(isRunning({ enabled: true, start_at: new Date('2026-12-01T00:00:00Z'), end_at: null }, now)).toBe(false);
    expect(isRunning({ enabled: true, start_at: null, end_at: now }, now)).toBe(false);
  });

  it('decides approvals: amount, maximum, four eyes, replays', () => {
    expect(decideApproval(waiting('applying'), input(1, null))).toMatchObject({ action: 'refuse', code: 'VALIDATION_ERROR' });
    expect(decideApproval(waiting('applying'), input(1, 100_001n))).toMatchObject({ action: 'refuse', code: 'AMOUNT_ABOVE_MAXIMUM' });
    expect(decideApproval(waiting('applying'), input(1, 50_000n))).toEqual({ action: 'pay', amount: 50_000n });
    expect(decideApproval(waiting('applying'), input(1, 50_001n))).toEqual({ action: 'record_first', amount: 50_001n });
    const first = { staffId: 1, amount: 60_000n };
    expect(decideApproval(waiting('applying', first), input(1, 60_000n))).toEqual({ action: 'answer' });
    expect(decideApproval(waiting('applying', first), input(2, 60_000n))).toEqual({ action: 'pay', amount: 60_000n });
    expect(decideApproval(waiting('applying', first), input(2, 70_000n))).toMatchObject({ action: 'refuse', code: 'CONFLICT' });
    expect(decideApproval(waiting('processing', null, 5_000n), input(1, null))).toEqual({ action: 'pay', amount: 5_000n });
    expect(decideApproval(waiting('processing', null, 5_000n), input(1, 4_000n))).toMatchObject({ action: 'refuse', code: 'VALIDATION_ERROR' });
    expect(decideApproval(waiting('processing', null, 0n), input(1, null))).toMatchObject({ action: 'refuse', code: 'VALIDATION_ERROR' });
    expect(decideApproval(waiting('issued'), input(1, 1n))).toEqual({ action: 'answer' });
    expect(decideApproval(waiting('rejected'), input(1, 1n))).toMatchObject({ action: 'refuse', code: 'INVALID_STATE' });
  });

  it('shows the status of an apply promotion', () => {
    const now = new Date('2026-11-30T10:00:00Z');
    const base = { startAt: null, eligible: true, periodFree: true };
    expect(applyStatus({ ...base, claims: [] }, now)).toBe('join');
    expect(applyStatus({ ...base, claims: [], startAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe('coming_soon');
    expect(applyStatus({ ...base, claims: [{ status: 'rejected' }, { status: 'applying' }] }, now)).toBe('applying');
    expect(applyStatus({ ...base, periodFree: false, claims: [{ status: 'rejected' }] }, now)).toBe('rejected');
    expect(applyStatus({ ...base, claims: [{ status: 'rejected' }] }, now)).toBe('join');
    expect(applyStatus({ ...base, periodFree: false, claims: [{ status: 'issued' }] }, now)).toBe('issued');
    expect(applyStatus({ ...base, eligible: false, claims: [] }, now)).toBe('closed');
  });
});
