import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@gp/ui';

/** Shown while a route's code or data loads; hidden again when the navigation ends either way. */
export const LoadingOverlay = () => {
  const { t } = useTranslation();
  const pending = useRouterState({ select: (s) => s.status === 'pending' && s.isLoading });
  if (!pending) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center pt-20" role="status" data-testid="loading-overlay">
      <span className="flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm shadow-lg">
        <Spinner />
        {t('common:loading')}
      </span>
    </div>
  );
};
