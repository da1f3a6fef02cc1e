import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

export type ProfitOutcome = 'won' | 'lost' | 'even';

const outcomeOf = (profit: number): ProfitOutcome => (profit > 0 ? 'won' : profit < 0 ? 'lost' : 'even');

/**
 * A round's profit and loss: the signed amount ("+" on a win) and a word (won, lost, even), so the
 * result reads without the green and red that also mark it.
 */
export const ProfitText = ({ profit, money, testId }: { profit: number; money: (minor: number) => string; testId?: string }) => {
  const { t } = useTranslation();
  const outcome = outcomeOf(profit);
  return (
    <span
      className={cx(
        'inline-flex flex-wrap items-baseline gap-x-1 whitespace-nowrap font-semibold tabular-nums',
        outcome === 'won' ? 'text-success' : outcome === 'lost' ? 'text-danger' : 'text-fg-muted',
      )}
      data-testid={testId}
      data-outcome={outcome}
    >
      <span>{profit > 0 ? `+${money(profit)}` : money(profit)}</span>
      <span className="text-xs font-medium">{t(`cashier:betting.outcome.${outcome}`)}</span>
    </span>
  );
};
