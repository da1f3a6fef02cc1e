import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { socialProvidersQuery } from './social-api';
import { authorizationUrl, randomValue, savePendingLogin, socialRedirectUri, type StartableProvider } from './social-redirect';

type Provider = StartableProvider & { id: string; name: string };

/** Leaves for the provider's sign-in page; the state and nonce wait in this tab for /socialCallback. */
const start = (provider: Provider) => {
  const state = randomValue();
  const nonce = randomValue();
  savePendingLogin(sessionStorage, { providerId: provider.id, providerName: provider.name, state, nonce });
  window.location.assign(authorizationUrl(provider, socialRedirectUri(window.location.origin), state, nonce));
};

/** One "Continue with …" button per enabled provider that can start a sign-in; nothing when there is none. */
export const SocialButtons = () => {
  const { t } = useTranslation();
  const providers = useQuery(socialProvidersQuery);
  const startable = (providers.data ?? []).flatMap((p): Provider[] =>
    p.authorizationEndpoint ? [{ id: p.id, name: p.name, clientId: p.clientId, authorizationEndpoint: p.authorizationEndpoint }] : [],
  );
  if (startable.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4" data-testid="social-buttons">
      {startable.map((provider) => (
        <Button key={provider.id} variant="secondary" onClick={() => start(provider)} data-testid={`social-login-${provider.id}`}>
          {t('site:social.continueWith', { name: provider.name })}
        </Button>
      ))}
    </div>
  );
};
