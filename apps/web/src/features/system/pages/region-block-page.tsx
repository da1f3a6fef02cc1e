import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../components/customer-service-button';
import { StatusPageLayout } from '../components/status-page-layout';
import { ShieldIcon } from '../components/status-icons';

type RegionBlockPageProps = { ip: string; message: string };

export const RegionBlockPage = ({ ip, message }: RegionBlockPageProps) => {
  const { t } = useTranslation();
  return (
    <StatusPageLayout title={t('site:regionBlockTitle')} icon={<ShieldIcon />} data-testid="region-block-page">
      <p className="whitespace-pre-line text-fg" dir="auto" data-testid="region-block-message">
        {message || t('site:regionBlockDefaultMessage')}
      </p>
      {ip ? (
        <p className="flex flex-col gap-1">
          <span className="text-sm text-fg-muted">{t('site:regionBlockIpLabel')}</span>
          {/* An address reads left to right in every language; isolate it from RTL text. */}
          <bdi dir="ltr" className="font-mono text-lg font-semibold" data-testid="region-block-ip">
            {ip}
          </bdi>
        </p>
      ) : null}
      <CustomerServiceButton />
    </StatusPageLayout>
  );
};
