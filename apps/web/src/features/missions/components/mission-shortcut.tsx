import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { MissionBadge } from './mission-badge';

/** The side menu's missions shortcut, with the count of missions to claim; for signed-in real members only. */
export const MissionShortcut = ({ className, onNavigate }: { className: string; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  if (useRealMemberToken() === null) return null;
  return (
    <Link to="/member" search={{ page: 'missionLeaderboard' }} className={className} onClick={onNavigate} data-testid="side-missions">
      <span>{t('site:member_missionLeaderboard')}</span>
      <MissionBadge />
    </Link>
  );
};
