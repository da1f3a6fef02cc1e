import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../account/components/session/use-session';
import { usePermission } from '../../system/queries/use-permission';
import { inviteTarget } from './invite-shortcut-rule';

/** The side menu's invite-friends shortcut (inviteTarget decides whether and where). */
export const InviteShortcut = ({ className, onNavigate }: { className: string; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const session = useSession();
  const referralOn = usePermission().data?.referralPromotion === true;
  const target = inviteTarget({ loggedIn: session.loggedIn, isAgent: session.isAgent, isTrial: session.isTrial, referralOn });
  if (target === 'agentRegisterCentre') {
    return (
      <Link
        to="/agentHome/$pageName"
        params={{ pageName: 'registerCenter' }}
        className={className}
        onClick={onNavigate}
        data-testid="side-invite"
        data-target="agent"
      >
        {t('site:referral.invite')}
      </Link>
    );
  }
  if (target === 'referralPage') {
    return (
      <Link to="/member" search={{ page: 'referral' }} className={className} onClick={onNavigate} data-testid="side-invite" data-target="referral">
        {t('site:referral.invite')}
      </Link>
    );
  }
  return null;
};
