import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { InboxBadge } from './inbox-badge';

/** The side menu's inbox shortcut with the unread count; for signed-in members only. */
export const InboxShortcut = ({ className, onNavigate }: { className: string; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  if (useSessionToken() === null) return null;
  return (
    <Link to="/member" search={{ page: 'messageV2' }} className={className} onClick={onNavigate} data-testid="side-inbox">
      <span>{t('site:member_messageV2')}</span>
      <InboxBadge testId="side-inbox-badge" />
    </Link>
  );
};
