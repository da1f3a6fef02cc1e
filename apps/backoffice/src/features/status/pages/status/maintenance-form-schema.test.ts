import { describe, expect, it } from 'vitest';
import { maintenanceFormSchema, toMaintenanceForm } from './maintenance-form-schema';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('maintenance form schema (screen shape piped into the contract)', () => {
  it('converts local times to ISO with offset and drops blank messages', () => {
    const form = toMaintenanceForm({ mode: 'off', startAt: null, endAt: null, message: {} }, { EN: ' Back soon ', HI: '' });
    const value = maintenanceFormSchema.parse({ ...form, mode: 'scheduled', startAt: '2026-06-01T10:00', endAt: '2026-06-01T12:00' });
    expect(value.mode).toBe('scheduled');
    expect(value.startAt).toMatch(/^2026-06-01T10:00:00[+-]\d{2}:\d{2}$/);
    expect(value.message).toEqual({ EN: 'Back soon' });
    expect(paths(maintenanceFormSchema.safeParse({ ...form, mode: 'scheduled' }))).toEqual(['endAt']);
    expect(paths(maintenanceFormSchema.safeParse({ ...form, startAt: '2026-06-01T12:00', endAt: '2026-06-01T10:00' }))).toEqual(['endAt']);
  });
});
