import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@gp/contracts';
import { Button } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { ReceiptForm } from './receipt-form';
import { withdrawalsQuery } from '../../api/withdraw-api';
import { WithdrawalProofs } from './withdrawal-proofs';

const statusTone: Record<Withdrawal['status'], string> = {
  pending: 'text-warning',
  paying: 'text-warning',
  approved: 'text-success',
  rejected: 'text-danger',
};

/** The member's own withdrawals, newest first, with the receipt confirmation under approved ones. */
export const WithdrawalList = ({ token, money }: { token: string | null; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(withdrawalsQuery(token, pageNo));
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  if (list.isPending) return <div className="h-24 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (list.isError) return <ErrorBanner error={list.error} />;
  if (list.data.total === 0) return <p className="text-sm text-fg-muted">{t('cashier:withdraw.noWithdrawals')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="withdraw-list">
        {list.data.list.map((item) => (
          <li key={item.id} className="rounded-md border border-border p-3" data-testid={`withdrawal-${item.orderNo}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-lg font-semibold tabular-nums">{money(item.amount)}</span>
              <span className={`text-sm font-medium ${statusTone[item.status]}`} data-testid={`withdrawal-status-${item.orderNo}`}>
                {t(`cashier:withdraw.status.${item.status}`)}
              </span>
            </div>
            <p className="text-sm text-fg-muted">
              <span dir="ltr">{item.orderNo}</span> · {item.bankName} <span dir="ltr">{item.accountNumberMasked}</span> · {time(item.createdAt)}
            </p>
            {item.rejectReason ? <p className="text-sm text-danger">{t('cashier:withdraw.rejectReason', { reason: item.rejectReason })}</p> : null}
            {item.receipt ? (
              <p className="text-sm" data-testid={`withdrawal-receipt-${item.orderNo}`}>
                {t(`cashier:withdraw.receiptDone.${item.receipt.kind}`, {
                  received: money(item.receipt.receivedAmount),
                  remainder: money(item.receipt.remainder),
                })}
                {item.disputeStatus ? ` · ${t(`cashier:withdraw.dispute.${item.disputeStatus}`)}` : null}
              </p>
            ) : null}
            <WithdrawalProofs item={item} />
            {item.status === 'approved' && !item.receipt ? (
              <>
                {item.autoConfirmAt ? (
                  <p className="mt-2 text-sm text-fg-muted" data-testid={`withdrawal-deadline-${item.orderNo}`}>
                    {t('cashier:withdraw.autoConfirmAt', { time: time(item.autoConfirmAt) })}
                  </p>
                ) : null}
                <ReceiptForm item={item} money={money} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {list.data.totalPages > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t('cashier:withdraw.pages')}>
          <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
            {t('cashier:withdraw.previous')}
          </Button>
          <span className="text-sm tabular-nums">
            {pageNo} / {list.data.totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={pageNo >= list.data.totalPages} onClick={() => setPageNo((p) => p + 1)}>
            {t('cashier:withdraw.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
};
