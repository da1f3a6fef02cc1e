import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@gp/contracts';
import { cx } from '@gp/ui';

const tones: Record<DepositStatus, string> = {
  pending: 'bg-warning/15 text-fg',
  credited: 'bg-success/15 text-fg',
  rejected: 'bg-danger/15 text-fg',
  failed: 'bg-danger/15 text-fg',
};

export const DepositStatusBadge = ({ status }: { status: DepositStatus }) => {
  const { t } = useTranslation();
  return <span className={cx('inline-block rounded px-2 py-0.5 text-xs font-medium', tones[status])}>{t(`cashier:deposit.status_${status}`)}</span>;
};
