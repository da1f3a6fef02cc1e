import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@gp/ui';
import type { LiveMemberSession } from '@gp/contracts';
import { useSessionToken } from '../session/use-session-token';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { DoneNote } from './done-note';
import { memberDevicesQuery, signOutDevice, signOutOtherDevices } from '../../api/devices-api';
import { useSecurityAction } from './use-security-action';

/** What is being ended: one other session, or every one but this. */
type Target = { kind: 'one'; session: LiveMemberSession } | { kind: 'others' };

/** Confirms a sign-out with the login password (wrong guesses count like every password check here). */
const SignOutForm = ({ target, onDone, onCancel }: { target: Target; onDone: (ended: number) => void; onCancel: () => void }) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const action = useSecurityAction(
    (input: { password: string }) =>
      target.kind === 'one'
        ? signOutDevice({ id: target.session.id, password: input.password }).then(() => 1)
        : signOutOtherDevices(input).then((r) => r.revoked),
    onDone,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) action.mutate({ password });
  };
  const unknown = t('site:security.deviceUnknown');
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="device-sign-out-form">
      <p className="text-sm">
        {target.kind === 'one'
          ? t('site:security.deviceSignOutConfirm', { device: target.session.userAgent ?? unknown })
          : t('site:security.devicesSignOutOthersConfirm')}
      </p>
      <PasswordField
        label={t('site:security.loginPassword')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        data-testid="device-sign-out-password"
      />
      <ErrorBanner error={action.error} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={action.isPending} disabled={!password} variant="danger" className="" data-testid="device-sign-out-submit">
          {target.kind === 'one' ? t('site:security.deviceSignOut') : t('site:security.devicesSignOutOthers')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} data-testid="device-sign-out-cancel">
          {t('site:session.cancel')}
        </Button>
      </div>
    </form>
  );
};

/** The member's live sessions, each other one with its sign-out, and signing out all the others. */
export const SignedInDevices = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const devices = useQuery(memberDevicesQuery(token));
  const [target, setTarget] = useState<Target | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  if (devices.isPending) return <Spinner />;
  if (devices.isError) return <ErrorBanner error={devices.error} />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const others = devices.data.filter((s) => !s.current).length;
  const choose = (next: Target) => {
    setEnded(null);
    setTarget(next);
  };
  return (
    <div className="flex flex-col gap-3" data-testid="devices">
      <p className="text-sm text-fg-muted">{t('site:security.devicesIntro')}</p>
      <ul className="flex flex-col divide-y divide-border">
        {devices.data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="device">
            <div className="min-w-0">
              <p className="break-words font-medium">
                {session.userAgent ?? t('site:security.deviceUnknown')}
                {session.current ? (
                  <span
                    className="ms-2 inline-block whitespace-nowrap rounded-full bg-primary px-2 py-0.5 text-xs text-primary-fg"
                    data-testid="device-current"
                  >
                    {t('site:security.deviceThis')}
                  </span>
                ) : null}
              </p>
              <p className="break-words text-xs text-fg-muted">
                <bdi dir="ltr">{session.ip ?? '-'}</bdi> · {t('site:security.deviceSignedInAt', { date: date.format(new Date(session.createdAt)) })}
              </p>
            </div>
            {session.current || (target?.kind === 'one' && target.session.id === session.id) ? null : (
              <Button variant="secondary" onClick={() => choose({ kind: 'one', session })} data-testid="device-sign-out">
                {t('site:security.deviceSignOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && target?.kind !== 'others' ? (
        <div>
          <Button variant="secondary" onClick={() => choose({ kind: 'others' })} data-testid="devices-sign-out-others">
            {t('site:security.devicesSignOutOthers')}
          </Button>
        </div>
      ) : null}
      {target ? (
        <SignOutForm
          key={target.kind === 'one' ? target.session.id : 'others'}
          target={target}
          onCancel={() => setTarget(null)}
          onDone={(count) => {
            setEnded(count);
            setTarget(null);
          }}
        />
      ) : null}
      <DoneNote text={ended === null ? null : t('site:security.devicesSignedOut', { n: ended })} testId="device-sign-out-done" />
    </div>
  );
};
