import { useTranslation } from 'react-i18next';
import { Spinner } from '@gp/ui';

export const LoadingScreen = () => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-fg-muted" aria-busy="true">
      <Spinner label={t('common:loading')} className="[&>svg]:size-8" />
    </div>
  );
};
