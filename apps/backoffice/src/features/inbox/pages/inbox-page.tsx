import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { canSendInboxMessages } from '../inbox-permissions';
import { inboxTestIds as ids } from '../inbox-test-ids';
import { ComposeCard } from './compose-card';
import { SentMessagesCard } from './sent-messages-card';

/** Messages to members' inboxes: compose (one member, a segment, everyone) and what was sent. */
export const InboxAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  if (!canSendInboxMessages(roles)) return <NoAccess />;
  return (
    <div className="flex flex-col gap-6" data-testid={ids.page}>
      <PageHeader title={t('inboxAdmin.title')} description={t('inboxAdmin.intro')} />
      <ComposeCard />
      <SentMessagesCard />
    </div>
  );
};
