import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../components/customer-service-button';
import { formatEndTime } from '../components/format-end-time';
import { StatusPageLayout } from '../components/status-page-layout';
import { WrenchIcon } from '../components/status-icons';

type MaintenancePageProps = { endTime: string | null; message: string };

export const MaintenancePage = ({ endTime, message }: MaintenancePageProps) => {
  const { t, i18n } = useTranslation();
  const formatted = formatEndTime(endTime, i18n.language);

  return (
    <StatusPageLayout title={t('site:maintenanceTitle')} icon={<WrenchIcon />} data-testid="maintenance-page">
      {/* The note is the merchant's own text and may be in any script; let it pick its direction. */}
      <p className="whitespace-pre-line text-fg" dir="auto" data-testid="maintenance-message">
        {message || t('site:maintenanceDefaultMessage')}
      </p>
      {formatted && endTime ? (
        <p className="flex flex-col gap-1">
          <span className="text-sm text-fg-muted">{t('site:maintenanceEndLabel')}</span>
          <time dateTime={endTime} className="text-lg font-semibold" data-testid="maintenance-end-time">
            {formatted}
          </time>
        </p>
      ) : (
        <p className="text-fg-muted" data-testid="maintenance-end-time">
          {t('site:maintenanceEndUnknown')}
        </p>
      )}
      <p className="text-sm text-fg-muted">{t('site:maintenanceAutoReturn')}</p>
      <CustomerServiceButton />
    </StatusPageLayout>
  );
};
