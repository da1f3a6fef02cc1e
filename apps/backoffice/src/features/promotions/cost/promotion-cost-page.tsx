import { promotionCostMaxDays, type BoPromotionCostReport } from '@gp/contracts';
import { BarLineChart, Card, Field, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatMoney } from '../../../shared/format/money';
import { formatCompactMinor, formatDay } from '../../../shared/format/report-format';
import { FilterSelect } from '../../../shared/ui/filter-select';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { ReportPeriodForm } from '../../../shared/ui/report-period-form';
import { fetchPromotionCost, fetchPromotionCostCsv, type PromotionCostFilter } from '../promotions-admin-api';
import { promotionsAdminKeys } from '../promotions-admin-keys';
import { canReadPromotionCost } from '../promotions-admin-permissions';
import { promotionsAdminTestIds } from '../promotions-admin-test-ids';
import { costChartData, costMetrics, promotionsOf, type CostMetric } from './cost-series';

const ids = promotionsAdminTestIds.cost;

/** What promotions cost per business day: bonus paid, the turnover after it and the net revenue after bonus, as a chart, a table and CSV. */
export const PromotionCostPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canReadPromotionCost(useStaffRoles());
  const [filter, setFilter] = useState<PromotionCostFilter>({ from: '', to: '', promotionId: '' });
  const [metric, setMetric] = useState<CostMetric>('netRevenue');
  const query = useQuery({
    queryKey: promotionsAdminKeys.cost(filter),
    queryFn: ({ signal }) => fetchPromotionCost(filter, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('promotionCost.title')} description={t('promotionCost.description', { days: promotionCostMaxDays })} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const report = query.data;
  const currency = report?.totals[0]?.currency ?? '';
  const money = (minor: number | string) => formatMoney(minor, currency, i18n.language);
  const promotionId = filter.promotionId === '' ? null : Number(filter.promotionId);
  const chart = report ? costChartData(report, { metric, currency, promotionId, totalName: t('memberWallet.total') }) : null;

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-6">
          <ReportPeriodForm
            report={report}
            maxDays={promotionCostMaxDays}
            onApply={(period) => setFilter((f) => ({ ...f, ...period }))}
            downloadCsv={async (period) => ({
              blob: await fetchPromotionCostCsv({ ...filter, ...period }),
              name: `promotion-cost-${period.from}-${period.to}.csv`,
            })}
            testIds={ids}
          />
          <ListState query={query} empty={report?.rows.length === 0} emptyText={t('promotionCost.empty')} emptyTestId={ids.empty} />
          {report && chart && report.rows.length > 0 ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('promotionCost.metric')}>
                  <Select
                    value={metric}
                    options={costMetrics.map((m) => ({ value: m, label: t(`promotionCost.col.${m}`) }))}
                    onChange={(e) => setMetric(e.target.value as CostMetric)}
                  />
                </Field>
                <FilterSelect
                  label={t('promotionCost.col.promotion')}
                  anyLabel={t('promotionCost.allPromotions')}
                  value={filter.promotionId}
                  options={promotionsOf(report).map((p) => ({ value: String(p.id), label: p.title }))}
                  onChange={(value) => setFilter((f) => ({ ...f, promotionId: value }))}
                  testId={ids.promotion}
                />
              </div>
              <BarLineChart
                title={t('promotionCost.chartTitle', { metric: t(`promotionCost.col.${metric}`), currency })}
                labels={chart.labels}
                bars={chart.bars}
                line={chart.line}
                formatValue={money}
                formatTick={(v) => formatCompactMinor(v, i18n.language)}
                formatLabel={(day) => formatDay(day, i18n.language)}
                texts={{ labelHeader: t('gamesAdmin.ggr.col.day'), showTable: t('gamesAdmin.ggr.showChartData') }}
                testId={ids.chart}
              />
              <CostTable report={report} promotionId={promotionId} money={money} />
            </>
          ) : null}
        </div>
      </Card>
    </>
  );
};

const CostTable = ({
  report,
  promotionId,
  money,
}: {
  report: BoPromotionCostReport;
  promotionId: number | null;
  money: (minor: number | string) => string;
}) => {
  const { t, i18n } = useTranslation();
  const rows = report.rows.filter((r) => promotionId === null || r.promotionId === promotionId);
  return (
    <Table caption={t('promotionCost.tableCaption')} data-testid={ids.table}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('gamesAdmin.ggr.col.day')}</TableHeaderCell>
          <TableHeaderCell>{t('promotionCost.col.promotion')}</TableHeaderCell>
          <TableHeaderCell>{t('promotionCost.col.bonusPaid')}</TableHeaderCell>
          <TableHeaderCell>{t('promotionCost.col.turnover')}</TableHeaderCell>
          <TableHeaderCell>{t('promotionCost.col.netRevenue')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.day}-${r.promotionId}-${r.currency}`} data-testid={ids.row} data-promotion={r.promotionId} data-day={r.day}>
            <TableCell className="whitespace-nowrap">{formatDay(r.day, i18n.language)}</TableCell>
            <TableCell className="max-w-64 break-words">{r.promotionTitle}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{money(r.bonusPaid)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{money(r.turnover)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{money(r.netRevenue)}</TableCell>
          </TableRow>
        ))}
        {promotionId === null
          ? report.totals.map((total) => (
              <TableRow key={`total-${total.currency}`} className="font-semibold">
                <TableCell>{t('memberWallet.total')}</TableCell>
                <TableCell>{total.currency}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{formatMoney(total.bonusPaid, total.currency, i18n.language)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{formatMoney(total.turnover, total.currency, i18n.language)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{formatMoney(total.netRevenue, total.currency, i18n.language)}</TableCell>
              </TableRow>
            ))
          : null}
      </TableBody>
    </Table>
  );
};
