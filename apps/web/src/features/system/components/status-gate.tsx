import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMerchantLanguage } from '../../../shared/i18n/use-merchant-language';
import { useOperatorTheme } from '../../../shared/use-operator-theme';
import { router } from '../../../app/router/router';
import { LoadingScreen } from './loading-screen';
import { screenForStatus } from './screen-for-status';
import { systemStatusQuery } from '../queries/system-queries';
import { usePermission } from '../queries/use-permission';

// Rarely shown, so they stay out of the first route's bundle.
const MaintenancePage = lazy(() => import('../pages/maintenance-page').then((m) => ({ default: m.MaintenancePage })));
const RegionBlockPage = lazy(() => import('../pages/region-block-page').then((m) => ({ default: m.RegionBlockPage })));
const ServiceUnavailablePage = lazy(() => import('../pages/service-unavailable-page').then((m) => ({ default: m.ServiceUnavailablePage })));

/**
 * Shows the app, the maintenance page or the region-block page from the system status.
 * It waits for the permission response as well, because it decides the language
 * and the customer-service link; a failed permission call does not block.
 */
export const StatusGate = () => {
  const status = useQuery(systemStatusQuery);
  const permission = usePermission();
  useMerchantLanguage(permission.data?.merchant);
  useOperatorTheme(permission.data?.defaultTheme);

  const screen = screenForStatus(status.data, status.error);
  if (screen.kind === 'loading' || permission.isPending) return <LoadingScreen />;
  if (screen.kind === 'app') return <RouterProvider router={router} />;

  return (
    <Suspense fallback={<LoadingScreen />}>
      {screen.kind === 'maintenance' ? <MaintenancePage endTime={screen.endTime} message={screen.message} /> : null}
      {screen.kind === 'region-block' ? <RegionBlockPage ip={screen.ip} message={screen.message} /> : null}
      {screen.kind === 'unavailable' ? <ServiceUnavailablePage onRetry={() => void status.refetch()} retrying={status.isFetching} /> : null}
    </Suspense>
  );
};
