import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useMerchantCurrency } from '../../settings/queries/use-merchant-currency';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { formatMoney } from '../../../shared/format/money';
import { ListState } from '../../../shared/ui/list-state';
import { fetchBoardResults, missionsAdminKeys } from '../missions-admin-api';
import { missionsTestIds as ids } from '../missions-test-ids';
import { Pager } from '../../../shared/ui/pager';

/** A board's closed periods, newest first: each place's member, score, prize and whether it was paid. */
export const BoardResults = ({ boardId }: { boardId: number }) => {
  const { t, i18n } = useTranslation();
  const currency = useMerchantCurrency();
  const [pageNo, setPageNo] = useState(1);
  const results = useQuery({
    queryKey: missionsAdminKeys.results(boardId, pageNo),
    queryFn: ({ signal }) => fetchBoardResults(boardId, pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const money = (minor: number | string) => formatMoney(minor, currency, i18n.language);
  const periods = results.data?.list ?? [];
  return (
    <div className="mb-6" data-testid={ids.results}>
      <Card title={t('missionsAdmin.results', { id: boardId })}>
        <ListState query={results} empty={periods.length === 0} emptyText={t('missionsAdmin.noResults')} emptyTestId="board-results-empty" />
        {periods.map((p) => (
          <section key={p.periodKey} className="mb-4">
            <h3 className="mb-1 font-medium">
              {p.periodKey} · {t(`missionsAdmin.periodStatus.${p.status}`)}
              {p.closedAt ? ` · ${formatDateTime(p.closedAt, i18n.language)}` : ''}
            </h3>
            {p.prizes.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('missionsAdmin.noPrizes')}</p>
            ) : (
              <Table caption={p.periodKey}>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t('missionsAdmin.rank')}</TableHeaderCell>
                    <TableHeaderCell>{t('cashier.col.member')}</TableHeaderCell>
                    <TableHeaderCell className="text-end">{t('missionsAdmin.score')}</TableHeaderCell>
                    <TableHeaderCell className="text-end">{t('missionsAdmin.prize')}</TableHeaderCell>
                    <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {p.prizes.map((z) => (
                    <TableRow key={z.rank} data-testid={ids.resultPrize}>
                      <TableCell className="tabular-nums">{z.rank}</TableCell>
                      <TableCell>
                        <bdi>{z.account}</bdi>
                      </TableCell>
                      <TableCell className="text-end tabular-nums">{money(z.score)}</TableCell>
                      <TableCell className="text-end tabular-nums">{money(z.amount)}</TableCell>
                      <TableCell title={z.error ?? undefined}>
                        {t(`missionsAdmin.prizeStatus.${z.status}`)}
                        {z.paidAt ? ` · ${formatDateTime(z.paidAt, i18n.language)}` : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
        ))}
        {results.data ? (
          <div className="mt-3">
            <Pager pageNo={pageNo} totalPages={results.data.totalPages} total={results.data.total} onPage={setPageNo} />
          </div>
        ) : null}
      </Card>
    </div>
  );
};
