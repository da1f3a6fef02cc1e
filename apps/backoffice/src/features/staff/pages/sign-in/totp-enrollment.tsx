import { Alert, Spinner } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../../../shared/test-ids';
import { staffKeys } from '../../queries/keys';

export type TotpEnrollmentProps = { secret: string; otpauthUrl: string };

/** First sign-in: the authenticator app scans the QR code, or the secret is typed in by hand. */
export const TotpEnrollment = ({ secret, otpauthUrl }: TotpEnrollmentProps) => {
  const { t } = useTranslation();
  const qr = useQuery({
    queryKey: staffKeys.totpQr(otpauthUrl),
    queryFn: () => toDataURL(otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info" title={t('signIn.enrollTitle')}>
        {t('signIn.enrollBody')}
      </Alert>
      <div className="grid place-items-center">
        {qr.data ? (
          // White frame in both themes: scanners need dark modules on a light ground.
          <img src={qr.data} alt={t('signIn.qrAlt')} width={200} height={200} className="rounded-md bg-white p-2" data-testid={testIds.totp.qr} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
      <div>
        <p className="text-sm font-medium text-fg" id="totp-secret-label">
          {t('signIn.secretLabel')}
        </p>
        <p
          aria-labelledby="totp-secret-label"
          dir="ltr"
          className="mt-1 select-all break-all rounded-md bg-muted p-2 font-mono text-sm tracking-wider text-fg"
          data-testid={testIds.totp.secret}
        >
          {secret}
        </p>
      </div>
    </div>
  );
};
