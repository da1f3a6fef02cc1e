import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { CodeNotSent, SmsCodeField } from '../sms/sms-code-field';
import { DoneNote } from './done-note';
import { bindEmail, sendEmailBindCode } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Bind or replace the email: the current password and a code sent to the new address. */
export const BindEmailForm = () => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const action = useSecurityAction(bindEmail, (result) => {
    setCode('');
    setPassword('');
    setDone(t('site:security.emailBound', { email: result.email }));
  });
  const request = async () => {
    if (!emailShape.test(email.trim())) {
      setEmailError(t('site:security.emailInvalid'));
      throw new CodeNotSent();
    }
    setEmailError(undefined);
    return sendEmailBindCode(email.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    action.mutate({ password, email: email.trim(), verificationCode: code });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="bind-email-form">
      <TextField
        label={t('site:security.newEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
        required
        data-testid="bind-email"
      />
      <SmsCodeField label={t('site:security.verificationCode')} value={code} onChange={setCode} request={request} data-testid="bind-email-code" />
      <PasswordField
        label={t('site:security.currentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        data-testid="bind-email-password"
      />
      <ErrorBanner error={action.error} />
      <DoneNote text={done} testId="bind-email-done" />
      <SubmitButton busy={action.isPending} disabled={!email || !code || !password} className="self-start" data-testid="bind-email-submit">
        {t('site:security.bind')}
      </SubmitButton>
    </form>
  );
};
