import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField, type PasswordFieldProps } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { DoneNote } from './done-note';
import { setPaymentPassword } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

const sixDigits = /^\d{6}$/;

/** A new six-digit payment password entry: a numeric keypad, six characters at most. */
const PinField = (props: Omit<PasswordFieldProps, 'inputMode' | 'maxLength' | 'autoComplete' | 'required'>) => (
  <PasswordField {...props} inputMode="numeric" maxLength={6} autoComplete="new-password" required />
);

/** Set or change the six-digit payment password; the login password proves it is the member. */
export const PaymentPasswordForm = () => {
  const { t } = useTranslation();
  const [form, setForm] = useState({ loginPassword: '', newPaymentPassword: '', confirm: '' });
  const [done, setDone] = useState(false);
  const action = useSecurityAction(setPaymentPassword, () => {
    setForm({ loginPassword: '', newPaymentPassword: '', confirm: '' });
    setDone(true);
  });
  const badFormat = form.newPaymentPassword !== '' && !sixDigits.test(form.newPaymentPassword);
  const mismatch = form.confirm !== '' && form.confirm !== form.newPaymentPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (badFormat || mismatch) return;
    action.mutate(form);
  };
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="payment-password-form">
      <PasswordField
        label={t('site:security.loginPassword')}
        value={form.loginPassword}
        onChange={set('loginPassword')}
        required
        data-testid="payment-login-password"
      />
      <PinField
        label={t('site:security.newPaymentPassword')}
        value={form.newPaymentPassword}
        onChange={set('newPaymentPassword')}
        hint={t('site:security.paymentPasswordHint')}
        error={badFormat ? t('site:security.paymentPasswordHint') : undefined}
        data-testid="new-payment-password"
      />
      <PinField
        label={t('site:security.confirmPaymentPassword')}
        value={form.confirm}
        onChange={set('confirm')}
        error={mismatch ? t('site:security.mismatch') : undefined}
        data-testid="confirm-payment-password"
      />
      <ErrorBanner error={action.error} />
      <DoneNote text={done ? t('site:security.paymentPasswordSaved') : null} testId="payment-password-done" />
      <SubmitButton
        busy={action.isPending}
        disabled={!form.loginPassword || !form.newPaymentPassword || !form.confirm}
        className="self-start"
        data-testid="payment-password-submit"
      >
        {t('site:security.save')}
      </SubmitButton>
    </form>
  );
};
