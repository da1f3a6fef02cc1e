import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/page-title';
import { SoonState } from '../../../shared/soon-state';

const titleKeys: Record<string, string> = {
  '/seamless': 'site:pageSeamless',
  '/favorite': 'site:pageFavorite',
  '/recent': 'site:pageRecent',
};

/** Frames of pages whose content belongs to later issues: the title and an honest "soon". */
export const SoonPage = () => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div data-testid="soon-page">
      <PageTitle testId="page-title">{t(titleKeys[pathname] ?? 'site:availableSoon')}</PageTitle>
      <SoonState />
    </div>
  );
};
