import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@gp/ui';
import type { SocialLink } from '@gp/contracts';
import { useSessionToken } from '../session/use-session-token';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { DoneNote } from './done-note';
import { socialLinksQuery, unlinkSocial } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

/** Confirms one unlink with the login password (wrong guesses count like every password check here). */
const UnlinkForm = ({ link, onDone, onCancel }: { link: SocialLink; onDone: () => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const action = useSecurityAction(unlinkSocial, onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) action.mutate({ id: link.id, password });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="social-unlink-form">
      <p className="text-sm">{t('site:security.unlinkConfirm', { provider: link.providerName })}</p>
      <PasswordField
        label={t('site:security.loginPassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        data-testid="social-unlink-password"
      />
      <ErrorBanner error={action.error} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={action.isPending} disabled={!password} variant="danger" className="" data-testid="social-unlink-submit">
          {t('site:security.unlink')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} data-testid="social-unlink-cancel">
          {t('site:session.cancel')}
        </Button>
      </div>
    </form>
  );
};

/** The provider accounts linked for social sign-in, each with its unlink (on securityCenter). */
export const LinkedSignIn = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const links = useQuery(socialLinksQuery(token));
  const [unlinking, setUnlinking] = useState<SocialLink | null>(null);
  const [unlinked, setUnlinked] = useState<string | null>(null);
  if (links.isPending) return <Spinner />;
  if (links.isError) return <ErrorBanner error={links.error} />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="flex flex-col gap-3" data-testid="social-links">
      <p className="text-sm text-fg-muted">{t('site:security.linkedIntro')}</p>
      {links.data.length === 0 ? (
        <p className="text-sm text-fg-muted" data-testid="social-links-none">
          {t('site:security.linkedNone')}
        </p>
      ) : null}
      <ul className="flex flex-col divide-y divide-border">
        {links.data.map((link) => (
          <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="social-link">
            <div className="min-w-0">
              <p className="break-words font-medium">{link.providerName}</p>
              <p className="text-xs text-fg-muted">{t('site:security.linkedAt', { date: date.format(new Date(link.linkedAt)) })}</p>
            </div>
            {unlinking?.id === link.id ? null : (
              <Button
                variant="secondary"
                onClick={() => {
                  setUnlinked(null);
                  setUnlinking(link);
                }}
                data-testid="social-unlink"
              >
                {t('site:security.unlink')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {unlinking ? (
        <UnlinkForm
          key={unlinking.id}
          link={unlinking}
          onCancel={() => setUnlinking(null)}
          onDone={() => {
            setUnlinked(unlinking.providerName);
            setUnlinking(null);
          }}
        />
      ) : null}
      <DoneNote text={unlinked ? t('site:security.unlinked', { provider: unlinked }) : null} testId="social-unlink-done" />
    </div>
  );
};
