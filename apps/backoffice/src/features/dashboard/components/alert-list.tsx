import type { BoDashboardAlert, DashboardAlertKind } from '@gp/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dashboardTestIds } from '../dashboard-test-ids';

type AlertTarget = '/cashier/reconciliation' | '/cashier/withdrawals' | '/cashier/deposits' | '/cashier/disputes';

/** The screen that resolves each alert. */
const targets: Record<DashboardAlertKind, AlertTarget> = {
  reconciliationDifference: '/cashier/reconciliation',
  staleWithdrawals: '/cashier/withdrawals',
  staleDeposits: '/cashier/deposits',
  openDisputes: '/cashier/disputes',
};

export const AlertList = ({ alerts }: { alerts: readonly BoDashboardAlert[] }) => {
  const { t } = useTranslation();
  if (alerts.length === 0)
    return (
      <p className="text-fg-muted" data-testid={dashboardTestIds.noAlerts}>
        {t('dashboard.alerts.none')}
      </p>
    );
  return (
    <ul className="flex flex-col gap-2" data-testid={dashboardTestIds.alerts}>
      {alerts.map((alert) => (
        <li
          key={alert.kind}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2"
          data-count={alert.count}
        >
          <span className="min-w-0 text-fg">{t(`dashboard.alerts.${alert.kind}`, { count: alert.count })}</span>
          <Link to={targets[alert.kind]} className="font-medium text-primary underline underline-offset-2" data-testid={dashboardTestIds.alert(alert.kind)}>
            {t(`dashboard.alerts.open.${alert.kind}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
};
