import { useTranslation } from 'react-i18next';
import type { TurnoverProgress } from '@gp/contracts';

/** Valid bets since the last deposit against what it requires, as a labelled progress bar. */
export const TurnoverBar = ({ progress, money }: { progress: TurnoverProgress; money: (minor: number) => string }) => {
  const { t } = useTranslation();
  if (progress.required === 0) {
    return (
      <p className="text-sm text-fg-muted" data-testid="withdraw-turnover-none">
        {t('cashier:withdraw.turnoverNone')}
      </p>
    );
  }
  const percent = Math.min(100, Math.floor((progress.done / progress.required) * 100));
  return (
    <div className="flex flex-col gap-1" data-testid="withdraw-turnover">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id="withdraw-turnover-label">{t('cashier:withdraw.turnover')}</span>
        <span className="tabular-nums" data-testid="withdraw-turnover-text">
          {t('cashier:withdraw.turnoverDone', { done: money(progress.done), required: money(progress.required) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="withdraw-turnover-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ inlineSize: `${percent}%` }} />
      </div>
      {progress.remaining > 0 ? (
        <p className="text-sm text-warning" data-testid="withdraw-turnover-remaining">
          {t('cashier:withdraw.turnoverRemaining', { remaining: money(progress.remaining) })}
        </p>
      ) : null}
    </div>
  );
};
