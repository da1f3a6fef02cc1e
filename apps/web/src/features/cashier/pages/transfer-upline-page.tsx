import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Card } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { PaymentPasswordEntry } from '../components/payment-password-entry';
import { SubmitButton } from '../../../shared/form/submit-button';
import { TextField } from '../../../shared/form/text-field';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { invalidateMoney } from '../queries/money-events';
import { useMoneyText } from '../components/deposit/money-text';
import { transferUpline, transferUplineInfoQuery } from '../api/transfer-api';
import { useTransferForm } from '../components/transfer/use-transfer-form';

const amountProblemKey = { invalid: 'amountInvalid', range: 'amountRange', overBalance: 'amountOverBalance' } as const;

/** transferUpline: the member sends money from the main wallet to its upline, with the payment password. */
export const TransferUplinePage = () => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const info = useQuery(transferUplineInfoQuery(token));
  const money = useMoneyText(info.data?.currency ?? 'INR', info.data?.currencySymbol ?? '');
  const form = useTransferForm<Record<never, never>>({ send: transferUpline, limits: info.data, onSent: () => invalidateMoney(queryClient) });

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

  const amountError = form.problem && t(`cashier:transfer.${amountProblemKey[form.problem]}`, { min: money(minAmount), max: money(maxAmount) });

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
        <form className="flex flex-col gap-3 sm:max-w-sm" onSubmit={(event) => form.submit(event, {})} noValidate data-testid="transfer-upline-form">
          <TextField
            label={t('cashier:transfer.amount', { symbol: info.data.currencySymbol })}
            hint={t('cashier:transfer.amountRange', { min: money(minAmount), max: money(maxAmount) })}
            inputMode="decimal"
            value={form.amountText}
            onChange={(e) => form.setAmountText(e.target.value)}
            error={amountError}
            required
            data-testid="transfer-amount"
          />
          <PaymentPasswordEntry
            label={t('cashier:transfer.paymentPassword')}
            value={form.paymentPassword}
            onChange={form.setPaymentPassword}
            testId="transfer-payment-password"
          />
          <ErrorBanner error={form.mutation.error} />
          {form.sent ? (
            <Alert tone="success" data-testid="transfer-done">
              {t('cashier:transfer.done', { amount: money(form.sent.amount), to: form.sent.to })}
            </Alert>
          ) : null}
          <SubmitButton busy={form.mutation.isPending} disabled={!form.ready || !paymentPasswordSet} className="self-start" data-testid="transfer-submit">
            {t('cashier:transfer.submit')}
          </SubmitButton>
        </form>
      </div>
    </Card>
  );
};
