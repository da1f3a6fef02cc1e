import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { readFlags, replaceToken } from '../session/session-store';
import { DoneNote } from './done-note';
import { changePassword } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

/** Change the login password; every other session ends and this one continues with a new token. */
export const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [done, setDone] = useState(false);
  const action = useSecurityAction(changePassword, (result) => {
    // writeSessionToken underneath, keeping remember-me storage in step with the new token.
    replaceToken(result.token, result.expiresAt, readFlags());
    setForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
    setDone(true);
  });
  const mismatch = form.confirmNewPassword !== '' && form.confirmNewPassword !== form.newPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (mismatch) return;
    action.mutate(form);
  };
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="change-password-form">
      <PasswordField label={t('site:security.currentPassword')} value={form.oldPassword} onChange={set('oldPassword')} required data-testid="old-password" />
      <PasswordField
        label={t('site:security.newPassword')}
        value={form.newPassword}
        onChange={set('newPassword')}
        autoComplete="new-password"
        required
        data-testid="new-password"
      />
      <PasswordField
        label={t('site:security.confirmNewPassword')}
        value={form.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        autoComplete="new-password"
        required
        error={mismatch ? t('site:security.mismatch') : undefined}
        data-testid="confirm-new-password"
      />
      <ErrorBanner error={action.error} />
      <DoneNote text={done ? t('site:security.passwordChanged') : null} testId="change-password-done" />
      <SubmitButton
        busy={action.isPending}
        disabled={!form.oldPassword || !form.newPassword || !form.confirmNewPassword}
        className="self-start"
        data-testid="change-password-submit"
      >
        {t('site:security.save')}
      </SubmitButton>
    </form>
  );
};
