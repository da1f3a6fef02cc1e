import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@gp/ui';
import type { LoginResult } from '@gp/contracts';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { CredentialFields, useCredentials } from './credential-fields';
import { postLogin } from '../../api/login-api';
import { LoginCaptcha } from './login-captcha';
import { useLoginAttempt } from './use-login-attempt';

export type LoginFormProps = {
  /** A finished login or a second-factor step; `remember` travels with it. */
  onResult: (result: LoginResult, remember: boolean) => void;
};

/** Sign in by username and password; after a failure the server asks for the captcha. */
export const UsernameLoginForm = ({ onResult }: LoginFormProps) => {
  const { t } = useTranslation();
  const credentials = useCredentials();
  const [remember, setRemember] = useState(false);
  const login = useLoginAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.validate(login.captchaMissing, t('site:validation.required'))) return;
    await login.attempt(async (captcha) => {
      const result = await postLogin({ type: 'username', username: credentials.username.trim(), password: credentials.password, remember, ...(captcha ?? {}) });
      onResult(result, remember);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="login-username-form">
      <ErrorBanner error={login.failure} data-testid="login-error" />
      <CredentialFields credentials={credentials} labels={{ username: t('site:login.username'), password: t('site:login.password') }} testIdPrefix="login" />
      <LoginCaptcha login={login} error={credentials.errors.captcha} />
      <Checkbox label={t('site:login.remember')} checked={remember} onChange={(event) => setRemember(event.target.checked)} data-testid="login-remember" />
      <SubmitButton busy={login.busy} data-testid="login-submit">
        {t('site:login')}
      </SubmitButton>
    </form>
  );
};
