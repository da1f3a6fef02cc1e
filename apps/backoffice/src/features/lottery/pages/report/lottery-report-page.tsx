import type { LotteryReport } from '@gp/contracts';
import { Alert, BarLineChart, Button, Card, Field, Input, Select, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { saveBlob } from '../../../../shared/download/save-blob';
import { formatCompactMinor } from '../../../../shared/format/report-format';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { fetchLotteryReport, fetchLotteryReportCsv, type LotteryReportFilter } from '../../api/lottery-api';
import { useLotteryFormat } from '../../components/lottery-format';
import { drawStateTone } from '../../lottery-labels';
import { canUseLottery } from '../../lottery-permissions';
import { recentDays, reportChartData, reportMetrics, reportPeriodOf, type ReportDays, type ReportMetric } from '../../lottery-report-period';
import { lotteryTestIds } from '../../lottery-test-ids';
import { lotteryKeys } from '../../queries/keys';
import { useLotteryGames } from '../../queries/use-lottery-games';

const ids = lotteryTestIds.report;

type Applied = { days: ReportDays; gameCode: string };

/** Stakes, payouts and margin per draw for a period and game: chart, table and CSV. */
export const LotteryReportPage = () => {
  const { t, i18n } = useTranslation();
  const allowed = canUseLottery(useStaffRoles());
  const format = useLotteryFormat();
  const games = useLotteryGames(allowed);
  const [draft, setDraft] = useState<Applied>(() => ({ days: recentDays(new Date()), gameCode: '' }));
  const [applied, setApplied] = useState<Applied>(draft);
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [metric, setMetric] = useState<ReportMetric>('margin');
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const period = reportPeriodOf(applied.days);
  const filter: LotteryReportFilter | null = period ? { ...period, gameCode: applied.gameCode } : null;
  const query = useQuery({
    queryKey: lotteryKeys.report(filter ?? { from: '', to: '', gameCode: '' }),
    queryFn: async ({ signal }) => {
      // Disabled without a period: this never runs then.
      if (!filter) throw new Error('no report period');
      return fetchLotteryReport(filter, signal);
    },
    placeholderData: keepPreviousData,
    enabled: allowed && filter !== null,
  });

  const header = <PageHeader title={t('lottery.report.title')} description={t('lottery.report.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!reportPeriodOf(draft.days)) {
      setPeriodError(t('lottery.report.badPeriod'));
      return;
    }
    setPeriodError(null);
    setApplied(draft);
  };

  const saveCsv = async () => {
    if (!filter) return;
    setCsvBusy(true);
    setCsvError(null);
    try {
      saveBlob(await fetchLotteryReportCsv(filter), `lottery-report-${applied.days.from}-${applied.days.to}.csv`);
    } catch (error) {
      setCsvError(error instanceof Error ? error.message : t('error.unexpected'));
    } finally {
      setCsvBusy(false);
    }
  };

  const report = query.data;
  const chart = report ? reportChartData(report, metric, t(`lottery.col.${metricColumn[metric]}`)) : null;
  const rowOf = new Map(report?.rows.map((r) => [r.drawId, r]) ?? []);

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-6">
          <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={apply} noValidate>
            <Field label={t('lottery.report.from')} error={periodError ?? undefined}>
              <Input
                type="date"
                dir="ltr"
                value={draft.days.from}
                onChange={(e) => setDraft((d) => ({ ...d, days: { ...d.days, from: e.target.value } }))}
                data-testid={ids.from}
              />
            </Field>
            <Field label={t('lottery.report.to')} hint={t('lottery.report.periodHint')}>
              <Input
                type="date"
                dir="ltr"
                value={draft.days.to}
                onChange={(e) => setDraft((d) => ({ ...d, days: { ...d.days, to: e.target.value } }))}
                data-testid={ids.to}
              />
            </Field>
            <Field label={t('lottery.col.game')}>
              <Select
                value={draft.gameCode}
                options={[{ value: '', label: t('lottery.anyGame') }, ...(games.data ?? []).map((g) => ({ value: g.gameCode, label: g.gameCode }))]}
                onChange={(e) => setDraft((d) => ({ ...d, gameCode: e.target.value }))}
                data-testid={ids.game}
              />
            </Field>
            <div className="flex flex-wrap items-end gap-2">
              <Button type="submit" variant="secondary" data-testid={ids.apply}>
                {t('lottery.report.apply')}
              </Button>
              <Button type="button" variant="secondary" loading={csvBusy} disabled={!report} onClick={() => void saveCsv()} data-testid={ids.csv}>
                {t('lottery.report.csv')}
              </Button>
            </div>
          </form>
          {csvError ? <Alert tone="danger">{csvError}</Alert> : null}
          <ListState query={query} empty={(report?.rows.length ?? 0) === 0} emptyText={t('lottery.report.empty')} emptyTestId={ids.empty} />
          {report && chart && report.rows.length > 0 ? (
            <>
              <div className="max-w-xs">
                <Field label={t('lottery.report.metric')}>
                  <Select
                    value={metric}
                    options={reportMetrics.map((m) => ({ value: m, label: t(`lottery.col.${metricColumn[m]}`) }))}
                    onChange={(e) => setMetric(e.target.value as ReportMetric)}
                  />
                </Field>
              </div>
              <BarLineChart
                title={t('lottery.report.chartTitle', { metric: t(`lottery.col.${metricColumn[metric]}`) })}
                labels={chart.labels}
                bars={chart.bars}
                formatValue={format.minor}
                formatTick={(v) => formatCompactMinor(v, i18n.language)}
                formatLabel={(drawId) => rowOf.get(drawId)?.drawKey ?? drawId}
                texts={{ labelHeader: t('lottery.col.draw'), showTable: t('lottery.showChartData') }}
                testId={ids.chart}
              />
              <ReportTable report={report} />
            </>
          ) : null}
        </div>
      </Card>
    </>
  );
};

