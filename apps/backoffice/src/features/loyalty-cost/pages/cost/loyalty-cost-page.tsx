import { promotionCostMaxDays, type BoLoyaltyCostReport } from '@gp/contracts';
import { BarLineChart, Card, Field, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatMoney } from '../../../../shared/format/money';
import { formatCompactCount, formatCompactMinor, formatDay } from '../../../../shared/format/report-format';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ReportPeriodForm } from '../../../../shared/ui/report-period-form';
import { fetchLoyaltyCost, fetchLoyaltyCostCsv, loyaltyCostKeys, type LoyaltyCostFilter } from '../../loyalty-cost-api';
import { canReadLoyaltyCost } from '../../loyalty-cost-permissions';
import { currenciesOf, isPointMetric, loyaltyChartData, loyaltyCostMetrics, pointMetrics, type LoyaltyCostMetric } from '../../loyalty-cost-series';
import { loyaltyCostTestIds as ids } from '../../loyalty-cost-test-ids';

/** What loyalty costs per business day: points issued, redeemed, converted and taken back, and the money each loyalty promotion paid; chart, table and CSV. */
export const LoyaltyCostPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canReadLoyaltyCost(useStaffRoles());
  const [filter, setFilter] = useState<LoyaltyCostFilter>({ from: '', to: '' });
  const [metric, setMetric] = useState<LoyaltyCostMetric>('pointsIssued');
  const query = useQuery({
    queryKey: loyaltyCostKeys.report(filter),
    queryFn: ({ signal }) => fetchLoyaltyCost(filter, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('loyaltyCost.title')} description={t('loyaltyCost.description', { days: promotionCostMaxDays })} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const report = query.data;
  const currency = report ? (currenciesOf(report)[0] ?? '') : '';
  const points = (value: number | string) => new Intl.NumberFormat(i18n.language).format(Number(value));
  const money = (minor: number | string) => formatMoney(minor, currency, i18n.language);
  const quiet = report ? report.days.every((d) => pointMetrics.every((m) => Number(d[m]) === 0) && d.money.length === 0) : false;
  const chart = report ? loyaltyChartData(report, { metric, currency, metricName: t(`loyaltyCost.col.${metric}`), totalName: t('memberWallet.total') }) : null;

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-6">
          <ReportPeriodForm
            report={report}
            maxDays={promotionCostMaxDays}
            onApply={setFilter}
            downloadCsv={async (period) => ({ blob: await fetchLoyaltyCostCsv(period), name: `loyalty-cost-${period.from}-${period.to}.csv` })}
            testIds={ids}
          />
          <ListState query={query} empty={quiet} emptyText={t('loyaltyCost.empty')} emptyTestId={ids.empty} />
          {report && chart && !quiet ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('promotionCost.metric')}>
                  <Select
                    value={metric}
                    options={loyaltyCostMetrics.map((m) => ({ value: m, label: t(`loyaltyCost.col.${m}`) }))}
                    onChange={(e) => setMetric(e.target.value as LoyaltyCostMetric)}
                    data-testid={ids.metric}
                  />
                </Field>
              </div>
              <BarLineChart
                title={t('loyaltyCost.chartTitle', { metric: t(`loyaltyCost.col.${metric}`) })}
                labels={chart.labels}
                bars={chart.bars}
                line={chart.line}
                formatValue={isPointMetric(metric) ? points : money}
                formatTick={(v) => (isPointMetric(metric) ? formatCompactCount(v, i18n.language) : formatCompactMinor(v, i18n.language))}
                formatLabel={(day) => formatDay(day, i18n.language)}
                texts={{ labelHeader: t('gamesAdmin.ggr.col.day'), showTable: t('gamesAdmin.ggr.showChartData') }}
                testId={ids.chart}
              />
              <LoyaltyCostTable report={report} points={points} />
            </>
          ) : null}
        </div>
      </Card>
    </>
  );
};

const MoneyCell = ({ money, titles }: { money: BoLoyaltyCostReport['totals']['money']; titles: Map<number, string> }) => {
  const { i18n } = useTranslation();
  if (money.length === 0) return <span className="text-fg-muted">–</span>;
  return (
    <ul className="flex flex-col gap-1">
      {money.map((m) => (
        <li key={`${m.promotionId}-${m.currency}`} className="whitespace-nowrap">
          <span className="tabular-nums">{formatMoney(m.paid, m.currency, i18n.language)}</span>{' '}
          <span className="text-fg-muted">{titles.get(m.promotionId) ?? `#${m.promotionId}`}</span>
        </li>
      ))}
    </ul>
  );
};

const LoyaltyCostTable = ({ report, points }: { report: BoLoyaltyCostReport; points: (value: number | string) => string }) => {
  const { t, i18n } = useTranslation();
  const titles = new Map(report.promotions.map((p) => [p.promotionId, p.title]));
  return (
    <Table caption={t('loyaltyCost.tableCaption')} data-testid={ids.table}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('gamesAdmin.ggr.col.day')}</TableHeaderCell>
          {pointMetrics.map((m) => (
            <TableHeaderCell key={m}>{t(`loyaltyCost.col.${m}`)}</TableHeaderCell>
          ))}
          <TableHeaderCell>{t('loyaltyCost.col.moneyPaid')}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.days.map((d) => (
          <TableRow key={d.day} data-testid={ids.row} data-day={d.day}>
            <TableCell className="whitespace-nowrap">{formatDay(d.day, i18n.language)}</TableCell>
            {pointMetrics.map((m) => (
              <TableCell key={m} className="whitespace-nowrap tabular-nums">
                {points(d[m])}
              </TableCell>
            ))}
            <TableCell>
              <MoneyCell money={d.money} titles={titles} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell>{t('memberWallet.total')}</TableCell>
          {pointMetrics.map((m) => (
            <TableCell key={m} className="whitespace-nowrap tabular-nums">
              {points(report.totals[m])}
            </TableCell>
          ))}
          <TableCell>
            <MoneyCell money={report.totals.money} titles={titles} />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};
