import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { fetchReferralSettings, referralKeys } from '../referral-api';
import { canEditReferral, canReadReferral } from '../referral-permissions';
import { referralTestIds as ids } from '../referral-test-ids';
import { ReferralReport } from './referral-report';
import { ReferralSettingsCard } from './referral-settings-card';

/** Referral programme: its settings and reward rules, a run now, and the report of referrers and referees. */
export const ReferralAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const settings = useQuery({ queryKey: referralKeys.settings, queryFn: ({ signal }) => fetchReferralSettings(signal), enabled: canReadReferral(roles) });
  if (!canReadReferral(roles)) return <NoAccess />;
  return (
    <div className="flex flex-col gap-6" data-testid={ids.page}>
      <PageHeader title={t('referralAdmin.title')} description={t('referralAdmin.intro')} />
      <ListState query={settings} empty={false} emptyText="" emptyTestId="bo-referral-settings-empty" />
      {settings.data ? <ReferralSettingsCard key={settings.data.updatedAt} settings={settings.data} canEdit={canEditReferral(roles)} /> : null}
      <ReferralReport />
    </div>
  );
};
