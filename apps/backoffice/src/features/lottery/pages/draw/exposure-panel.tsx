import { BarLineChart, Card, TableCell, TableRow } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCompactMinor } from '../../../../shared/format/report-format';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { ListState } from '../../../../shared/ui/list-state';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { fetchLotteryExposure } from '../../api/lottery-api';
import { useLotteryFormat } from '../../components/lottery-format';
import { exposureChartData } from '../../lottery-exposure';
import { lotteryTestIds } from '../../lottery-test-ids';
import { lotteryKeys } from '../../queries/keys';

const ids = lotteryTestIds.exposure;

/** What the draw would cost per number drawn, highest first, against the game's per-number limit: a chart of the top numbers and the full table. */
export const ExposurePanel = ({ drawId }: { drawId: string }) => {
  const { t, i18n } = useTranslation();
  const format = useLotteryFormat();
  const query = useQuery({ queryKey: lotteryKeys.exposure(drawId), queryFn: ({ signal }) => fetchLotteryExposure(drawId, signal) });
  const view = query.data;
  const chart = view ? exposureChartData(view, { liability: t('lottery.exposure.liability'), limit: t('lottery.exposure.limit') }) : null;

  return (
    <Card
      title={t('lottery.exposure.title')}
      description={
        view?.numberLimit === null || !view ? t('lottery.exposure.noLimit') : t('lottery.exposure.description', { limit: format.minor(view.numberLimit) })
      }
      headingLevel={2}
    >
      <div className="flex flex-col gap-4">
        <ListState query={query} empty={(view?.numbers.length ?? 0) === 0} emptyText={t('lottery.exposure.empty')} emptyTestId={ids.empty} />
        {view && chart && view.numbers.length > 0 ? (
          <>
            <BarLineChart
              title={t('lottery.exposure.chartTitle', { numbers: chart.labels.length })}
              labels={chart.labels}
              bars={chart.bars}
              line={chart.line}
              formatValue={format.minor}
              formatTick={(v) => formatCompactMinor(v, i18n.language)}
              texts={{ labelHeader: t('lottery.exposure.number'), showTable: t('lottery.showChartData') }}
              testId={ids.chart}
            />
            <HeadedTable
              caption={t('lottery.exposure.tableCaption')}
              testId={ids.table}
              columns={[t('lottery.exposure.number'), t('lottery.exposure.liability'), t('lottery.exposure.ofLimit')]}
            >
              {view.numbers.map((n) => {
                const share = view.numberLimit ? n.liability / view.numberLimit : null;
                return (
                  <TableRow key={n.number}>
                    <TableCell className="font-mono" dir="ltr">
                      {n.number}
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">{format.minor(n.liability)}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {share === null ? '–' : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(share)}{' '}
                      {share !== null && share > 1 ? <StatusBadge tone="bad" label={t('lottery.exposure.over')} /> : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </HeadedTable>
          </>
        ) : null}
      </div>
    </Card>
  );
};
