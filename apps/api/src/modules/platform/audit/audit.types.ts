/** Who did something: a staff member, a member, or the system itself (jobs, CLI). */
export type Actor = { type: 'staff' | 'member' | 'system'; id: string | null; name: string | null; ip: string | null };

export const systemActor = (name: string): Actor => ({ type: 'system', id: null, name, ip: null });
