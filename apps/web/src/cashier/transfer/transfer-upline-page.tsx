import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Card } from '@gp/ui';
import { ErrorBanner } from '../../account/shared/error-banner';
import { PaymentPasswordEntry } from '../payment-password-entry';
import { SubmitButton } from '../../account/shared/submit-button';
import { TextField } from '../../account/shared/text-field';
import { useSessionToken } from '../../session/use-session-token';
import { invalidateMoney } from '../balances/money-events';
import { useRequestKey } from '../balances/use-request-key';
import { useMoneyText } from '../deposit/money-text';
import { parseAmount } from '../deposit/parse-amount';
import { transferUpline, transferUplineInfoQuery } from './transfer-api';

/** transferUpline: the member sends money from the main wallet to its upline, with the payment password. */
export const TransferUplinePage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const info = useQuery(transferUplineInfoQuery(token));
  const money = useMoneyText(info.data?.currency ?? 'INR', info.data?.currencySymbol ?? '');
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const key = useRequestKey();

  const send = useMutation({
    mutationFn: transferUpline,
    onSuccess: async (result) => {
      key.renew();
      setAmountText('');
      setPaymentPassword('');
      setDone(t('cashier:transfer.done', { amount: money(result.amount), to: result.to }));
      await invalidateMoney(queryClient);
    },
  });

  if (info.isPending) return <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (!info.data) return <ErrorBanner error={info.error} />;
  const { upline, minAmount, maxAmount, paymentPasswordSet, balance } = info.data;
  if (!upline) {
    return (
      <Alert tone="info" data-testid="transfer-no-upline">
        {t('cashier:transfer.noUpline')}
      </Alert>
    );
  }

  const amount = parseAmount(amountText);
  const amountError =
    amountText === ''
      ? undefined
      : amount === null
        ? t('cashier:transfer.amountInvalid')
        : amount < minAmount || amount > maxAmount
          ? t('cashier:transfer.amountRange', { min: money(minAmount), max: money(maxAmount) })
          : amount > balance
            ? t('cashier:transfer.amountOverBalance')
            : undefined;
  const edit = (apply: () => void) => {
    key.renew();
    setDone(null);
    send.reset();
    apply();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || amountError || !paymentPassword) return;
    send.mutate({ amount, paymentPassword, idempotencyKey: key.current() });
  };

  return (
    <Card title={t('cashier:transfer.title')} description={t('cashier:transfer.toUpline', { upline })} headingLevel={3}>
      <div className="flex flex-col gap-3" data-testid="transfer-upline-page">
        <p className="text-sm text-fg-muted">
          {t('cashier:transfer.available')}{' '}
          <span className="font-semibold tabular-nums text-fg" data-testid="transfer-balance">
            {money(balance)}
          </span>
        </p>
        {paymentPasswordSet ? null : (
          <Alert tone="warning" data-testid="transfer-needs-payment-password">
            {t('cashier:transfer.needPaymentPassword')}{' '}
            <Link to="/member" search={{ page: 'securityCenter' }} className="underline">
              {t('cashier:transfer.setPaymentPassword')}
            </Link>
          </Alert>
        )}
        <form className="flex flex-col gap-3 sm:max-w-sm" onSubmit={submit} noValidate data-testid="transfer-upline-form">
          <TextField
            label={t('cashier:transfer.amount', { symbol: info.data.currencySymbol })}
            hint={t('cashier:transfer.amountRange', { min: money(minAmount), max: money(maxAmount) })}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => edit(() => setAmountText(e.target.value))}
            error={amountError}
            required
            data-testid="transfer-amount"
          />
          <PaymentPasswordEntry
            label={t('cashier:transfer.paymentPassword')}
            value={paymentPassword}
            onChange={(next) => edit(() => setPaymentPassword(next))}
            testId="transfer-payment-password"
          />
          <ErrorBanner error={send.error} />
          {done ? (
            <Alert tone="success" data-testid="transfer-done">
              {done}
            </Alert>
          ) : null}
          <SubmitButton busy={send.isPending} disabled={amount === null || Boolean(amountError) || !paymentPassword || !paymentPasswordSet} className="self-start" data-testid="transfer-submit">
            {t('cashier:transfer.submit')}
          </SubmitButton>
        </form>
      </div>
    </Card>
  );
};
