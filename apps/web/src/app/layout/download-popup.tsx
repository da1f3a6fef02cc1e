import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Popup } from '@gp/ui';
import { usePermission } from '../../features/system/queries/use-permission';
import { resourceUrl } from '../../features/download/components/resource-url';
import { QrCode } from '../../shared/qr-code';
import { findResource } from './resources';

/** App download: iOS and Android QR codes from the merchant's resources, and the way to the install guides. */
export const DownloadPopup = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const resources = usePermission().data?.resources ?? [];
  // A resource may be a path of this site (the demo's install guides): the phone needs the whole address.
  const urlOf = (key: string) => {
    const found = findResource(resources, key);
    return found ? resourceUrl(found.url, window.location.origin) : null;
  };
  const apps = [
    { key: 'IOS', label: t('site:downloadIos'), url: urlOf('IOS') },
    { key: 'ANDROID', label: t('site:downloadAndroid'), url: urlOf('ANDROID') },
  ];
  const available = apps.filter((a) => a.url);
  return (
    <Popup open={open} onClose={onClose} title={t('site:downloadTitle')} closeLabel={t('common:close')} data-testid="download-popup">
      {available.length === 0 ? <p className="text-sm text-fg-muted">{t('site:downloadNone')}</p> : null}
      <div className="flex flex-wrap justify-center gap-6">
        {available.map((a) => (
          <figure key={a.key} className="flex flex-col items-center gap-2" data-testid={`qr-${a.key}`}>
            <QrCode value={a.url ?? ''} label={t('site:qrFor', { platform: a.label })} />
            <figcaption className="text-sm font-medium">{a.label}</figcaption>
          </figure>
        ))}
      </div>
      <p className="mt-4 text-center">
        <Link
          to="/download"
          onClick={onClose}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
          data-testid="download-guides"
        >
          {t('site:install.guides')}
        </Link>
      </p>
    </Popup>
  );
};
