import type { BoDashboard, BoDashboardGames } from '@gp/contracts';
import { BarLineChart } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { dashboardTestIds } from '../dashboard-test-ids';

const formatDay = (day: string, locale: string): string => {
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  } catch {
    return day;
  }
};

const formatCompact = (minor: number, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
  } catch {
    return String(minor / 100);
  }
};

/**
 * The week's GGR per day in the merchant's currency, as bars (each day of the week a label, so a
 * quiet day shows as a gap). The chart carries its own data table for screen readers.
 */
export const GgrTrend = ({ dashboard, games }: { dashboard: BoDashboard; games: BoDashboardGames }) => {
  const { t, i18n } = useTranslation();
  const { currency } = dashboard;
  const byDay = new Map(games.days.filter((d) => d.currency === currency).map((d) => [d.day, Number(d.ggr)]));
  return (
    <BarLineChart
      title={t('dashboard.trendTitle', { currency })}
      labels={dashboard.days}
      bars={[{ id: 'ggr', name: t('dashboard.ggr'), data: dashboard.days.map((day) => ({ label: day, value: byDay.get(day) ?? 0 })) }]}
      formatValue={(v) => formatMoney(v, currency, i18n.language)}
      formatTick={(v) => formatCompact(v, i18n.language)}
      formatLabel={(day) => formatDay(day, i18n.language)}
      texts={{ labelHeader: t('dashboard.day'), showTable: t('dashboard.showTrendData') }}
      height={200}
      testId={dashboardTestIds.trend}
    />
  );
};
