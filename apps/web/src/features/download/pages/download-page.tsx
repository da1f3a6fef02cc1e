import { useTranslation } from 'react-i18next';
import { useSearch } from '@tanstack/react-router';
import { Button } from '@gp/ui';
import { PageTitle } from '../../../shared/page-title';
import { QrCode } from '../../../shared/qr-code';
import { usePermission } from '../../system/queries/use-permission';
import { findResource } from '../../../app/layout/resources';
import { promptInstall } from '../../../pwa/install-prompt';
import { PhoneScreen } from '../components/phone-screen';
import { platformOf, resourceUrl, type Platform } from '../components/resource-url';
import { useInstallOffer } from '../components/use-install-offer';

const steps = [1, 2, 3, 4] as const;

const Guide = ({ platform, qrUrl }: { platform: Platform; qrUrl: string }) => {
  const { t } = useTranslation();
  const title = t(platform === 'ios' ? 'site:install.iosTitle' : 'site:install.androidTitle');
  const host = window.location.host;
  return (
    <section
      aria-labelledby={`guide-${platform}`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
      data-testid={`install-guide-${platform}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={`guide-${platform}`} className="text-xl font-bold">
          {title}
        </h2>
        <figure className="flex items-center gap-3" data-testid={`install-qr-${platform}`}>
          <QrCode value={qrUrl} label={t('site:qrFor', { platform: title })} />
          <figcaption className="max-w-40 text-sm text-fg-muted">{t('site:install.scan')}</figcaption>
        </figure>
      </div>
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {steps.map((step) => (
          <li key={step} className="flex items-start gap-3" data-testid={`install-step-${platform}`}>
            <PhoneScreen platform={platform} step={step} host={host} />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-primary">{t('site:install.step', { n: step })}</p>
              <p className="text-sm">{t(`site:install.${platform}${step}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
};

/**
 * /download: how to put the site on the home screen of an iPhone (Safari) or an Android phone
 * (Chrome), with the QR codes of the merchant's download resources; the platform the QR code or
 * the device names comes first. Where the browser offers its own install dialog, a button opens it.
 */
export const DownloadPage = () => {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { platform?: string };
  const offered = useInstallOffer();
  const resources = usePermission().data?.resources ?? [];
  const origin = window.location.origin;
  const qrUrl = (platform: Platform) =>
    resourceUrl(findResource(resources, platform === 'ios' ? 'IOS' : 'ANDROID')?.url ?? '', origin) ?? `${origin}/download?platform=${platform}`;
  const first = platformOf(search.platform, navigator.userAgent) ?? 'ios';
  const order: Platform[] = first === 'ios' ? ['ios', 'android'] : ['android', 'ios'];
  return (
    <div className="flex flex-col gap-6" data-testid="download-page" data-platform={first}>
      <div>
        <PageTitle>{t('site:install.title')}</PageTitle>
        <p className="text-fg-muted">{t('site:install.intro')}</p>
        {offered ? (
          <Button className="mt-4" onClick={() => void promptInstall()} data-testid="install-now">
            {t('site:install.now')}
          </Button>
        ) : null}
      </div>
      {order.map((platform) => (
        <Guide key={platform} platform={platform} qrUrl={qrUrl(platform)} />
      ))}
    </div>
  );
};
