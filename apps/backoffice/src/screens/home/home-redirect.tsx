import { Navigate } from '@tanstack/react-router';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { visibleNavItems } from '../../layout/nav-items';
import { NoAccess } from './no-access';

/** The start page is the first screen the staff member's roles can open. */
export const HomeRedirect = () => {
  const first = visibleNavItems(useStaffRoles())[0];
  if (!first) return <NoAccess />;
  return <Navigate to={first.to} replace />;
};
