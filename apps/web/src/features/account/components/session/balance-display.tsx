import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { invalidateMoney } from '../../../cashier/queries/money-events';
import { formatBalance, hiddenBalance } from './format-balance';
import { balanceQuery } from '../../queries/member-queries';

const hideKey = 'hideBalance';

const readHidden = (): boolean => {
  try {
    return localStorage.getItem(hideKey) === '1';
  } catch {
    return false;
  }
};

const EyeIcon = ({ crossed }: { crossed: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </svg>
);

const RefreshIcon = ({ spinning }: { spinning: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className={cx('size-5', spinning && 'motion-safe:animate-spin')}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

const iconButton = 'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg disabled:opacity-50';

/**
 * The main wallet balance with a hide toggle (stars) and a refresh button. Refresh
 * reloads every money figure on screen (wallets, records, notices), not only this one.
 */
export const BalanceDisplay = ({ token, testId, className }: { token: string; testId: string; className?: string }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const balance = useQuery(balanceQuery(token));
  const [hidden, setHidden] = useState(readHidden);

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(hideKey, next ? '1' : '0');
    } catch {
      // Not remembered across reloads; still hidden now.
    }
  };

  const text = balance.data
    ? formatBalance(balance.data.balance, balance.data.currency, balance.data.currencySymbol, i18n.language)
    : balance.isError
      ? '—'
      : '…';
  return (
    <div className={cx('flex items-center', className)} data-testid={testId}>
      <span className="sr-only">{t('site:header.balance')}</span>
      <span className="whitespace-nowrap font-semibold tabular-nums" data-testid={`${testId}-value`} aria-live="polite">
        {/* Isolated: an amount with its currency keeps its order inside an RTL page. */}
        <bdi>{hidden ? hiddenBalance : text}</bdi>
      </span>
      <button
        type="button"
        className={iconButton}
        aria-pressed={hidden}
        aria-label={hidden ? t('site:header.showBalance') : t('site:header.hideBalance')}
        title={hidden ? t('site:header.showBalance') : t('site:header.hideBalance')}
        onClick={toggle}
        data-testid={`${testId}-toggle`}
      >
        <EyeIcon crossed={hidden} />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t('site:header.refreshBalance')}
        title={t('site:header.refreshBalance')}
        onClick={() => void invalidateMoney(queryClient)}
        disabled={balance.isFetching}
        data-testid={`${testId}-refresh`}
      >
        <RefreshIcon spinning={balance.isFetching} />
      </button>
    </div>
  );
};
