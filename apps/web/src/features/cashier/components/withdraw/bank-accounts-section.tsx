import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bankFieldsOf, ifscPattern, inrBanks, type BankAccountCreateRequest, type BankAccountList } from '@gp/contracts';
import { Button, Field, Select } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { TextField } from '../../../../shared/form/text-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { addBankAccount, removeBankAccount } from '../../api/withdraw-api';
import { cashierKeys } from '../../queries/keys';
import { PayeeConfirmForm } from './payee-confirm-form';
import { SecurityCentreLink } from './security-centre-link';

const accountDigits = /^\d{6,34}$/;
const emptyForm = { bankName: '', accountNumber: '', payeeName: '', ifsc: '' };

/**
 * The bank accounts payouts go to: listed with masked numbers, added (payee = the real name) and removed.
 * A new one waits before it can receive a withdrawal; it shows from when, and can be confirmed now.
 * The fields follow the currency: rupee accounts pick a listed bank and give an IFSC, and their holder
 * is the real name on file (shown, not typed); other currencies type the bank and the holder.
 */
export const BankAccountsSection = ({ accounts, currency, realName }: { accounts: BankAccountList; currency: string; realName: string | null }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(emptyForm);
  const [confirming, setConfirming] = useState<number | null>(null);
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const refresh = () => queryClient.invalidateQueries({ queryKey: cashierKeys.withdraw });
  const add = useMutation({
    mutationFn: addBankAccount,
    onSuccess: async () => {
      setForm(emptyForm);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeBankAccount, onSuccess: refresh });
  const inr = bankFieldsOf(currency) === 'inr';
  const realNameSet = realName !== null;
  const badNumber = form.accountNumber !== '' && !accountDigits.test(form.accountNumber.trim());
  const ifsc = form.ifsc.trim().toUpperCase();
  const badIfsc = inr && form.ifsc !== '' && !ifscPattern.test(ifsc);
  const complete = inr ? Boolean(form.bankName && form.accountNumber && ifsc) : Boolean(form.bankName && form.accountNumber && form.payeeName);
  const full = accounts.list.length >= accounts.max;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badNumber || badIfsc || !complete || !form.bankName.trim()) return;
    const body: BankAccountCreateRequest = inr
      ? { bankName: form.bankName, accountNumber: form.accountNumber.trim(), ifsc }
      : { bankName: form.bankName.trim(), accountNumber: form.accountNumber.trim(), payeeName: form.payeeName.trim() };
    add.mutate(body);
  };
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    add.reset();
    setForm((f) => ({ ...f, [field]: event.target.value }));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="withdraw-bank-accounts">
      {accounts.list.length === 0 ? <p className="text-sm text-fg-muted">{t('cashier:withdraw.noBankAccounts')}</p> : null}
      <ul className="flex flex-col gap-2">
        {accounts.list.map((account) => (
          <li key={account.id} className="flex flex-col gap-2 rounded-md border border-border px-3 py-2" data-testid={`withdraw-bank-${account.id}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{account.bankName}</span>
                <span className="block text-sm tabular-nums text-fg-muted" dir="ltr">
                  {account.accountNumberMasked}
                </span>
                <span className="block truncate text-xs text-fg-muted">{account.payeeName}</span>
                {account.ifsc ? (
                  <span className="block text-xs text-fg-muted" dir="ltr">
                    {t('cashier:withdraw.ifscShown', { ifsc: account.ifsc })}
                  </span>
                ) : null}
                {account.usableFrom ? (
                  <span className="block text-xs text-warning" data-testid={`withdraw-bank-cooling-${account.id}`}>
                    {t('cashier:withdraw.usableFrom', { time: time(account.usableFrom) })}
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-1">
                {account.usableFrom && accounts.confirm.methods.length > 0 && confirming !== account.id ? (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(account.id)} data-testid={`withdraw-bank-confirm-open-${account.id}`}>
                    {t('cashier:withdraw.confirmNow')}
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  loading={remove.isPending && remove.variables === account.id}
                  onClick={() => remove.mutate(account.id)}
                  aria-label={t('cashier:withdraw.removeBankLabel', { bank: account.bankName, number: account.accountNumberMasked })}
                  data-testid={`withdraw-bank-remove-${account.id}`}
                >
                  {t('cashier:withdraw.removeBank')}
                </Button>
              </span>
            </div>
            {account.usableFrom && accounts.confirm.methods.length === 0 ? (
              <p className="text-xs text-fg-muted" data-testid={`withdraw-bank-confirm-unavailable-${account.id}`}>
                {t('cashier:withdraw.confirmUnavailable')}
              </p>
            ) : null}
            {account.usableFrom && confirming === account.id ? (
              <PayeeConfirmForm
                account={account}
                options={accounts.confirm}
                onCancel={() => setConfirming(null)}
                onDone={async () => {
                  setConfirming(null);
                  await refresh();
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <ErrorBanner error={remove.error} data-testid="withdraw-bank-remove-error" />
      {!realNameSet ? (
        <p className="text-sm text-warning" data-testid="withdraw-real-name-missing">
          {t('cashier:withdraw.realNameMissing')} <SecurityCentreLink testId="withdraw-real-name-link" />
        </p>
      ) : full ? (
        <p className="text-sm text-fg-muted" data-testid="withdraw-bank-full">
          {t('cashier:withdraw.bankLimit', { max: accounts.max })}
        </p>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="withdraw-bank-form">
          {inr ? (
            <Field label={t('cashier:withdraw.bankName')}>
              <Select
                value={form.bankName}
                onChange={set('bankName')}
                options={[{ value: '', label: t('cashier:withdraw.chooseBank') }, ...inrBanks.map((bank) => ({ value: bank, label: bank }))]}
                required
                data-testid="withdraw-bank-name"
              />
            </Field>
          ) : (
            <TextField
              label={t('cashier:withdraw.bankName')}
              value={form.bankName}
              onChange={set('bankName')}
              maxLength={100}
              required
              data-testid="withdraw-bank-name"
            />
          )}
          <TextField
            label={t('cashier:withdraw.accountNumber')}
            value={form.accountNumber}
            onChange={set('accountNumber')}
            inputMode="numeric"
            maxLength={34}
            dir="ltr"
            hint={t('cashier:withdraw.accountNumberHint')}
            error={badNumber ? t('cashier:withdraw.accountNumberHint') : undefined}
            required
            data-testid="withdraw-bank-number"
          />
          {inr ? (
            <TextField
              label={t('cashier:withdraw.ifsc')}
              value={form.ifsc}
              onChange={set('ifsc')}
              maxLength={11}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              hint={t('cashier:withdraw.ifscHint')}
              error={badIfsc ? t('cashier:withdraw.ifscInvalid') : undefined}
              required
              data-testid="withdraw-bank-ifsc"
            />
          ) : null}
          {inr ? (
            <TextField
              label={t('cashier:withdraw.payeeName')}
              value={realName ?? ''}
              readOnly
              hint={t('cashier:withdraw.payeeFromRealName')}
              data-testid="withdraw-bank-payee"
            />
          ) : (
            <TextField
              label={t('cashier:withdraw.payeeName')}
              value={form.payeeName}
              onChange={set('payeeName')}
              maxLength={100}
              hint={t('cashier:withdraw.payeeNameHint')}
              autoComplete="name"
              required
              data-testid="withdraw-bank-payee"
            />
          )}
          <ErrorBanner error={add.error} data-testid="withdraw-bank-error" />
          <SubmitButton busy={add.isPending} disabled={!complete} className="self-start" data-testid="withdraw-bank-submit">
            {t('cashier:withdraw.addBank')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
};
