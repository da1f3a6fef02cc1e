import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@gp/ui';
import { sendResetEmail } from '../../api/password-api';
import { fieldErrorsOfApiError, fieldErrorText } from '../register/field-errors';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { forgotEmailErrors } from './password-rule';
import { focusFirstInvalid, useFieldForm } from './use-field-form';

/** Forgot password by email: username and email; the server mails a reset link. */
export const ForgotEmailForm = () => {
  const { t } = useTranslation();
  const form = useFieldForm({ username: '', email: '' }, (v) => forgotEmailErrors(v.username, v.email));
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    setFailure(null);
    const problems = forgotEmailErrors(form.values.username, form.values.email);
    form.setErrors(problems);
    if (focusFirstInvalid(formElement, ['username', 'email'], problems)) return;
    setBusy(true);
    try {
      await sendResetEmail({ username: form.values.username.trim(), email: form.values.email.trim() });
      setSentTo(form.values.email.trim());
    } catch (error) {
      const onFields = fieldErrorsOfApiError(error);
      if (onFields) form.setErrors(onFields);
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Alert tone="success" data-testid="forgot-email-sent">
        {t('site:forgot.emailSent', { email: sentTo })}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="forgot-email-form">
      <TextField
        label={t('site:fields.username')}
        name="username"
        value={form.values.username}
        onChange={(e: ChangeEvent<HTMLInputElement>) => form.set('username', e.target.value)}
        onBlur={() => form.blur('username')}
        error={fieldErrorText(t, form.errors.username)}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        data-testid="forgot-username"
      />
      <TextField
        label={t('site:fields.email')}
        name="email"
        type="email"
        value={form.values.email}
        onChange={(e: ChangeEvent<HTMLInputElement>) => form.set('email', e.target.value)}
        onBlur={() => form.blur('email')}
        error={fieldErrorText(t, form.errors.email)}
        required
        autoComplete="email"
        data-testid="forgot-email"
      />
      <ErrorBanner error={failure} data-testid="forgot-error" />
      <SubmitButton busy={busy} data-testid="forgot-email-submit">
        {t('site:forgot.sendLink')}
      </SubmitButton>
    </form>
  );
};
