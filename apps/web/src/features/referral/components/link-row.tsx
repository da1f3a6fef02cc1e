import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralLink } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { renameReferralLink } from '../api/referral-api';
import { referralKeys } from '../queries/keys';
import { ShareTools } from './share-tools';

/** The API gives paths (`/register?referralCode=…`); people share absolute links on this site's origin. */
export const absoluteLink = (path: string): string => new URL(path, window.location.origin).href;
export const registerPathOf = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

/** One link: its label, code and address, copy and share, what it brought, and renaming. */
export const LinkRow = ({ link, money }: { link: ReferralLink; money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(link.label ?? '');
  const rename = useMutation({
    mutationFn: () => renameReferralLink(link.id, label.trim()),
    onSuccess: async () => {
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!rename.isPending) rename.mutate();
  };
  const url = absoluteLink(registerPathOf(link.code));
  const name = link.isDefault ? t('site:referral.defaultLink') : (link.label ?? link.code);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3" data-testid="referral-link" data-code={link.code}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 font-medium break-words" data-testid="referral-link-name">
          {name}
        </p>
        <p className="text-xs text-fg-muted">
          {t('site:referral.code')}: <span className="font-mono">{link.code}</span>
        </p>
      </div>
      <a href={url} className="text-sm break-all text-primary underline" data-testid="referral-link-url">
        {url}
      </a>
      <ShareTools url={url} title={t('site:referral.shareTitle')} testId="referral-link" />
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="referral-link-figures">
        {(
          [
            ['clicks', String(link.clicks)],
            ['registrations', String(link.registrations)],
            ['firstDeposits', String(link.firstDeposits)],
            ['rewards', money(link.rewards)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded bg-muted px-2 py-1">
            <dt className="text-xs text-fg-muted">{t(`site:referral.figure.${key}`)}</dt>
            <dd className="font-semibold" data-testid={`referral-link-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {link.isDefault ? null : editing ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={save}>
          <Field label={t('site:referral.label')} className="min-w-0 flex-1">
            <Input value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} data-testid="referral-link-rename-input" />
          </Field>
          <Button type="submit" size="sm" className="min-h-11" loading={rename.isPending} data-testid="referral-link-rename-save">
            {t('site:referral.save')}
          </Button>
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setEditing(false)}>
            {t('site:referral.cancel')}
          </Button>
        </form>
      ) : (
        <div>
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setEditing(true)} data-testid="referral-link-rename">
            {t('site:referral.rename')}
          </Button>
        </div>
      )}
      <ErrorBanner error={rename.error} />
    </li>
  );
};
