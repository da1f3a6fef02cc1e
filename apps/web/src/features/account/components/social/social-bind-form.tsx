import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@gp/ui';
import type { MemberSession, SecondFactorStep, SocialBindStep } from '@gp/contracts';
import { MethodTabs } from '../register/method-tabs';
import { CredentialFields, useCredentials } from '../login/credential-fields';
import { LoginCaptcha } from '../login/login-captcha';
import { useLoginAttempt } from '../login/use-login-attempt';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { postSocialBind } from '../../api/social-api';

type Mode = 'existing' | 'register';

const modes: readonly Mode[] = ['existing', 'register'];

export type SocialBindFormProps = {
  step: SocialBindStep;
  onDone: (session: MemberSession) => void;
  /** An existing account bound from a new IP: the second factor comes first. */
  onSecondFactor: (step: SecondFactorStep) => void;
};

/**
 * The provider account is new here: link it to an existing account (its password, counted like a
 * login: the captcha after a failure) or to a new one. The member can unlink it later in the
 * security centre.
 */
export const SocialBindForm = ({ step, onDone, onSecondFactor }: SocialBindFormProps) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('existing');
  const credentials = useCredentials();
  const [newUsername, setNewUsername] = useState('');
  const login = useLoginAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'existing' && !credentials.validate(login.captchaMissing, t('site:validation.required'))) return;
    const username = newUsername.trim();
    await login.attempt(async (captcha) => {
      const result =
        mode === 'existing'
          ? await postSocialBind({ bindToken: step.bindToken, mode, username: credentials.username.trim(), password: credentials.password, ...(captcha ?? {}) })
          : await postSocialBind({ bindToken: step.bindToken, mode, ...(username ? { username } : {}) });
      if (result.step === 'secondFactor') onSecondFactor(result);
      else onDone(result);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="social-bind-form" data-mode={mode}>
      <p className="text-sm text-fg">{t('site:social.bindIntro')}</p>
      <Alert tone="info" data-testid="social-bind-unlink-later">
        {t('site:social.bindUnlinkLater')}
      </Alert>
      <MethodTabs value={mode} methods={modes} onChange={setMode} labelKey={(m) => `social.mode_${m}`} groupKey="social.modes" testId="social-bind-mode" />
      <ErrorBanner error={login.failure} data-testid="social-bind-error" />
      {mode === 'existing' ? (
        <>
          <p className="text-sm text-fg-muted">{t('site:social.existingHelp')}</p>
          <CredentialFields
            credentials={credentials}
            labels={{ username: t('site:login.username'), password: t('site:login.password') }}
            testIdPrefix="social-bind"
          />
          <LoginCaptcha login={login} error={credentials.errors.captcha} />
        </>
      ) : (
        <TextField
          label={t('site:social.usernameOptional')}
          hint={t('site:social.registerHelp')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          value={newUsername}
          onChange={(event) => setNewUsername(event.target.value)}
          data-testid="social-bind-new-username"
        />
      )}
      <SubmitButton busy={login.busy} data-testid="social-bind-submit">
        {mode === 'existing' ? t('site:social.linkExisting') : t('site:social.linkRegister')}
      </SubmitButton>
    </form>
  );
};
