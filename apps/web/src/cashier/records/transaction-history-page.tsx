import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTypes, type RecordType, type TransactionRecord } from '@gp/contracts';
import { Field, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, cx } from '@gp/ui';
import { ErrorBanner } from '../../account/shared/error-banner';
import { useSessionToken } from '../../session/use-session-token';
import { Pager } from './pager';
import { PeriodFilterFields } from './period-filter';
import { formatRecordTime } from './record-time';
import { transactionHistoryQuery, type PeriodFilter } from './records-api';
import { useMemberMoney } from './use-member-money';

const amountClass = (amount: number) => cx('whitespace-nowrap font-semibold tabular-nums', amount < 0 ? 'text-danger' : 'text-success');

/**
 * transactionHistory (account record): every movement on the member's wallets with type, amount,
 * balance after, reference and time; filters by type and period; a table that becomes cards on phones.
 */
export const TransactionHistoryPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const money = useMemberMoney(token);
  const [period, setPeriod] = useState<PeriodFilter>({ preset: 'past7' });
  const [type, setType] = useState<RecordType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const incomplete = period.preset === 'custom' && (!period.from || !period.to);
  const history = useQuery({ ...transactionHistoryQuery(token, { period, type, pageNo }), enabled: token !== null && !incomplete });

  const typeLabel = (kind: string) => t(`cashier:records.type.${kind}`, { defaultValue: kind });
  const walletLabel = (row: TransactionRecord) => (row.wallet === 'vendor' ? (row.vendorCode ?? '') : t(`cashier:records.wallet.${row.wallet}`));
  const referenceText = (row: TransactionRecord) => (row.counterparty ? `${row.counterparty} · ${row.reference}` : row.reference);
  const rows = history.data?.content ?? [];

  return (
    <div className="flex flex-col gap-4" data-testid="transaction-history-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <PeriodFilterFields
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPageNo(1);
          }}
          testId="history-period"
        />
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
      </div>
      <ErrorBanner error={history.error} />
      {history.isPending && !incomplete ? <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
      {history.data && rows.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-6 text-center text-sm text-fg-muted" data-testid="history-empty">
          {t('cashier:records.empty')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <div className="hidden sm:block" aria-busy={history.isFetching}>
            <Table caption={t('cashier:records.title')} data-testid="history-table">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('cashier:records.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier:records.typeLabel')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier:records.wallet.label')}</TableHeaderCell>
                  <TableHeaderCell className="text-end">{t('cashier:records.amount')}</TableHeaderCell>
                  <TableHeaderCell className="text-end">{t('cashier:records.balanceAfter')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier:records.reference')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-testid="history-row">
                    <TableCell className="whitespace-nowrap">{formatRecordTime(row.createdAt, i18n.language)}</TableCell>
                    <TableCell>{typeLabel(row.type)}</TableCell>
                    <TableCell>{walletLabel(row)}</TableCell>
                    <TableCell className={cx('text-end', amountClass(row.amount))}>{money(row.amount)}</TableCell>
                    <TableCell className="whitespace-nowrap text-end tabular-nums">{money(row.balanceAfter)}</TableCell>
                    <TableCell className="max-w-56 break-all text-xs text-fg-muted">{referenceText(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="flex flex-col gap-2 sm:hidden" aria-label={t('cashier:records.title')} data-testid="history-cards">
            {rows.map((row) => (
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
            ))}
          </ul>
        </>
      ) : null}
      {history.data ? <Pager pageNum={history.data.pageNum} totalPages={history.data.totalPages} onPage={setPageNo} testId="history-pager" /> : null}
    </div>
  );
};
