import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@gp/ui';
import type { LoginResult } from '@gp/contracts';
import { isApiError } from '../../api/api-error';
import { CaptchaBox, emptyCaptchaValue, type CaptchaValue } from '../../bot-check/captcha-box';
import { ErrorBanner } from '../shared/error-banner';
import { PasswordField } from '../shared/password-field';
import { SubmitButton } from '../shared/submit-button';
import { TextField } from '../shared/text-field';
import { postLogin, wantsCaptcha } from './login-api';

export type LoginFormProps = {
  /** A finished login or a second-factor step; `remember` travels with it. */
  onResult: (result: LoginResult, remember: boolean) => void;
};

type Errors = { username?: string; password?: string; captcha?: string };

/** Sign in by username and password; after a failure the server asks for the captcha (SPEC.md section 4). */
export const UsernameLoginForm = ({ onResult }: LoginFormProps) => {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaValue>(emptyCaptchaValue);
  const [reloadKey, setReloadKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('site:validation.required');
    const found: Errors = {
      ...(username.trim() ? {} : { username: required }),
      ...(password ? {} : { password: required }),
      ...(needsCaptcha && !captcha.captcha.trim() ? { captcha: required } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    const usedCaptcha = needsCaptcha;
    try {
      const result = await postLogin({ type: 'username', username: username.trim(), password, remember, ...(usedCaptcha ? captcha : {}) });
      onResult(result, remember);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && wantsCaptcha(error.details)) setNeedsCaptcha(true);
      // The server uses a captcha up on any attempt: a new picture for the next one.
      if (usedCaptcha) {
        setCaptcha(emptyCaptchaValue);
        setReloadKey((k) => k + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="login-username-form">
      <ErrorBanner error={failure} data-testid="login-error" />
      <TextField
        label={t('site:login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        required
        data-testid="login-username"
      />
      <PasswordField
        label={t('site:login.password')}
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
        data-testid="login-password"
      />
      {needsCaptcha ? (
        <div data-testid="login-captcha">
          <CaptchaBox value={captcha} onChange={setCaptcha} reloadKey={reloadKey} error={errors.captcha} disabled={busy} />
        </div>
      ) : null}
      <Checkbox label={t('site:login.remember')} checked={remember} onChange={(event) => setRemember(event.target.checked)} data-testid="login-remember" />
      <SubmitButton busy={busy} data-testid="login-submit">
        {t('site:login')}
      </SubmitButton>
    </form>
  );
};
