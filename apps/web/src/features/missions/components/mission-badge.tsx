import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { useLanguage } from '../../../shared/i18n/use-language';
import { missionSummaryQuery } from '../api/missions-api';

/**
 * The missions entry's red count of missions ready to claim. The figure is drawn for the eye and
 * spoken as words, so the link's accessible name carries the count.
 */
export const MissionBadge = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const summary = useQuery(missionSummaryQuery(useRealMemberToken(), code));
  const count = summary.data?.claimableCount ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-semibold text-danger-fg tabular-nums"
        data-testid="mission-badge"
      >
        {count}
      </span>
      <span className="sr-only">{`, ${t('site:missions.badge', { number: count })}`}</span>
    </>
  );
};
