import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { promotionStatusQuery } from '../api/promotions-api';
import { claimableCount } from './promotion-status';

/**
 * The reward entry's red count of rewards waiting to be claimed. The figure is drawn for the eye and
 * spoken as words, so the link's accessible name carries the count.
 */
export const RewardBadge = () => {
  const { t } = useTranslation();
  const status = useQuery(promotionStatusQuery(useRealMemberToken()));
  const count = claimableCount(status.data?.list);
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-semibold text-danger-fg tabular-nums"
        data-testid="reward-badge"
      >
        {count}
      </span>
      <span className="sr-only">{`, ${t('site:rewardBadge', { number: count })}`}</span>
    </>
  );
};
