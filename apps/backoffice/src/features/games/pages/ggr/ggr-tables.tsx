import type { BoGgrReport } from '@gp/contracts';
import { TableCell, TableRow } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { AmountCell } from '../../../../shared/ui/queue-cells';
import { gamesTestIds } from '../../games-test-ids';
import { formatDay } from '../../../../shared/format/report-format';

const ids = gamesTestIds.ggr;

type Figures = BoGgrReport['totals'][number];

const FigureCells = ({ f }: { f: Figures }) => (
  <>
    <TableCell className="tabular-nums">{f.betCount}</TableCell>
    <AmountCell minor={f.betAmount} currency={f.currency} />
    <AmountCell minor={f.refundAmount} currency={f.currency} />
    <AmountCell minor={f.validBet} currency={f.currency} />
    <AmountCell minor={f.winAmount} currency={f.currency} />
    <AmountCell minor={f.ggr} currency={f.currency} signed className="font-semibold" />
    <TableCell className="tabular-nums">{f.rounds}</TableCell>
    <TableCell className="tabular-nums">{f.players}</TableCell>
  </>
);

const useFigureColumns = () => {
  const { t } = useTranslation();
  return [
    t('gamesAdmin.ggr.col.bets'),
    t('gamesAdmin.ggr.col.betAmount'),
    t('gamesAdmin.ggr.col.refunds'),
    t('gamesAdmin.ggr.col.validBet'),
    t('gamesAdmin.ggr.col.wins'),
    t('gamesAdmin.ggr.col.ggr'),
    t('gamesAdmin.ggr.col.rounds'),
    t('gamesAdmin.ggr.col.players'),
  ];
};

/** Per vendor over the period, then the period total per currency. */
export const GgrTotalsTable = ({ report, vendorCode }: { report: BoGgrReport; vendorCode: string }) => {
  const { t } = useTranslation();
  const columns = [t('gamesAdmin.rounds.col.vendor'), ...useFigureColumns()];
  const vendors = report.vendors.filter((v) => vendorCode === '' || v.vendorCode === vendorCode);
  return (
    <HeadedTable caption={t('gamesAdmin.ggr.totalsCaption')} testId={ids.totals} columns={columns}>
      {vendors.map((v) => (
        <TableRow key={`${v.vendorCode}-${v.currency}`} data-vendor={v.vendorCode}>
          <TableCell>
            {v.vendorName}
            <span dir="ltr" className="block font-mono text-xs text-fg-muted">
              {v.vendorCode}
            </span>
          </TableCell>
          <FigureCells f={v} />
        </TableRow>
      ))}
      {vendorCode === ''
        ? report.totals.map((total) => (
            <TableRow key={`total-${total.currency}`} className="border-t-2 border-border-strong font-medium" data-vendor="ALL">
              <TableCell>{t('gamesAdmin.ggr.total')}</TableCell>
              <FigureCells f={total} />
            </TableRow>
          ))
        : null}
    </HeadedTable>
  );
};

/** A row per day and vendor. */
export const GgrDailyTable = ({ report, vendorCode }: { report: BoGgrReport; vendorCode: string }) => {
  const { t, i18n } = useTranslation();
  const columns = [t('gamesAdmin.ggr.col.day'), t('gamesAdmin.rounds.col.vendor'), ...useFigureColumns()];
  const rows = report.rows.filter((r) => vendorCode === '' || r.vendorCode === vendorCode);
  return (
    <HeadedTable caption={t('gamesAdmin.ggr.dailyCaption')} testId={ids.table} columns={columns}>
      {rows.map((r) => (
        <TableRow key={`${r.day}-${r.vendorCode}-${r.currency}`}>
          <TableCell className="whitespace-nowrap">
            <time dateTime={r.day}>{formatDay(r.day, i18n.language)}</time>
          </TableCell>
          <TableCell>
            <span dir="ltr" className="font-mono text-xs">
              {r.vendorCode}
            </span>
          </TableCell>
          <FigureCells f={r} />
        </TableRow>
      ))}
    </HeadedTable>
  );
};
