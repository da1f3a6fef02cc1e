import { describe, expect, it } from 'vitest';
import { maintenanceState } from './maintenance-state';

const slot = { startAt: '2026-06-01T10:00:00Z', endAt: '2026-06-01T12:00:00Z', message: {} };
const at = (iso: string) => Date.parse(iso);

describe('maintenanceState', () => {
  it('is active whenever the mode is on', () => {
    expect(maintenanceState({ mode: 'on', startAt: null, endAt: null, message: {} }, at('2026-01-01T00:00:00Z'))).toEqual({ kind: 'active', until: null });
  });

  it('is active inside a scheduled window only', () => {
    const scheduled = { mode: 'scheduled' as const, ...slot };
    expect(maintenanceState(scheduled, at('2026-06-01T09:59:59Z')).kind).toBe('upcoming');
    expect(maintenanceState(scheduled, at('2026-06-01T10:00:00Z')).kind).toBe('active');
    expect(maintenanceState(scheduled, at('2026-06-01T11:59:59Z')).kind).toBe('active');
    expect(maintenanceState(scheduled, at('2026-06-01T12:00:00Z')).kind).toBe('inactive');
  });

  it('is inactive when off, whatever the window says', () => {
    expect(maintenanceState({ mode: 'off', ...slot }, at('2026-06-01T11:00:00Z')).kind).toBe('inactive');
  });
});
