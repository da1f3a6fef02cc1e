import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount, PayeeConfirmMethod, PayeeConfirmOptions } from '@gp/contracts';
import { Button, Field, Select } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { SmsCodeField } from '../../../account/components/sms/sms-code-field';
import { confirmPayee, sendPayeeConfirmCode } from '../../api/payee-confirm-api';

type PayeeConfirmFormProps = { account: BankAccount; options: PayeeConfirmOptions; onDone: () => Promise<unknown>; onCancel: () => void };

/**
 * Makes a new bank account usable before its waiting time ends: the login password and a code from
 * a second factor the member has (SMS or email code sent on request, or the authenticator).
 */
export const PayeeConfirmForm = ({ account, options, onDone, onCancel }: PayeeConfirmFormProps) => {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PayeeConfirmMethod>(options.methods[0] ?? 'totp');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const confirm = useMutation({ mutationFn: () => confirmPayee(account.id, { password, method, code }), onSuccess: onDone });
  const testId = `withdraw-bank-confirm-${account.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !/^\d{6}$/.test(code)) return;
    confirm.mutate();
  };
  const choose = (next: string) => {
    const found = options.methods.find((m) => m === next);
    if (!found) return;
    setMethod(found);
    setCode('');
    confirm.reset();
  };
  const methodLabel = (m: PayeeConfirmMethod) => t(`cashier:withdraw.confirmBy.${m}`, { target: options.targets[m] ?? '' });

  return (
    <form className="flex flex-col gap-3 border-t border-border pt-3" onSubmit={submit} noValidate data-testid={testId}>
      <p className="text-sm text-fg-muted">{t('cashier:withdraw.confirmIntro')}</p>
      {options.methods.length > 1 ? (
        <Field label={t('cashier:withdraw.confirmMethod')}>
          <Select
            value={method}
            onChange={(e) => choose(e.target.value)}
            options={options.methods.map((m) => ({ value: m, label: methodLabel(m) }))}
            data-testid={`${testId}-method`}
          />
        </Field>
      ) : (
        <p className="text-sm">{methodLabel(method)}</p>
      )}
      {method === 'totp' ? (
        <TextField
          label={t('cashier:withdraw.authenticatorCode')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          required
          data-testid={`${testId}-code`}
        />
      ) : (
        <SmsCodeField
          key={method}
          label={t('site:security.verificationCode')}
          value={code}
          onChange={setCode}
          request={() => sendPayeeConfirmCode(account.id, method)}
          data-testid={`${testId}-code`}
        />
      )}
      <PasswordField
        label={t('site:security.currentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        data-testid={`${testId}-password`}
      />
      <ErrorBanner error={confirm.error} data-testid={`${testId}-error`} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={confirm.isPending} disabled={!password || code.length !== 6} data-testid={`${testId}-submit`}>
          {t('cashier:withdraw.confirmPayee')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('cashier:withdraw.confirmCancel')}
        </Button>
      </div>
    </form>
  );
};
