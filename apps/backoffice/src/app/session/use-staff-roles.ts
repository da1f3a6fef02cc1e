import type { StaffRole } from '@gp/contracts';
import { useStaff } from './use-staff';

const none: StaffRole[] = [];

/** Roles of the signed-in staff member; the layout renders screens only once these are known. */
export const useStaffRoles = (): StaffRole[] => useStaff().data?.roles ?? none;
