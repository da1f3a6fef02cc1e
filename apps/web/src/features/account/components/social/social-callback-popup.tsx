import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Popup, Spinner } from '@gp/ui';
import type { MemberSession, SecondFactorStep, SocialBindStep } from '@gp/contracts';
import { SecondFactorForm } from '../login/second-factor-form';
import { useFinishLogin } from '../login/use-finish-login';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { postSocialLogin } from '../../api/social-api';
import { SocialBindForm } from './social-bind-form';
import { readSocialCallback, takePendingLogin, type SocialCallback } from './social-redirect';

type View =
  | { kind: 'working' }
  | { kind: 'refused'; messageKey: 'site:social.providerError' | 'site:social.stateMismatch' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'bind'; step: SocialBindStep }
  /**
   * From a new IP: a linked identity's sign-in, or binding an existing account (the link is made
   * once the factor is answered; `bind` leads back to that step).
   */
  | { kind: 'secondFactor'; step: SecondFactorStep; bind: SocialBindStep | null };

/** What the provider's answer leads to: a session to finish, or what to show. */
const settle = async (callback: SocialCallback): Promise<View | { kind: 'signedIn'; session: MemberSession }> => {
  if (!callback.ok) return { kind: 'refused', messageKey: callback.reason === 'provider' ? 'site:social.providerError' : 'site:social.stateMismatch' };
  try {
    const result = await postSocialLogin(callback.providerId, callback.idToken, callback.nonceKey);
    if (result.step === 'bind') return { kind: 'bind', step: result };
    if (result.step === 'secondFactor') return { kind: 'secondFactor', step: result, bind: null };
    return { kind: 'signedIn', session: result };
  } catch (error) {
    return { kind: 'failed', error };
  }
};

/**
 * /socialCallback: the provider sends the player back here with an ID token in the URL fragment. A
 * linked account signs in at once; a new one is offered the bind step.
 */
export const SocialCallbackPopup = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const [view, setView] = useState<View>({ kind: 'working' });
  // The pending request is read once: Strict Mode runs effects twice, and the answer must be used once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const callback = readSocialCallback(window.location.hash, takePendingLogin(sessionStorage));
    // The token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void settle(callback).then((next) => {
      if (next.kind === 'signedIn') finish(next.session, false);
      else setView(next);
    });
  }, [finish]);

  const title = view.kind === 'bind' ? t('site:social.bindTitle', { provider: view.step.providerName }) : t('site:social.title');

  return (
    <Popup open onClose={() => void navigate({ to: '/' })} title={title} closeLabel={t('common:close')} data-testid="social-callback-popup">
      <div className="flex flex-col gap-4">
        {view.kind === 'working' ? <Spinner label={t('site:social.signingIn')} /> : null}
        {view.kind === 'refused' ? (
          <Alert tone="danger" data-testid="social-callback-error">
            {t(view.messageKey)}
          </Alert>
        ) : null}
        {view.kind === 'failed' ? <ErrorBanner error={view.error} data-testid="social-callback-error" /> : null}
        {view.kind === 'bind' ? (
          <SocialBindForm
            step={view.step}
            onDone={(session) => finish(session, false)}
            onSecondFactor={(step) => setView({ kind: 'secondFactor', step, bind: view.step })}
          />
        ) : null}
        {view.kind === 'secondFactor' ? (
          <SecondFactorForm
            step={view.step}
            onDone={(session) => finish(session, false)}
            onBack={() => (view.bind ? setView({ kind: 'bind', step: view.bind }) : void navigate({ to: '/login' }))}
          />
        ) : null}
        {view.kind === 'refused' || view.kind === 'failed' || view.kind === 'bind' ? (
          <p className="text-center text-sm text-fg-muted">
            <Link to="/login" className="font-medium text-primary underline underline-offset-2" data-testid="social-back-to-login">
              {t('site:social.backToLogin')}
            </Link>
          </p>
        ) : null}
      </div>
    </Popup>
  );
};
