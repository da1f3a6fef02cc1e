import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSession, SecondFactorStep } from '@gp/contracts';
import { isApiError } from '../api/api-error';
import { CaptchaBox, emptyCaptchaValue, type CaptchaValue } from '../bot-check/captcha-box';
import { SecondFactorForm } from '../account/login/second-factor-form';
import { signIn } from '../account/session/session-actions';
import { ErrorBanner } from '../account/shared/error-banner';
import { PasswordField } from '../account/shared/password-field';
import { SubmitButton } from '../account/shared/submit-button';
import { TextField } from '../account/shared/text-field';
import { postAgentLogin } from './agent-login-api';

type Errors = { username?: string; password?: string; captcha?: string };

/**
 * The agent sign-in (SPEC.md section 2, agent login page): username and password on the agent portal,
 * the captcha after a failure, a second factor from a new IP; a finished login goes to /agentHome,
 * where the forced password change opens if the password must change.
 */
export const AgentLoginForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaValue>(emptyCaptchaValue);
  const [reloadKey, setReloadKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);

  const finish = (session: MemberSession) => {
    signIn(queryClient, session, false);
    void navigate({ to: '/agentHome', replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('site:agent.required');
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
      const result = await postAgentLogin(username.trim(), password, usedCaptcha ? captcha : null);
      if (result.step === 'secondFactor') setSecondFactor(result);
      else finish(result);
    } catch (error) {
      setFailure(error);
      if (isApiError(error) && error.details.captcha === true) setNeedsCaptcha(true);
      // A captcha is used up by any attempt: a new picture for the next one.
      if (usedCaptcha) {
        setCaptcha(emptyCaptchaValue);
        setReloadKey((k) => k + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  if (secondFactor) return <SecondFactorForm step={secondFactor} onDone={finish} onBack={() => setSecondFactor(null)} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="agent-login-form">
      <ErrorBanner error={failure} data-testid="agent-login-error" />
      <TextField
        label={t('site:agent.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        required
        data-testid="agent-login-username"
      />
      <PasswordField
        label={t('site:agent.password')}
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
        data-testid="agent-login-password"
      />
      {needsCaptcha ? <CaptchaBox value={captcha} onChange={setCaptcha} reloadKey={reloadKey} {...(errors.captcha ? { error: errors.captcha } : {})} /> : null}
      <SubmitButton busy={busy} data-testid="agent-login-submit">
        {t('site:agent.signIn')}
      </SubmitButton>
    </form>
  );
};
