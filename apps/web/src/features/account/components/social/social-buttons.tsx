import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { postSocialNonce, socialProvidersQuery } from '../../api/social-api';
import { authorizationUrl, randomValue, savePendingLogin, socialRedirectUri, type StartableProvider } from './social-redirect';

type Provider = StartableProvider & { id: string; name: string };

/**
 * Leaves for the provider's sign-in page with a nonce the server issued; the state, the nonce and the
 * key that spends it wait in this tab for /socialCallback.
 */
const start = async (provider: Provider) => {
  const state = randomValue();
  const { nonce, nonceKey } = await postSocialNonce(provider.id);
  savePendingLogin(sessionStorage, { providerId: provider.id, providerName: provider.name, state, nonce, nonceKey });
  window.location.assign(authorizationUrl(provider, socialRedirectUri(window.location.origin), state, nonce));
};

/** One "Continue with …" button per enabled provider that can start a sign-in; nothing when there is none. */
export const SocialButtons = () => {
  const { t } = useTranslation();
  const providers = useQuery(socialProvidersQuery);
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const startable = (providers.data ?? []).flatMap((p): Provider[] =>
    p.authorizationEndpoint ? [{ id: p.id, name: p.name, clientId: p.clientId, authorizationEndpoint: p.authorizationEndpoint }] : [],
  );
  if (startable.length === 0) return null;

  const go = (provider: Provider) => {
    setStarting(provider.id);
    setFailure(null);
    start(provider).catch((error: unknown) => {
      setFailure(error);
      setStarting(null);
    });
  };

  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4" data-testid="social-buttons">
      <ErrorBanner error={failure} data-testid="social-start-error" />
      {startable.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          loading={starting === provider.id}
          disabled={starting !== null}
          onClick={() => go(provider)}
          data-testid={`social-login-${provider.id}`}
        >
          {t('site:social.continueWith', { name: provider.name })}
        </Button>
      ))}
    </div>
  );
};
