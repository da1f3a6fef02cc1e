import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { invalidateMoney } from '../../queries/money-events';
import { depositMethodsQuery, depositOrderQuery } from '../../api/deposit-api';
import { useMoneyText } from './money-text';
import { useReasonText } from './reason-text';

/** Back from the payment page: the order's status, polled until final; a credit refreshes every balance. */
export const OrderStatus = ({ token, orderNo }: { token: string | null; orderNo: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const order = useQuery(depositOrderQuery(token, orderNo));
  const methods = useQuery(depositMethodsQuery(token));
  const money = useMoneyText(order.data?.currency ?? 'USD', methods.data?.currencySymbol ?? '');
  const status = order.data?.status;
  const refreshed = useRef(false);
  const reasonText = useReasonText();

  useEffect(() => {
    if (status !== 'credited' || refreshed.current) return;
    refreshed.current = true;
    void invalidateMoney(queryClient);
  }, [status, queryClient]);

  if (order.isError) return <ErrorBanner error={order.error} />;
  if (!order.data) return <div className="h-16 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  const { data } = order;
  const title = t('cashier:deposit.orderTitle', { orderNo: data.orderNo });
  const amount = money(data.amount).trim();
  if (data.status === 'pending') {
    return (
      <Alert tone="info" title={title} data-testid="deposit-order-status" data-status="pending">
        <span className="inline-flex items-center gap-2">
          <Spinner />
          {t('cashier:deposit.orderPending', { amount })}
        </span>
      </Alert>
    );
  }
  if (data.status === 'credited') {
    return (
      <Alert tone="success" title={title} data-testid="deposit-order-status" data-status="credited">
        {t('cashier:deposit.orderCredited', { amount })}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={title} data-testid="deposit-order-status" data-status={data.status}>
      {t('cashier:deposit.orderFailed', { amount, reason: reasonText(data.reason) })}
    </Alert>
  );
};
