import type { MaintenanceSettings } from '@gp/contracts';
import { cx } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { useNow } from '../../../../shared/hooks/use-now';
import { testIds } from '../../../../shared/test-ids';
import { maintenanceState } from './maintenance-state';

const dotClass = { active: 'bg-danger', upcoming: 'bg-warning', inactive: 'bg-success' } as const;

/** What players experience right now, from the saved settings (not the unsaved form). */
export const MaintenanceIndicator = ({ value }: { value: MaintenanceSettings }) => {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const state = maintenanceState(value, now);
  const at = (iso: string | null) => formatDateTime(iso, i18n.language);

  const detail =
    state.kind === 'active'
      ? state.until
        ? t('status.activeUntil', { until: at(state.until) })
        : t('status.activeOpenEnded')
      : state.kind === 'upcoming'
        ? t('status.upcoming', { from: at(state.from), until: at(state.until) })
        : t('status.inactiveDetail');

  return (
    <section
      aria-labelledby="maintenance-status-title"
      data-testid={testIds.maintenance.status}
      data-active={state.kind === 'active'}
      data-state={state.kind}
      className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5"
    >
      <span aria-hidden="true" className={cx('mt-1.5 size-3 shrink-0 rounded-full', dotClass[state.kind])} />
      <div className="min-w-0">
        <h2 id="maintenance-status-title" className="font-semibold text-fg">
          {t(`status.state.${state.kind}`)}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{detail}</p>
      </div>
    </section>
  );
};
