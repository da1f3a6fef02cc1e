import { Alert } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { testIds } from '../test-ids';

/** Shown when a role may not open a screen (reached by URL; the nav already hides it). */
export const NoAccess = () => {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={t('noAccess.title')} data-testid={testIds.noAccess}>
      {t('noAccess.body')}
    </Alert>
  );
};
