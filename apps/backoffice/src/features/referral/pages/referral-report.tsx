import type { BoReferralRow } from '@gp/contracts';
import { Alert, Card, Field, Input, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { toMoneyInput } from '../../../shared/format/money';
import { ListState } from '../../../shared/ui/list-state';
import { Pager } from '../../../shared/ui/pager';
import { StatusBadge, type StatusTone } from '../../../shared/ui/status-badge';
import { fetchReferralReport, referralKeys, type ReportFilter } from '../referral-api';
import { referralTestIds as ids } from '../referral-test-ids';

const tones: Record<BoReferralRow['rewards'][number]['status'], StatusTone> = { paid: 'good', held: 'waiting', refused: 'bad' };

/** Referees with their referrer, link, first deposit, valid bets and rewards; filtered and paged. */
export const ReferralReport = () => {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>({ pageNo: 1, referrer: '', referee: '', from: '', to: '' });
  const page = useQuery({
    queryKey: referralKeys.report(filter),
    queryFn: ({ signal }) => fetchReferralReport(filter, signal),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.list ?? [];
  return (
    <div data-testid={ids.report}>
      <Card title={t('referralAdmin.report')} description={t('referralAdmin.reportHint')}>
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('referralAdmin.referrer')}>
            <Input value={filter.referrer} onChange={(e) => setFilter({ ...filter, pageNo: 1, referrer: e.target.value })} data-testid={ids.referrerFilter} />
          </Field>
          <Field label={t('referralAdmin.referee')}>
            <Input value={filter.referee} onChange={(e) => setFilter({ ...filter, pageNo: 1, referee: e.target.value })} data-testid={ids.refereeFilter} />
          </Field>
          <Field label={t('referralAdmin.from')}>
            <Input type="date" value={filter.from} onChange={(e) => setFilter({ ...filter, pageNo: 1, from: e.target.value })} />
          </Field>
          <Field label={t('referralAdmin.to')}>
            <Input type="date" value={filter.to} onChange={(e) => setFilter({ ...filter, pageNo: 1, to: e.target.value })} />
          </Field>
        </div>
        <ListState query={page} empty={rows.length === 0} emptyText={t('referralAdmin.reportEmpty')} emptyTestId="bo-referral-report-empty" />
        {rows.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('referralAdmin.referee')}</TableHeaderCell>
                <TableHeaderCell>{t('referralAdmin.referrer')}</TableHeaderCell>
                <TableHeaderCell>{t('referralAdmin.link')}</TableHeaderCell>
                <TableHeaderCell>{t('referralAdmin.firstDeposit')}</TableHeaderCell>
                <TableHeaderCell>{t('referralAdmin.validBets')}</TableHeaderCell>
                <TableHeaderCell>{t('referralAdmin.rewards')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.refereeId} data-testid={ids.reportRow} data-referee={row.refereeAccount}>
                  <TableCell>
                    <div>{row.refereeAccount}</div>
                    <div className="text-xs text-fg-muted">{formatDateTime(row.registeredAt, i18n.language)}</div>
                  </TableCell>
                  <TableCell>{row.referrerAccount}</TableCell>
                  <TableCell>
                    <div className="font-mono">{row.linkCode}</div>
                    <div className="text-xs text-fg-muted">{row.linkLabel ?? t('referralAdmin.defaultLink')}</div>
                  </TableCell>
                  <TableCell>{row.firstDepositAt ? formatDateTime(row.firstDepositAt, i18n.language) : '—'}</TableCell>
                  <TableCell className="tabular-nums">{toMoneyInput(row.validBets)}</TableCell>
                  <TableCell>
                    <ul className="flex flex-col gap-1">
                      {row.rewards.map((r) => (
                        <li key={r.rule} className="flex flex-wrap items-center gap-2 text-sm">
                          <span>{t(`referralAdmin.rule.${r.rule}`)}</span>
                          <span className="tabular-nums">{toMoneyInput(r.amount)}</span>
                          <StatusBadge tone={tones[r.status]} label={t(`referralAdmin.status.${r.status}`)} testId="bo-referral-reward-status" />
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {page.data ? (
          <Pager
            pageNo={filter.pageNo}
            totalPages={page.data.totalPages}
            total={page.data.total}
            onPage={(pageNo) => setFilter({ ...filter, pageNo })}
            busy={page.isFetching}
          />
        ) : null}
        {page.error && page.data ? <Alert tone="danger">{page.error.message}</Alert> : null}
      </Card>
    </div>
  );
};
