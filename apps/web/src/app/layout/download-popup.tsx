import { useTranslation } from 'react-i18next';
import { Popup } from '@gp/ui';
import { usePermission } from '../../features/system/queries/use-permission';
import { QrCode } from '../../shared/qr-code';
import { findResource } from './resources';

/** App download: iOS and Android QR codes from the merchant's resources. */
export const DownloadPopup = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const resources = usePermission().data?.resources ?? [];
  const apps = [
    { key: 'IOS', label: t('site:downloadIos'), resource: findResource(resources, 'IOS') },
    { key: 'ANDROID', label: t('site:downloadAndroid'), resource: findResource(resources, 'ANDROID') },
  ];
  const available = apps.filter((a) => a.resource);
  return (
    <Popup open={open} onClose={onClose} title={t('site:downloadTitle')} closeLabel={t('common:close')} data-testid="download-popup">
      {available.length === 0 ? <p className="text-sm text-fg-muted">{t('site:downloadNone')}</p> : null}
      <div className="flex flex-wrap justify-center gap-6">
        {available.map((a) => (
          <figure key={a.key} className="flex flex-col items-center gap-2" data-testid={`qr-${a.key}`}>
            <QrCode value={a.resource?.url ?? ''} label={t('site:qrFor', { platform: a.label })} />
            <figcaption className="text-sm font-medium">{a.label}</figcaption>
          </figure>
        ))}
      </div>
    </Popup>
  );
};
