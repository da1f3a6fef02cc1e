import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { depositHistoryQuery, depositMethodsQuery } from '../../api/deposit-api';
import { DepositStatusBadge } from './deposit-status';
import { useMoneyText } from './money-text';
import { useReasonText } from './reason-text';

/** The member's deposits, newest first, ten a page; a list of rows that wraps at 360 px instead of scrolling. */
export const DepositHistory = ({ token }: { token: string | null }) => {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({ ...depositHistoryQuery(token, pageNo), placeholderData: keepPreviousData });
  const methods = useQuery(depositMethodsQuery(token));
  const money = useMoneyText(methods.data?.currency ?? 'USD', methods.data?.currencySymbol ?? '');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const page = history.data;
  const reasonText = useReasonText();

  return (
    <section aria-labelledby="deposit-history-title" className="flex flex-col gap-2" data-testid="deposit-history">
      <h3 id="deposit-history-title" className="text-base font-semibold">
        {t('cashier:deposit.history')}
      </h3>
      <ErrorBanner error={history.error} />
      {page && page.list.length === 0 ? <p className="text-sm text-fg-muted">{t('cashier:deposit.noDeposits')}</p> : null}
      {page && page.list.length > 0 ? (
        <ul className="divide-y divide-border rounded-md border border-border">
          {page.list.map((d) => (
            <li
              key={d.orderNo}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 text-sm"
              data-testid="deposit-history-row"
              data-order={d.orderNo}
              data-status={d.status}
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">{d.methodName}</span>
                <span className="text-xs text-fg-muted">
                  <span className="sr-only">{t('cashier:deposit.time')}: </span>
                  {time.format(new Date(d.createdAt))}
                </span>
                <span className="break-all font-mono text-xs text-fg-muted">
                  <span className="sr-only">{t('cashier:deposit.orderNo')}: </span>
                  {d.orderNo}
                </span>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="whitespace-nowrap font-semibold tabular-nums">
                  <span className="sr-only">{t('cashier:deposit.amountColumn')}: </span>
                  {money(d.amount)}
                </span>
                <DepositStatusBadge status={d.status} />
                {d.reason ? <span className="text-xs text-fg-muted">{reasonText(d.reason)}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.totalPages > 1 ? (
        <nav aria-label={t('cashier:deposit.history')} className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo((n) => n - 1)} data-testid="deposit-history-previous">
            {t('cashier:deposit.previous')}
          </Button>
          <span className="text-sm text-fg-muted">{t('cashier:deposit.page', { page: page.pageNo, pages: page.totalPages })}</span>
          <Button variant="secondary" size="sm" disabled={pageNo >= page.totalPages} onClick={() => setPageNo((n) => n + 1)} data-testid="deposit-history-next">
            {t('cashier:deposit.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
};
