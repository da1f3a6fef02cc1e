import type { StaffSession } from '@gp/contracts';
import { Alert, Card, LanguageSelect, ThemeToggle } from '@gp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../../../../app/session/session-keys';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title';
import { storeToken } from '../../../../shared/http/token-store';
import { uiLanguages } from '../../../../shared/i18n/backoffice-languages';
import { useUiLanguage } from '../../../../shared/i18n/use-ui-language';
import { testIds } from '../../../../shared/test-ids';
import { CredentialsForm } from './credentials-form';
import type { SignInStep } from './sign-in-step';
import { TotpEnrollment } from './totp-enrollment';
import { TotpForm } from './totp-form';

const languageOptions = uiLanguages.map((l) => ({ value: l.tag, label: l.name }));

/** Staff sign-in: username and password, then a TOTP code (enrolling the authenticator the first time). */
export const SignInPage = () => {
  const { t } = useTranslation();
  const { reason } = useSearch({ from: '/sign-in' });
  const { tag, change } = useUiLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SignInStep>({ step: 'credentials' });
  // A server message (e.g. the code challenge lapsed) wins over the generic "session ended".
  const [serverNotice, setNotice] = useState<string | null>(null);
  const notice = serverNotice ?? (reason === 'expired' ? t('signIn.sessionEnded') : null);

  const signedIn = (session: StaffSession) => {
    storeToken(session.token);
    // A temporary password: the server allows nothing else until it is changed.
    if (session.passwordChangeRequired) {
      void navigate({ to: '/change-password', search: { required: true }, replace: true });
      return;
    }
    queryClient.setQueryData(sessionKeys.staff, session.staff);
    void navigate({ to: '/', replace: true });
  };

  const restart = (message: string | null) => {
    setNotice(message);
    setState({ step: 'credentials' });
  };

  const heading = state.step === 'credentials' ? t('signIn.title') : state.step === 'enroll' ? t('signIn.enrollHeading') : t('signIn.totpHeading');
  useDocumentTitle(heading);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-end gap-2 p-2 sm:p-4">
        <LanguageSelect label={t('layout.language')} value={tag} onChange={change} options={languageOptions} data-testid={testIds.layout.language} />
        <ThemeToggle toDarkLabel={t('layout.themeToDark')} toLightLabel={t('layout.themeToLight')} data-testid={testIds.layout.theme} />
      </header>
      <main className="grid flex-1 place-items-center px-4 pb-12">
        <div className="w-full max-w-sm">
          <p className="mb-2 text-center text-sm font-medium text-fg-muted">{t('app.name')}</p>
          <Card>
            <h1 className="mb-4 text-xl font-semibold text-fg">{heading}</h1>
            {notice && state.step === 'credentials' ? (
              <Alert tone="warning" className="mb-4">
                {notice}
              </Alert>
            ) : null}
            {state.step === 'credentials' ? (
              <CredentialsForm
                onNext={(next) => {
                  setNotice(null);
                  setState(next);
                }}
              />
            ) : (
              <div className="flex flex-col gap-5">
                {state.step === 'enroll' ? <TotpEnrollment secret={state.secret} otpauthUrl={state.otpauthUrl} /> : null}
                <TotpForm challenge={state.challenge} onSignedIn={signedIn} onExpired={restart} onBack={() => restart(null)} />
              </div>
            )}
          </Card>
        </div>
      </main>
    </div>
  );
};
