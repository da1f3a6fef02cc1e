import { useTranslation } from 'react-i18next';
import type { BettingRoundStatus } from '@gp/contracts';
import { cx } from '@gp/ui';

/** A round's status as a word in a quiet badge (open rounds stand out a little). */
export const RoundStatus = ({ status }: { status: BettingRoundStatus }) => {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'open' ? 'border border-warning/50 bg-warning/10 text-fg' : 'bg-muted text-fg-muted',
      )}
      data-testid="round-status"
      data-status={status}
    >
      {t(`cashier:betting.status.${status}`)}
    </span>
  );
};
