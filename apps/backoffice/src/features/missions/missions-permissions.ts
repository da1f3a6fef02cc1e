import type { StaffRole } from '@gp/contracts';
import { canEditContent } from '../../app/session/permissions';

/** Mirrors the API's mission and board routes: content staff (admins pass every check). */
export const canEditMissions = (roles: readonly StaffRole[]) => canEditContent(roles);
