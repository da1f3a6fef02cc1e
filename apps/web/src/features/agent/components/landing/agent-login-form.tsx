import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSession, SecondFactorStep } from '@gp/contracts';
import { CaptchaBox } from '../../../bot-check/components/captcha-box';
import { CredentialFields, useCredentials } from '../../../account/components/login/credential-fields';
import { SecondFactorForm } from '../../../account/components/login/second-factor-form';
import { useLoginAttempt } from '../../../account/components/login/use-login-attempt';
import { signIn } from '../../../account/components/session/session-actions';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { postAgentLogin } from '../../api/agent-login-api';

/**
 * The agent sign-in on the agent login page: username and password on the agent portal,
 * the captcha after a failure, a second factor from a new IP; a finished login goes to /agentHome,
 * where the forced password change opens if the password must change.
 */
export const AgentLoginForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const credentials = useCredentials();
  const login = useLoginAttempt();
  const [secondFactor, setSecondFactor] = useState<SecondFactorStep | null>(null);

  const finish = (session: MemberSession) => {
    signIn(queryClient, session, false);
    void navigate({ to: '/agentHome', replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.validate(login.captchaMissing, t('site:agent.required'))) return;
    await login.attempt(async (captcha) => {
      const result = await postAgentLogin(credentials.username.trim(), credentials.password, captcha);
      if (result.step === 'secondFactor') setSecondFactor(result);
      else finish(result);
    });
  };

  if (secondFactor) return <SecondFactorForm step={secondFactor} onDone={finish} onBack={() => setSecondFactor(null)} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="agent-login-form">
      <ErrorBanner error={login.failure} data-testid="agent-login-error" />
      <CredentialFields
        credentials={credentials}
        labels={{ username: t('site:agent.username'), password: t('site:agent.password') }}
        testIdPrefix="agent-login"
      />
      {login.needsCaptcha ? (
        <CaptchaBox
          value={login.captcha}
          onChange={login.setCaptcha}
          reloadKey={login.reloadKey}
          {...(credentials.errors.captcha ? { error: credentials.errors.captcha } : {})}
        />
      ) : null}
      <SubmitButton busy={login.busy} data-testid="agent-login-submit">
        {t('site:agent.signIn')}
      </SubmitButton>
    </form>
  );
};
