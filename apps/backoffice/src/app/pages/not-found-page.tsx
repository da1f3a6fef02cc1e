import { Alert, buttonClass } from '@gp/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { testIds } from '../../shared/test-ids';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className="p-4">
      <Alert
        tone="warning"
        title={t('notFound.title')}
        data-testid={testIds.notFound}
        action={
          <Link to="/" className={buttonClass('secondary', 'sm')}>
            {t('notFound.home')}
          </Link>
        }
      >
        {t('notFound.body')}
      </Alert>
    </div>
  );
};
