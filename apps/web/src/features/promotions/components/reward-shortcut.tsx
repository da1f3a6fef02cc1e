import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { RewardBadge } from './reward-badge';

/** The side menu's reward-centre shortcut, with the count of rewards to claim; for signed-in real members only. */
export const RewardShortcut = ({ className, onNavigate }: { className: string; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  if (useRealMemberToken() === null) return null;
  return (
    <Link to="/member" search={{ page: 'rewardCenter' }} className={className} onClick={onNavigate} data-testid="side-reward-centre">
      <span>{t('site:member_rewardCenter')}</span>
      <RewardBadge />
    </Link>
  );
};
