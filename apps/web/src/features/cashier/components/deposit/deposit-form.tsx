import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Field, Select } from '@gp/ui';
import type { DepositMethod, DepositOrder } from '@gp/contracts';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { invalidateMoney } from '../../queries/money-events';
import { BankDetails } from './bank-details';
import { createDeposit, depositMethodsQuery } from '../../api/deposit-api';
import { useMoneyText } from './money-text';
import { minorToInput, parseAmount } from './parse-amount';
import { ProofPicker, type UploadedProof } from './proof-picker';

/** One key per deposit attempt: a double click or a retry sends the same one, so one deposit is made. */
const newKey = () => crypto.randomUUID();

const amountProblem = (
  text: string,
  method: DepositMethod | undefined,
  t: (key: string, options?: Record<string, string>) => string,
  money: (minor: number) => string,
) => {
  if (text === '' || !method) return undefined;
  const amount = parseAmount(text);
  if (amount === null) return t('cashier:deposit.amountInvalid');
  if (amount < method.minAmount) return t('cashier:deposit.amountBelowMin', { min: money(method.minAmount) });
  if (amount > method.maxAmount) return t('cashier:deposit.amountAboveMax', { max: money(method.maxAmount) });
  return undefined;
};

/** Method, amount and, for a bank transfer, the reference and proofs; a gateway goes to its payment page. */
export const DepositForm = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const methods = useQuery(depositMethodsQuery(token));
  const [methodId, setMethodId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [reference, setReference] = useState('');
  const [proofs, setProofs] = useState<UploadedProof[]>([]);
  const [submitted, setSubmitted] = useState<DepositOrder | null>(null);
  const key = useRef(newKey());
  // Any change makes it another request, which needs its own key (the old one would be a conflict).
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      key.current = newKey();
      setSubmitted(null);
      set(value);
    };

  const list = methods.data?.list ?? [];
  const method = list.find((m) => String(m.id) === methodId) ?? (list.length === 1 ? list[0] : undefined);
  const money = useMoneyText(methods.data?.currency ?? 'USD', methods.data?.currencySymbol ?? '');
  const problem = amountProblem(amountText, method, t, money);

  const create = useMutation({
    mutationFn: createDeposit,
    onSuccess: async (order) => {
      if (order.kind === 'gateway' && order.redirectUrl) {
        window.location.assign(order.redirectUrl);
        return;
      }
      key.current = newKey();
      setSubmitted(order);
      setAmountText('');
      setReference('');
      setProofs([]);
      await invalidateMoney(queryClient);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    if (!method || amount === null || problem) return;
    if (method.kind === 'manual_bank' && reference.trim().length < 3) return;
    create.mutate({
      methodId: method.id,
      amount,
      idempotencyKey: key.current,
      ...(method.kind === 'manual_bank' ? { transferReference: reference.trim(), proofIds: proofs.map((p) => p.proofId) } : {}),
    });
  };

  if (methods.isPending) return <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" />;
  if (methods.isError) return <ErrorBanner error={methods.error} />;
  if (list.length === 0) return <Alert data-testid="deposit-no-methods">{t('cashier:deposit.noMethods')}</Alert>;

  const referenceShort = reference !== '' && reference.trim().length < 3;
  return (
    <form className="flex max-w-xl flex-col gap-4" onSubmit={submit} noValidate data-testid="deposit-form">
      <Field label={t('cashier:deposit.method')} required>
        <Select
          value={method ? String(method.id) : ''}
          onChange={(e) => changed(setMethodId)(e.target.value)}
          placeholder={t('cashier:deposit.chooseMethod')}
          options={list.map((m) => ({ value: String(m.id), label: m.name }))}
          data-testid="deposit-method"
        />
      </Field>
      {method ? (
        <>
          <TextField
            label={t('cashier:deposit.amount', { symbol: methods.data.currencySymbol })}
            value={amountText}
            onChange={(e) => changed(setAmountText)(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={minorToInput(method.minAmount)}
            hint={t('cashier:deposit.amountHint', { min: money(method.minAmount), max: money(method.maxAmount) })}
            error={problem}
            required
            data-testid="deposit-amount"
          />
          {method.bank ? (
            <>
              <BankDetails bank={method.bank} />
              <TextField
                label={t('cashier:deposit.transferReference')}
                value={reference}
                onChange={(e) => changed(setReference)(e.target.value)}
                maxLength={64}
                autoComplete="off"
                hint={t('cashier:deposit.transferReferenceHint')}
                error={referenceShort ? t('cashier:deposit.transferReferenceShort') : undefined}
                required
                data-testid="deposit-reference"
              />
              <ProofPicker proofs={proofs} onChange={changed(setProofs)} />
            </>
          ) : (
            <p className="text-sm text-fg-muted">{t('cashier:deposit.gatewayHint')}</p>
          )}
        </>
      ) : null}
      <ErrorBanner error={create.error} />
      {submitted ? (
        <Alert tone="success" data-testid="deposit-submitted">
          {t('cashier:deposit.submitted', { orderNo: submitted.orderNo })}
        </Alert>
      ) : null}
      <SubmitButton
        busy={create.isPending}
        disabled={!method || amountText === '' || Boolean(problem) || (method.kind === 'manual_bank' && reference.trim().length < 3)}
        className="self-start"
        data-testid="deposit-submit"
      >
        {method?.kind === 'gateway' ? t('cashier:deposit.payOnline') : t('cashier:deposit.submit')}
      </SubmitButton>
    </form>
  );
};
