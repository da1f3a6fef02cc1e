import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@gp/ui';
import type { MemberSession, SocialBindStep } from '@gp/contracts';
import { MethodTabs } from '../register/method-tabs';
import { CredentialFields, useCredentials } from '../login/credential-fields';
import { useLoginAttempt } from '../login/use-login-attempt';
import { ErrorBanner } from '../shared/error-banner';
import { SubmitButton } from '../shared/submit-button';
import { TextField } from '../shared/text-field';
import { postSocialBind } from './social-api';

type Mode = 'existing' | 'register';

const modes: readonly Mode[] = ['existing', 'register'];

/**
 * The provider account is new here: link it to an existing account (its password) or to a new one.
 * The server makes the link for good, so the screen says so before the player chooses.
 */
export const SocialBindForm = ({ step, onDone }: { step: SocialBindStep; onDone: (session: MemberSession) => void }) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('existing');
  const credentials = useCredentials();
  const [newUsername, setNewUsername] = useState('');
  const login = useLoginAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'existing' && !credentials.validate(false, t('site:validation.required'))) return;
    const username = newUsername.trim();
    await login.attempt(async () => {
      const session =
        mode === 'existing'
          ? await postSocialBind({ bindToken: step.bindToken, mode, username: credentials.username.trim(), password: credentials.password })
          : await postSocialBind({ bindToken: step.bindToken, mode, ...(username ? { username } : {}) });
      onDone(session);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" data-testid="social-bind-form" data-mode={mode}>
      <p className="text-sm text-fg">{t('site:social.bindIntro')}</p>
      <Alert tone="warning" data-testid="social-bind-permanent">
        {t('site:social.bindPermanent')}
      </Alert>
      <MethodTabs value={mode} methods={modes} onChange={setMode} labelKey={(m) => `social.mode_${m}`} groupKey="social.modes" testId="social-bind-mode" />
      <ErrorBanner error={login.failure} data-testid="social-bind-error" />
      {mode === 'existing' ? (
        <>
          <p className="text-sm text-fg-muted">{t('site:social.existingHelp')}</p>
          <CredentialFields credentials={credentials} labels={{ username: t('site:login.username'), password: t('site:login.password') }} testIdPrefix="social-bind" />
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