const metricColumn: Record<ReportMetric, string> = { margin: 'margin', stakeTotal: 'stakes', payoutTotal: 'payouts' };

const ReportTable = ({ report }: { report: LotteryReport }) => {
  const { t } = useTranslation();
  const format = useLotteryFormat();
  const signed = (minor: number) => (
    <span dir="ltr" className={minor < 0 ? 'text-danger' : undefined}>
      {format.minor(minor)}
    </span>
  );
  return (
    <HeadedTable
      caption={t('lottery.report.tableCaption')}
      testId={ids.table}
      columns={[
        t('lottery.col.draw'),
        t('lottery.col.game'),
        t('lottery.col.drawAt'),
        t('lottery.col.state'),
        t('lottery.col.bets'),
        t('lottery.col.stakes'),
        t('lottery.col.payouts'),
        t('lottery.col.margin'),
      ]}
    >
      {report.rows.map((row) => (
        <TableRow key={row.drawId} data-testid={ids.row} data-id={row.drawId}>
          <TableCell dir="ltr">{row.drawKey}</TableCell>
          <TableCell dir="ltr">{row.gameCode}</TableCell>
          <TableCell className="whitespace-nowrap">{format.time(row.drawAt)}</TableCell>
          <TableCell>
            <StatusBadge tone={drawStateTone[row.status]} label={t(`lottery.state.${row.status}`)} />
          </TableCell>
          <TableCell className="tabular-nums">{format.count(row.betCount)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{format.minor(row.stakeTotal)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{format.minor(row.payoutTotal)}</TableCell>
          <TableCell className="whitespace-nowrap tabular-nums">{signed(row.margin)}</TableCell>
        </TableRow>
      ))}
      <TableRow className="font-semibold">
        <TableCell>{t('lottery.report.total')}</TableCell>
        <TableCell />
        <TableCell />
        <TableCell />
        <TableCell className="tabular-nums">{format.count(report.totals.betCount)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{format.minor(report.totals.stakeTotal)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{format.minor(report.totals.payoutTotal)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">{signed(report.totals.margin)}</TableCell>
      </TableRow>
    </HeadedTable>
  );
};
