import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { StatusPageLayout } from '../components/status-page-layout';
import { CloudOffIcon } from '../components/status-icons';

/** The status could not be read at all, so neither the app nor a reason can be shown honestly. */
export const ServiceUnavailablePage = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const { t } = useTranslation();
  return (
    <StatusPageLayout title={t('site:unavailableTitle')} icon={<CloudOffIcon />} data-testid="service-unavailable-page">
      <p className="text-fg">{t('common:serviceUnreachable')}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t('common:retry')}
      </Button>
    </StatusPageLayout>
  );
};
