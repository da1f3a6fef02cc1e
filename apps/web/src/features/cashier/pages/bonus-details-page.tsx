import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TableCell, TableRow } from '@gp/ui';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { EmptyRecords } from '../components/records/empty-records';
import { Pager } from '../components/records/pager';
import { PeriodFilterFields } from '../components/records/period-filter';
import { formatRecordTime } from '../components/records/record-time';
import { RecordList } from '../components/records/record-list';
import { RecordsFrame } from '../components/records/records-frame';
import { bonusDetailsQuery } from '../api/records-api';
import { useMemberMoney } from '../components/records/use-member-money';
import { usePeriod } from '../components/records/use-period';
import { BonusWageringList } from '../../promotions/components/bonus-wagering-list';

/** bonusDetails: every promotion bonus with its turnover, then bonuses credited in a period with the period's total. */
export const BonusDetailsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const money = useMemberMoney(token);
  const { period, pageNo, setPageNo, incomplete, choosePeriod } = usePeriod('past30');
  const bonuses = useQuery({ ...bonusDetailsQuery(token, { period, pageNo }), enabled: token !== null && !incomplete });
  const rows = bonuses.data?.content ?? [];
  return (
    <RecordsFrame
      testId="bonus-details-page"
      filters={<PeriodFilterFields value={period} onChange={choosePeriod} testId="bonus-period" />}
      error={bonuses.error}
      loading={bonuses.isPending && !incomplete}
    >
      <BonusWageringList />
      {bonuses.data ? (
        <p className="text-sm">
          {t('cashier:records.bonus.total')}{' '}
          <span className="font-semibold tabular-nums" data-testid="bonus-total">
            {money(bonuses.data.totalAmount)}
          </span>
        </p>
      ) : null}
      {bonuses.data && rows.length === 0 ? <EmptyRecords text={t('cashier:records.bonus.empty')} testId="bonus-empty" /> : null}
      {rows.length > 0 ? (
        <RecordList
          rows={rows}
          caption={t('cashier:records.bonus.caption')}
          testIds={{ table: 'bonus-table', cards: 'bonus-cards' }}
          columns={[
            { title: t('cashier:records.time') },
            { title: t('cashier:records.bonus.description') },
            { title: t('cashier:records.amount'), end: true },
            { title: t('cashier:records.reference') },
          ]}
          row={(row) => (
            <TableRow key={row.id} data-testid="bonus-row">
              <TableCell className="whitespace-nowrap">{formatRecordTime(row.createdAt, i18n.language)}</TableCell>
              <TableCell>{row.description ?? t('cashier:records.type.bonus')}</TableCell>
              <TableCell className="whitespace-nowrap text-end font-semibold tabular-nums text-success">{money(row.amount)}</TableCell>
              <TableCell className="max-w-56 break-all text-xs text-fg-muted">{row.reference}</TableCell>
            </TableRow>
          )}
          card={(row) => (
            <li key={row.id} className="rounded-md border border-border p-3" data-testid="bonus-card">
              <div className="flex items-start justify-between gap-2">
                <span className="font-medium">{row.description ?? t('cashier:records.type.bonus')}</span>
                <span className="whitespace-nowrap font-semibold tabular-nums text-success">{money(row.amount)}</span>
              </div>
              <p className="mt-1 text-xs text-fg-muted">{formatRecordTime(row.createdAt, i18n.language)}</p>
              <p className="break-all text-xs text-fg-muted">{row.reference}</p>
            </li>
          )}
        />
      ) : null}
      {bonuses.data ? <Pager pageNum={bonuses.data.pageNum} totalPages={bonuses.data.totalPages} onPage={setPageNo} testId="bonus-pager" /> : null}
    </RecordsFrame>
  );
};
