import type { MaintenanceSettings } from '@gp/contracts';

export type MaintenanceState = { kind: 'active'; until: string | null } | { kind: 'upcoming'; from: string; until: string } | { kind: 'inactive' };

/** Whether players see the maintenance page at `now`: mode on, or scheduled and inside the window. */
export const maintenanceState = (m: MaintenanceSettings, now: number): MaintenanceState => {
  if (m.mode === 'on') return { kind: 'active', until: m.endAt };
  if (m.mode !== 'scheduled' || !m.startAt || !m.endAt) return { kind: 'inactive' };
  const start = Date.parse(m.startAt);
  const end = Date.parse(m.endAt);
  if (now >= start && now < end) return { kind: 'active', until: m.endAt };
  if (now < start) return { kind: 'upcoming', from: m.startAt, until: m.endAt };
  return { kind: 'inactive' };
};
