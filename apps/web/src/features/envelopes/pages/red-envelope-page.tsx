import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '../../../shared/page-title';
import { EnvelopeRainBanner } from '../components/envelope-rain-banner';

/** The red-envelope rains open now, each with its open button, and a way to the wheel (the page and the member centre's). */
export const RedEnvelopePanel = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="red-envelope-panel">
      <EnvelopeRainBanner showEmpty />
      <p className="mt-4 text-sm">
        <Link to="/wheel" className="text-primary underline">
          {t('site:wheelTitle')}
        </Link>
      </p>
    </div>
  );
};

/** /redEnvelope. */
export const RedEnvelopePage = () => {
  const { t } = useTranslation();
  return (
    <div data-testid="red-envelope-page" className="mx-auto max-w-2xl">
      <PageTitle testId="page-title">{t('site:envelopeRainTitle')}</PageTitle>
      <RedEnvelopePanel />
    </div>
  );
};
