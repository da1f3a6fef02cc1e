import type { StaffRole } from '@gp/contracts';

/** Mirrors staffAccess('operator', 'finance') of the API's claims review routes (claims.admin.routes.ts). */
const reviewers: readonly StaffRole[] = ['admin', 'operator', 'finance'];

export const canReviewClaims = (roles: readonly StaffRole[]) => roles.some((r) => reviewers.includes(r));
