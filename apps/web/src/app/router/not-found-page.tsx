import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@gp/ui';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" data-testid="not-found-page">
      <p className="text-6xl font-bold text-fg-muted" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('site:notFoundTitle')}</h1>
      <p className="text-fg-muted">{t('site:notFoundBody')}</p>
      <Link to="/" className={buttonClass('primary', 'md')}>
        {t('site:notFoundHome')}
      </Link>
    </section>
  );
};
