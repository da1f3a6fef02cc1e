import type { StaffRole } from '@gp/contracts';

/** The staff member behind a request, resolved from the bearer token. */
export type StaffPrincipal = { id: number; username: string; roles: StaffRole[]; sessionId: number };
