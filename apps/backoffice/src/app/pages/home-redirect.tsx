import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../shared/ui/no-access';
import { PageHeader } from '../../shared/ui/page-header';
import { visibleNavItems } from '../layout/nav-items';
import { useStaffRoles } from '../session/use-staff-roles';

/** The start page is the first screen the staff member's roles can open. */
export const HomeRedirect = () => {
  const { t } = useTranslation();
  const first = visibleNavItems(useStaffRoles())[0];
  if (first) return <Navigate to={first.to} replace />;
  return (
    <>
      <PageHeader title={t('app.name')} />
      <NoAccess />
    </>
  );
};
