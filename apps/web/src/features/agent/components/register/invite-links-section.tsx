import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentDownlineKind, AgentInviteLink } from '@gp/contracts';
import { Button, Card, Field, Input, Select, cx } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { QrCode } from '../../../../shared/qr-code';
import { Pager } from '../../../cashier/components/records/pager';
import { formatRecordTime } from '../../../cashier/components/records/record-time';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { QueryState } from '../../../../shared/query-state';
import { agentKeys } from '../../queries/keys';
import { createInviteLink, inviteLinksQuery, updateInviteLink } from '../../api/agent-api';
import { CopyLinkButton } from './copy-link-button';

/** The API gives paths (`/register?affiliateCode=…`); people share absolute links on this site's origin. */
const absoluteLink = (path: string): string => new URL(path, window.location.origin).href;

/** A link with its copy button and, on demand, its 120 px QR code. */
const LinkTools = ({ url, label, testId }: { url: string; label: string; testId: string }) => {
  const { t } = useTranslation('agent');
  const [qr, setQr] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <a href={url} className="break-all text-sm text-primary underline" data-testid={`${testId}-url`}>
        {url}
      </a>
      <div className="flex flex-wrap items-center gap-2">
        <CopyLinkButton url={url} testId={`${testId}-copy`} />
        <Button variant="ghost" size="sm" aria-expanded={qr} onClick={() => setQr((v) => !v)} data-testid={`${testId}-qr-toggle`}>
          {qr ? t('register.hideQr') : t('register.showQr')}
        </Button>
      </div>
      {qr ? (
        <div data-testid={`${testId}-qr`}>
          <QrCode value={url} label={t('register.qrAlt', { label })} />
        </div>
      ) : null}
    </div>
  );
};

const LinkRow = ({ link }: { link: AgentInviteLink }) => {
  const { t, i18n } = useTranslation('agent');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(link.label ?? '');
  const update = useMutation({
    mutationFn: (body: { disabled?: boolean; label?: string | null }) => updateInviteLink(link.id, body),
    onSuccess: async () => {
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: agentKeys.inviteLinks });
    },
  });
  const saveLabel = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ label: label.trim() === '' ? null : label.trim() });
  };
  return (
    <li
      className={cx('flex flex-col gap-3 rounded-lg border border-border p-3', link.disabled && 'opacity-70')}
      data-testid="agent-invite-link"
      data-code={link.code}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {link.label ?? t('register.noLabel')} <span className="text-xs font-normal text-fg-muted">· {t(`register.kindValue.${link.kind}`)}</span>
          </p>
          <p className="text-xs text-fg-muted">
            {t('register.code')}: <span className="font-mono">{link.code}</span> · {t('register.registrations', { count: link.registrations })} ·{' '}
            {formatRecordTime(link.createdAt, i18n.language)}
          </p>
        </div>
        <span
          className={cx('rounded-full px-2 py-0.5 text-xs', link.disabled ? 'bg-danger text-danger-fg' : 'bg-muted text-fg')}
          data-testid="agent-invite-link-status"
        >
          {link.disabled ? t('register.disabled') : t('register.enabled')}
        </span>
      </div>
      {link.disabled ? null : <LinkTools url={absoluteLink(link.path)} label={link.label ?? link.code} testId="agent-invite-link" />}
      {editing ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={saveLabel}>
          <Field label={t('register.label')} className="min-w-0 flex-1">
            <Input value={label} maxLength={50} onChange={(e) => setLabel(e.target.value)} data-testid="agent-invite-link-label-input" />
          </Field>
          <Button type="submit" size="sm" loading={update.isPending} data-testid="agent-invite-link-label-save">
            {t('register.saveLabel')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : null}
      <ErrorBanner error={update.error} />
      <div className="flex flex-wrap gap-2">
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} data-testid="agent-invite-link-edit">
            {t('register.editLabel')}
          </Button>
        )}
        <Button
          variant={link.disabled ? 'secondary' : 'danger'}
          size="sm"
          loading={update.isPending && !editing}
          onClick={() => update.mutate({ disabled: !link.disabled })}
          data-testid="agent-invite-link-toggle"
        >
          {link.disabled ? t('register.enable') : t('register.disable')}
        </Button>
      </div>
    </li>
  );
};

/** Invitation links: the agent's own code, then its links (create, label, enable or disable, copy, QR). */
export const InviteLinksSection = () => {
  const { t } = useTranslation('agent');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [kind, setKind] = useState<AgentDownlineKind>('player');
  const [label, setLabel] = useState('');
  const links = useQuery(inviteLinksQuery(token, pageNo));
  const create = useMutation({
    mutationFn: createInviteLink,
    onSuccess: async () => {
      setLabel('');
      setPageNo(1);
      await queryClient.invalidateQueries({ queryKey: agentKeys.inviteLinks });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate({ kind, ...(label.trim() ? { label: label.trim() } : {}) });
  };
  const data = links.data;

  return (
    <Card title={t('register.linksTitle')} description={t('register.linksIntro')} headingLevel={2}>
      <div className="flex flex-col gap-4" data-testid="agent-invite-links">
        {data?.agentCode && data.agentCodePath ? (
          <div className="flex flex-col gap-2 rounded-lg bg-muted p-3" data-testid="agent-own-code">
            <p className="text-sm">
              {t('register.ownCode')}:{' '}
              <span className="font-mono font-semibold" data-testid="agent-own-code-value">
                {data.agentCode}
              </span>
            </p>
            <LinkTools url={absoluteLink(data.agentCodePath)} label={data.agentCode} testId="agent-own-link" />
          </div>
        ) : null}
        <form className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" onSubmit={submit} data-testid="agent-invite-link-create">
          <Field label={t('register.kind')} className="sm:w-40">
            <Select
              value={kind}
              options={[
                { value: 'player', label: t('register.kindValue.player') },
                { value: 'agent', label: t('register.kindValue.agent') },
              ]}
              onChange={(e) => setKind(e.target.value as AgentDownlineKind)}
              data-testid="agent-invite-link-kind"
            />
          </Field>
          <Field label={t('register.label')} className="sm:w-56">
            <Input value={label} maxLength={50} onChange={(e) => setLabel(e.target.value)} data-testid="agent-invite-link-label" />
          </Field>
          <Button type="submit" loading={create.isPending} data-testid="agent-invite-link-submit">
            {t('register.createLink')}
          </Button>
        </form>
        <ErrorBanner error={create.error} data-testid="agent-invite-link-error" />
        <QueryState
          isPending={links.isPending}
          error={links.error}
          isEmpty={data !== undefined && data.content.length === 0}
          onRetry={() => void links.refetch()}
          emptyText={t('register.noLinks')}
        />
        {data && data.content.length > 0 ? (
          <ul className="flex flex-col gap-3" data-testid="agent-invite-link-list">
            {data.content.map((link) => (
              <LinkRow key={link.id} link={link} />
            ))}
          </ul>
        ) : null}
        {data ? <Pager pageNum={data.pageNum} totalPages={data.totalPages} onPage={setPageNo} testId="agent-invite-links-pager" /> : null}
      </div>
    </Card>
  );
};
