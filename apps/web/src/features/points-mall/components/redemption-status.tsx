import type { PointsMallRedemptionStatus } from '@gp/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

const tones: Record<PointsMallRedemptionStatus, string> = {
  applying: 'border-warning text-warning',
  approved: 'border-primary text-primary',
  released: 'border-success text-success',
  rejected: 'border-danger text-danger',
};

/** The spec's status words: in process, approved, released, rejected. */
export const RedemptionStatus = ({ status }: { status: PointsMallRedemptionStatus }) => {
  const { t } = useTranslation();
  return (
    <span
      className={cx('inline-block rounded-full border px-2 py-0.5 text-xs font-semibold', tones[status])}
      data-testid="redemption-status"
      data-status={status}
    >
      {t(`site:pointsMall.status.${status}`)}
    </span>
  );
};
