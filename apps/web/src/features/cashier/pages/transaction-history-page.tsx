import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTypes, type RecordType, type TransactionRecord } from '@gp/contracts';
import { Field, Select, TableCell, TableRow, cx } from '@gp/ui';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { EmptyRecords } from '../components/records/empty-records';
import { Pager } from '../components/records/pager';
import { PeriodFilterFields } from '../components/records/period-filter';
import { formatRecordTime } from '../components/records/record-time';
import { RecordList } from '../components/records/record-list';
import { RecordsFrame } from '../components/records/records-frame';
import { transactionHistoryQuery } from '../api/records-api';
import { useMemberMoney } from '../components/records/use-member-money';
import { usePeriod } from '../components/records/use-period';

const amountClass = (amount: number) => cx('whitespace-nowrap font-semibold tabular-nums', amount < 0 ? 'text-danger' : 'text-success');

/**
 * transactionHistory (account record): every movement on the member's wallets with type, amount,
 * balance after, reference and time; filters by type and period; a table that becomes cards on phones.
 */
export const TransactionHistoryPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const money = useMemberMoney(token);
  const { period, pageNo, setPageNo, incomplete, choosePeriod } = usePeriod('past7');
  const [type, setType] = useState<RecordType | ''>('');
  const history = useQuery({ ...transactionHistoryQuery(token, { period, type, pageNo }), enabled: token !== null && !incomplete });

  const typeLabel = (kind: string) => t(`cashier:records.type.${kind}`, { defaultValue: kind });
  const walletLabel = (row: TransactionRecord) => (row.wallet === 'vendor' ? (row.vendorCode ?? '') : t(`cashier:records.wallet.${row.wallet}`));
  const referenceText = (row: TransactionRecord) => (row.counterparty ? `${row.counterparty} · ${row.reference}` : row.reference);
  const rows = history.data?.content ?? [];

  return (
    <RecordsFrame
      testId="transaction-history-page"
      filters={
        <>
          <PeriodFilterFields value={period} onChange={choosePeriod} testId="history-period" />
          <Field label={t('cashier:records.typeLabel')} className="sm:w-56">
            <Select
              value={type}
              placeholder={t('cashier:records.allTypes')}
              options={recordTypes.map((kind) => ({ value: kind, label: typeLabel(kind) }))}
              onChange={(e) => {
                setType(e.target.value as RecordType | '');
                setPageNo(1);
              }}
              data-testid="history-type"
            />
          </Field>
        </>
      }
      error={history.error}
      loading={history.isPending && !incomplete}
    >
      {history.data && rows.length === 0 ? <EmptyRecords text={t('cashier:records.empty')} testId="history-empty" /> : null}
      {rows.length > 0 ? (
        <RecordList
          rows={rows}
          caption={t('cashier:records.title')}
          testIds={{ table: 'history-table', cards: 'history-cards' }}
          busy={history.isFetching}
          columns={[
            { title: t('cashier:records.time') },
            { title: t('cashier:records.typeLabel') },
            { title: t('cashier:records.wallet.label') },
            { title: t('cashier:records.amount'), end: true },
            { title: t('cashier:records.balanceAfter'), end: true },
            { title: t('cashier:records.reference') },
          ]}
          row={(row) => (
            <TableRow key={row.id} data-testid="history-row">
              <TableCell className="whitespace-nowrap">{formatRecordTime(row.createdAt, i18n.language)}</TableCell>
              <TableCell>{typeLabel(row.type)}</TableCell>
              <TableCell>{walletLabel(row)}</TableCell>
              <TableCell className={cx('text-end', amountClass(row.amount))}>{money(row.amount)}</TableCell>
              <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.balanceAfter)}</TableCell>
              <TableCell className="max-w-56 break-all text-xs text-fg-muted">{referenceText(row)}</TableCell>
            </TableRow>
          )}
          card={(row) => (
            <li key={row.id} className="rounded-md border border-border p-3" data-testid="history-card">
              <div className="flex items-start justify-between gap-2">
                <span className="font-medium">{typeLabel(row.type)}</span>
                <span className={amountClass(row.amount)}>{money(row.amount)}</span>
              </div>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                <dt>{t('cashier:records.time')}</dt>
                <dd>{formatRecordTime(row.createdAt, i18n.language)}</dd>
                <dt>{t('cashier:records.balanceAfter')}</dt>
                <dd className="tabular-nums">{money(row.balanceAfter)}</dd>
                <dt>{t('cashier:records.wallet.label')}</dt>
                <dd>{walletLabel(row)}</dd>
                <dt>{t('cashier:records.reference')}</dt>
                <dd className="break-all">{referenceText(row)}</dd>
              </dl>
            </li>
          )}
        />
      ) : null}
      {history.data ? <Pager pageNum={history.data.pageNum} totalPages={history.data.totalPages} onPage={setPageNo} testId="history-pager" /> : null}
    </RecordsFrame>
  );
};
