import { useTranslation } from 'react-i18next';
import type { WithdrawOptions } from '@gp/contracts';

/**
 * The one "available to withdraw" figure (worked out by the server) and what stands behind it: the
 * main balance, the part of it locked until the turnover is met, and what withdrawals in progress
 * already hold (taken out of the balance, so it is not counted twice).
 */
export const WithdrawAvailability = ({ options, money }: { options: WithdrawOptions; money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const rows = [
    { key: 'balance', label: t('cashier:withdraw.breakdown.balance'), value: options.balance, shown: true },
    { key: 'locked', label: t('cashier:withdraw.breakdown.locked'), value: options.lockedByTurnover, shown: options.lockedByTurnover > 0 },
    { key: 'pending', label: t('cashier:withdraw.breakdown.pending'), value: options.pendingWithdrawals, shown: options.pendingWithdrawals > 0 },
  ].filter((row) => row.shown);
  return (
    <div className="flex flex-col gap-2" data-testid="withdraw-availability">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
        {t('cashier:withdraw.balance')}
        <span className="text-2xl font-semibold tabular-nums text-fg" data-testid="withdraw-balance">
          {money(options.available)}
        </span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-fg-muted">{row.label}</dt>
            <dd className="text-end tabular-nums" data-testid={`withdraw-breakdown-${row.key}`}>
              {money(row.value)}
            </dd>
          </div>
        ))}
      </dl>
      {options.lockedByTurnover > 0 ? (
        <p className="text-sm text-warning" data-testid="withdraw-locked-explained">
          {t('cashier:withdraw.lockedExplained', { locked: money(options.lockedByTurnover), remaining: money(options.turnoverRemaining) })}
        </p>
      ) : null}
      {options.pendingWithdrawals > 0 ? (
        <p className="text-xs text-fg-muted" data-testid="withdraw-pending-explained">
          {t('cashier:withdraw.pendingExplained')}
        </p>
      ) : null}
    </div>
  );
};
