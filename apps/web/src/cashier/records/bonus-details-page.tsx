import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { ErrorBanner } from '../../account/shared/error-banner';
import { useSessionToken } from '../../session/use-session-token';
import { Pager } from './pager';
import { PeriodFilterFields } from './period-filter';
import { formatRecordTime } from './record-time';
import { bonusDetailsQuery, type PeriodFilter } from './records-api';
import { useMemberMoney } from './use-member-money';

/** bonusDetails: bonuses credited in a period, with what each was for and the period's total. */
export const BonusDetailsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const money = useMemberMoney(token);
  const [period, setPeriod] = useState<PeriodFilter>({ preset: 'past30' });
  const [pageNo, setPageNo] = useState(1);
  const incomplete = period.preset === 'custom' && (!period.from || !period.to);
  const bonuses = useQuery({ ...bonusDetailsQuery(token, { period, pageNo }), enabled: token !== null && !incomplete });
  const rows = bonuses.data?.content ?? [];
  return (
    <div className="flex flex-col gap-4" data-testid="bonus-details-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <PeriodFilterFields
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPageNo(1);
          }}
          testId="bonus-period"
        />
      </div>
      <ErrorBanner error={bonuses.error} />
      {bonuses.isPending && !incomplete ? <div className="h-40 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
      {bonuses.data ? (
        <p className="text-sm">
          {t('cashier:records.bonus.total')}{' '}
          <span className="font-semibold tabular-nums" data-testid="bonus-total">
            {money(bonuses.data.totalAmount)}
          </span>
        </p>
      ) : null}
      {bonuses.data && rows.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-6 text-center text-sm text-fg-muted" data-testid="bonus-empty">
          {t('cashier:records.bonus.empty')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <div className="hidden sm:block">
            <Table caption={t('cashier:records.bonus.caption')} data-testid="bonus-table">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('cashier:records.time')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier:records.bonus.description')}</TableHeaderCell>
                  <TableHeaderCell className="text-end">{t('cashier:records.amount')}</TableHeaderCell>
                  <TableHeaderCell>{t('cashier:records.reference')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} data-testid="bonus-row">
                    <TableCell className="whitespace-nowrap">{formatRecordTime(row.createdAt, i18n.language)}</TableCell>
                    <TableCell>{row.description ?? t('cashier:records.type.bonus')}</TableCell>
                    <TableCell className="whitespace-nowrap text-end font-semibold tabular-nums text-success">{money(row.amount)}</TableCell>
                    <TableCell className="max-w-56 break-all text-xs text-fg-muted">{row.reference}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="flex flex-col gap-2 sm:hidden" aria-label={t('cashier:records.bonus.caption')} data-testid="bonus-cards">
            {rows.map((row) => (
              <li key={row.id} className="rounded-md border border-border p-3" data-testid="bonus-card">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-medium">{row.description ?? t('cashier:records.type.bonus')}</span>
                  <span className="whitespace-nowrap font-semibold tabular-nums text-success">{money(row.amount)}</span>
                </div>
                <p className="mt-1 text-xs text-fg-muted">{formatRecordTime(row.createdAt, i18n.language)}</p>
                <p className="break-all text-xs text-fg-muted">{row.reference}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {bonuses.data ? <Pager pageNum={bonuses.data.pageNum} totalPages={bonuses.data.totalPages} onPage={setPageNo} testId="bonus-pager" /> : null}
    </div>
  );
};
