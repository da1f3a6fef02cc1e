import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { QrCode } from '../../../../shared/qr-code';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { PasswordField } from '../../../../shared/form/password-field';
import { SubmitButton } from '../../../../shared/form/submit-button';
import { TextField } from '../../../../shared/form/text-field';
import { DoneNote } from './done-note';
import { confirmTotp, disableTotp, enrolTotp } from '../../api/security-api';
import { useSecurityAction } from './use-security-action';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The six-digit code from the authenticator app; keeps digits only. */
const TotpCodeField = ({ value, onChange, testId }: { value: string; onChange: (code: string) => void; testId: string }) => {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('site:security.totpCode')}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      data-testid={testId}
    />
  );
};

/** Enrolment: a pending secret shown as a QR code (and as text), activated by a code from the app. */
const Enrol = () => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const enrol = useSecurityAction(enrolTotp);
  const confirm = useSecurityAction(confirmTotp, () => setDone(true));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };
  if (done) return <DoneNote text={t('site:security.totpEnabled')} testId="totp-done" />;
  if (!enrol.data) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-fg-muted">{t('site:security.totpIntro')}</p>
        <ErrorBanner error={enrol.error} />
        <Button className="self-start" loading={enrol.isPending} onClick={() => enrol.mutate(undefined)} data-testid="totp-enrol">
          {t('site:security.totpStart')}
        </Button>
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="totp-confirm-form">
      <p className="text-sm">{t('site:security.totpScan')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <QrCode value={enrol.data.otpauthUrl} label={t('site:security.totpQr')} />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-fg-muted">{t('site:security.totpManual')}</p>
          {/* The key reads left to right in every language. */}
          <code dir="ltr" className="block break-all font-mono text-sm" data-testid="totp-secret">
            {enrol.data.secret}
          </code>
        </div>
      </div>
      <TotpCodeField value={code} onChange={setCode} testId="totp-code" />
      <ErrorBanner error={confirm.error} />
      <SubmitButton busy={confirm.isPending} disabled={code.length !== 6} className="self-start" data-testid="totp-confirm">
        {t('site:security.totpActivate')}
      </SubmitButton>
    </form>
  );
};

/** Turning the authenticator off needs the password and a current code. */
const Disable = () => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const action = useSecurityAction(disableTotp);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ password, code });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="totp-disable-form">
      <PasswordField
        label={t('site:security.currentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        data-testid="totp-disable-password"
      />
      <TotpCodeField value={code} onChange={setCode} testId="totp-disable-code" />
      <ErrorBanner error={action.error} />
      <SubmitButton variant="secondary" busy={action.isPending} disabled={!password || code.length !== 6} className="self-start" data-testid="totp-disable">
        {t('site:security.totpTurnOff')}
      </SubmitButton>
    </form>
  );
};

export const AuthenticatorForm = ({ enabled }: { enabled: boolean }) => (enabled ? <Disable /> : <Enrol />);
