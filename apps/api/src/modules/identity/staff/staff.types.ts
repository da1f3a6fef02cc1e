import type { StaffRole } from '@gp/contracts';

/** The staff member behind a request, resolved from the bearer token. */
export type StaffPrincipal = {
  id: number;
  username: string;
  roles: StaffRole[];
  sessionId: number;
  /** A temporary password not yet changed: this session may only change it or sign out. */
  passwordChangeRequired: boolean;
};
