import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount, WithdrawOptions } from '@gp/contracts';
import { Alert, Field, Select } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PaymentPasswordEntry } from '../payment-password-entry';
import { SecurityCentreLink } from './security-centre-link';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { invalidateMoney } from '../../queries/money-events';
import { useRequestKey } from '../balances/use-request-key';
import { minorToInput, parseAmount } from '../deposit/parse-amount';
import { requestWithdrawal } from '../../api/withdraw-api';
import { cashierKeys } from '../../queries/keys';

const sixDigits = /^\d{6}$/;

/** The request: amount within the limits, the bank account, the payment password; the amount is held at once. */
export const WithdrawForm = ({ options, accounts, money }: { options: WithdrawOptions; accounts: BankAccount[]; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = useRequestKey();
  // A new account still in its waiting time says from when it can be used.
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const [amountText, setAmountText] = useState('');
  const [bankId, setBankId] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const submitRequest = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: async (made) => {
      key.renew();
      setAmountText('');
      setPassword('');
      setDone(t('cashier:withdraw.requested', { amount: money(made.amount) }));
      await Promise.all([invalidateMoney(queryClient), queryClient.invalidateQueries({ queryKey: cashierKeys.withdraw })]);
    },
  });

  const chosen = bankId || String(accounts[0]?.id ?? '');
  const amount = parseAmount(amountText);
  const amountError =
    amountText === ''
      ? undefined
      : amount === null || amount <= 0
        ? t('cashier:withdraw.amountInvalid')
        : amount < options.minAmount
          ? t('cashier:withdraw.amountBelowMin', { min: money(options.minAmount) })
          : amount > options.maxAmount
            ? t('cashier:withdraw.amountAboveMax', { max: money(options.maxAmount) })
            : amount > options.available
              ? t('cashier:withdraw.amountAboveAvailable', { available: money(options.available) })
              : undefined;
  const passwordError = password !== '' && !sixDigits.test(password) ? t('cashier:withdraw.paymentPasswordHint') : undefined;
  const edit = (apply: () => void) => {
    // What the request asks for changed: a new key, so it is not mistaken for a retry.
    key.renew();
    setDone(null);
    submitRequest.reset();
    apply();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || amountError || passwordError || !chosen) return;
    submitRequest.mutate({ amount, bankAccountId: Number(chosen), paymentPassword: password, idempotencyKey: key.current() });
  };

  if (!options.paymentPasswordSet) {
    return (
      <Alert tone="warning" data-testid="withdraw-no-payment-password">
        {t('cashier:withdraw.paymentPasswordMissing')} <SecurityCentreLink testId="withdraw-payment-password-link" />
      </Alert>
    );
  }
  if (accounts.length === 0) {
    return (
      <Alert tone="info" data-testid="withdraw-needs-bank">
        {t('cashier:withdraw.needsBank')}
      </Alert>
    );
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="withdraw-form">
      <Field label={t('cashier:withdraw.toAccount')}>
        <Select
          value={chosen}
          onChange={(e) => edit(() => setBankId(e.target.value))}
          options={accounts.map((a) => ({
            value: String(a.id),
            label: a.usableFrom
              ? t('cashier:withdraw.bankOptionCooling', { bank: a.bankName, number: a.accountNumberMasked, time: time(a.usableFrom) })
              : `${a.bankName} ${a.accountNumberMasked}`,
          }))}
          data-testid="withdraw-bank-select"
        />
      </Field>
      <TextField
        label={t('cashier:withdraw.amount', { symbol: options.currencySymbol })}
        value={amountText}
        onChange={(e) => edit(() => setAmountText(e.target.value))}
        inputMode="decimal"
        placeholder={minorToInput(options.minAmount)}
        hint={t('cashier:withdraw.amountHint', { min: money(options.minAmount), max: money(options.maxAmount) })}
        error={amountError}
        required
        data-testid="withdraw-amount"
      />
      <PaymentPasswordEntry
        label={t('cashier:withdraw.paymentPassword')}
        value={password}
        onChange={(next) => edit(() => setPassword(next))}
        error={passwordError}
        testId="withdraw-payment-password"
      />
      <ErrorBanner error={submitRequest.error} data-testid="withdraw-error" />
      {done ? (
        <Alert tone="success" data-testid="withdraw-done">
          {done}
        </Alert>
      ) : null}
      <SubmitButton busy={submitRequest.isPending} disabled={!amountText || !password} className="self-start" data-testid="withdraw-submit">
        {t('cashier:withdraw.submit')}
      </SubmitButton>
    </form>
  );
};
