import { ggrMaxDays } from '@gp/contracts';
import { BarLineChart, Card, Field, Select } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ReportPeriodForm } from '../../../../shared/ui/report-period-form';
import { fetchGgr, fetchGgrCsv, type GgrFilter } from '../../api/games-api';
import { canReadGgr } from '../../games-permissions';
import { gamesTestIds } from '../../games-test-ids';
import { gamesKeys } from '../../queries/keys';
import { formatCompactMinor, formatDay } from '../../../../shared/format/report-format';
import { moneyFormatter } from './ggr-format';
import { currenciesOf, ggrChartData, ggrMetrics, type GgrMetric, type GgrView } from './ggr-series';
import { GgrDailyTable, GgrTotalsTable } from './ggr-tables';

const ids = gamesTestIds.ggr;

/** Gross gaming revenue per vendor and business day: chart, tables and CSV. */
export const GgrPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canReadGgr(useStaffRoles());
  // Empty ends: the server's default period (the last 7 business days).
  const [filter, setFilter] = useState<GgrFilter>({ from: '', to: '', vendorCode: '' });
  const [view, setView] = useState<GgrView>('vendor');
  const [metric, setMetric] = useState<GgrMetric>('ggr');
  const [chartVendor, setChartVendor] = useState('');
  const query = useQuery({
    queryKey: gamesKeys.ggr(filter),
    queryFn: ({ signal }) => fetchGgr(filter, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('gamesAdmin.ggr.title')} description={t('gamesAdmin.ggr.description', { days: ggrMaxDays })} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const report = query.data;
  const currency = report ? (currenciesOf(report)[0] ?? '') : '';
  const money = moneyFormatter(currency, i18n.language);
  const chart = report ? ggrChartData(report, { view, vendorCode: chartVendor, metric, currency, totalName: t('gamesAdmin.ggr.total') }) : null;
  const vendorOptions = (report?.vendors ?? []).filter((v) => v.currency === currency).map((v) => ({ value: v.vendorCode, label: v.vendorName }));

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-6">
          <ReportPeriodForm
            report={report}
            maxDays={ggrMaxDays}
            onApply={(period) => setFilter((f) => ({ ...f, ...period }))}
            downloadCsv={async (period) => ({
              blob: await fetchGgrCsv({ ...filter, ...period, vendorCode: chartVendor }),
              name: `ggr-${period.from}-${period.to}.csv`,
            })}
            testIds={ids}
          />
          <ListState query={query} empty={report?.rows.length === 0} emptyText={t('gamesAdmin.ggr.empty')} emptyTestId={ids.empty} />
          {report && chart && report.rows.length > 0 ? (
            <>
              <div className="grid gap-3 sm:grid-cols-3">
                <Field label={t('gamesAdmin.ggr.view')}>
                  <Select
                    value={view}
                    options={[
                      { value: 'vendor', label: t('gamesAdmin.ggr.viewVendor') },
                      { value: 'total', label: t('gamesAdmin.ggr.viewTotal') },
                    ]}
                    onChange={(e) => setView(e.target.value as GgrView)}
                    data-testid={ids.view}
                  />
                </Field>
                <Field label={t('gamesAdmin.ggr.metric')}>
                  <Select
                    value={metric}
                    options={ggrMetrics.map((m) => ({ value: m, label: t(`gamesAdmin.ggr.metric.${m}`) }))}
                    onChange={(e) => setMetric(e.target.value as GgrMetric)}
                  />
                </Field>
                <FilterSelect
                  label={t('gamesAdmin.rounds.col.vendor')}
                  anyLabel={t('gamesAdmin.ggr.allVendors')}
                  value={chartVendor}
                  options={vendorOptions}
                  onChange={setChartVendor}
                  testId={ids.vendor}
                />
              </div>
              <BarLineChart
                title={t('gamesAdmin.ggr.chartTitle', { metric: t(`gamesAdmin.ggr.metric.${metric}`), currency })}
                labels={chart.labels}
                bars={chart.bars}
                line={chart.line}
                formatValue={money}
                formatTick={(v) => formatCompactMinor(v, i18n.language)}
                formatLabel={(day) => formatDay(day, i18n.language)}
                texts={{ labelHeader: t('gamesAdmin.ggr.col.day'), showTable: t('gamesAdmin.ggr.showChartData') }}
                testId={ids.chart}
              />
              <GgrTotalsTable report={report} vendorCode={chartVendor} />
              <GgrDailyTable report={report} vendorCode={chartVendor} />
            </>
          ) : null}
        </div>
      </Card>
    </>
  );
};
