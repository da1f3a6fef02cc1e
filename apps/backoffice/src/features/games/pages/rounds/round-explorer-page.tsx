import type { BoRoundSummary } from '@gp/contracts';
import { Alert, Button, Card, Spinner, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AccountCell, AmountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { fetchRound, searchRounds, type RoundSearch } from '../../api/games-api';
import { canExploreRounds } from '../../games-permissions';
import { gamesTestIds } from '../../games-test-ids';
import { gamesKeys } from '../../queries/keys';
import { RefusalsTable } from './refusals-table';
import { Code, RoundStatus } from './round-cells';
import { CallsTable, RoundDetail } from './round-detail';
import { RoundSearchForm } from './round-search-form';

const ids = gamesTestIds.rounds;

/** Find rounds by round id, txId or player, and open one to see every call and ledger movement. */
export const RoundExplorerPage = () => {
  const { t } = useTranslation();
  const allowed = canExploreRounds(useStaffRoles());
  const [search, setSearch] = useState<RoundSearch>({ kind: 'round', q: '' });
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: gamesKeys.rounds(search, pageNo),
    queryFn: ({ signal }) => searchRounds(search, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const detail = useQuery({ queryKey: gamesKeys.round(openId), queryFn: ({ signal }) => fetchRound(openId ?? 0, signal), enabled: allowed && openId !== null });

  const header = <PageHeader title={t('gamesAdmin.rounds.title')} description={t('gamesAdmin.rounds.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const columns = [
    t('gamesAdmin.rounds.col.opened'),
    t('gamesAdmin.rounds.col.roundId'),
    t('cashier.col.member'),
    // The vendor goes under its game, one column for both: the row then fits a 1366-pixel screen.
    t('gamesAdmin.rounds.col.game'),
    t('gamesAdmin.rounds.col.bet'),
    t('gamesAdmin.rounds.col.win'),
    t('gamesAdmin.rounds.col.refund'),
    t('cashier.col.status'),
    t('content.actions'),
  ];
  const unmatched = list.data?.unmatchedTransactions ?? [];
  const refusals = list.data?.refusals ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <RoundSearchForm
            initial={search}
            onSearch={(next) => {
              setSearch(next);
              setPageNo(1);
              setOpenId(null);
            }}
          />
          <p className="text-sm text-fg-muted" role="status">
            {search.q === ''
              ? t('gamesAdmin.rounds.newest')
              : t('gamesAdmin.rounds.resultsFor', { kind: t(`gamesAdmin.rounds.kind.${search.kind}`), q: search.q })}
          </p>
          <PagedTable<BoRoundSummary>
            stickyActions
            query={list}
            caption={t('gamesAdmin.rounds.title')}
            columns={columns}
            empty={{ text: t('gamesAdmin.rounds.empty'), testId: ids.empty }}
            testId={ids.table}
            onPage={setPageNo}
            row={(r) => (
              <TableRow key={r.id} data-testid={ids.row} data-round-id={r.id} className={openId === r.id ? 'bg-primary/5' : undefined}>
                <TimeCell at={r.openedAt} />
                <TableCell>
                  <Code>{r.roundId}</Code>
                </TableCell>
                <AccountCell account={r.memberAccount} />
                <TableCell>
                  <Code>{r.gameCode}</Code>
                  <span className="block text-xs text-fg-muted">
                    <span className="sr-only">{t('gamesAdmin.rounds.col.vendor')}: </span>
                    <Code>{r.vendorCode}</Code>
                  </span>
                </TableCell>
                <AmountCell minor={r.betAmount} currency={r.currency} />
                <AmountCell minor={r.winAmount} currency={r.currency} />
                <AmountCell minor={r.refundAmount} currency={r.currency} />
                <TableCell>
                  <RoundStatus status={r.status} />
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpenId(r.id)}
                    aria-label={t('gamesAdmin.rounds.openOf', { roundId: r.roundId })}
                    aria-pressed={openId === r.id}
                    data-testid={ids.open}
                  >
                    {t('gamesAdmin.rounds.open')}
                  </Button>
                </TableCell>
              </TableRow>
            )}
          />
          {unmatched.length > 0 ? (
            <section className="flex flex-col gap-2">
              <h2 className="font-semibold">{t('gamesAdmin.rounds.unmatched')}</h2>
              <p className="text-sm text-fg-muted">{t('gamesAdmin.rounds.unmatchedHint')}</p>
              <CallsTable calls={unmatched} caption={t('gamesAdmin.rounds.unmatched')} testId={ids.unmatched} />
            </section>
          ) : null}
          {refusals.length > 0 ? <RefusalsTable refusals={refusals} /> : null}
          {openId === null ? null : detail.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : detail.isError ? (
            <Alert
              tone="danger"
              action={
                <Button variant="secondary" size="sm" onClick={() => void detail.refetch()}>
                  {t('common.retry')}
                </Button>
              }
            >
              {detail.error.message}
            </Alert>
          ) : (
            <RoundDetail detail={detail.data} onClose={() => setOpenId(null)} />
          )}
        </div>
      </Card>
    </>
  );
};
