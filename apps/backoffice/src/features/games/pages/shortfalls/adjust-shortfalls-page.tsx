import type { BoAdjustShortfall } from '@gp/contracts';
import { Button, Card, Field, Input, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AccountCell, AmountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { fetchAdjustShortfalls, type ShortfallFilter } from '../../api/games-api';
import { canExploreRounds } from '../../games-permissions';
import { gamesTestIds } from '../../games-test-ids';
import { gamesKeys } from '../../queries/keys';
import { Code } from '../rounds/round-cells';

const ids = gamesTestIds.shortfalls;

/** Vendor code and player account, applied by the button or Enter. */
const ShortfallFilterForm = ({ initial, onApply }: { initial: ShortfallFilter; onApply: (filter: ShortfallFilter) => void }) => {
  const { t } = useTranslation();
  const [vendorCode, setVendorCode] = useState(initial.vendorCode);
  const [account, setAccount] = useState(initial.account);
  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ vendorCode: vendorCode.trim(), account: account.trim() });
      }}
    >
      <Field label={t('gamesAdmin.rounds.col.vendor')}>
        <Input dir="ltr" maxLength={64} value={vendorCode} onChange={(e) => setVendorCode(e.target.value)} data-testid={ids.vendor} />
      </Field>
      <Field label={t('gamesAdmin.rounds.kind.player')}>
        <Input type="search" dir="ltr" maxLength={64} value={account} onChange={(e) => setAccount(e.target.value)} data-testid={ids.account} />
      </Field>
      <div className="flex items-end pb-6 sm:pb-0">
        <Button type="submit" data-testid={ids.apply}>
          {t('gamesAdmin.rounds.search')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The debits of vendors' result corrections (wallet API v1.1 adjust) that a player's balance could
 * not cover: what was asked, what was taken and what the house wrote off. Each names its round, to
 * look up in the round explorer.
 */
export const AdjustShortfallsPage = () => {
  const { t } = useTranslation();
  const allowed = canExploreRounds(useStaffRoles());
  const [filter, setFilter] = useState<ShortfallFilter>({ vendorCode: '', account: '' });
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: gamesKeys.shortfalls(filter, pageNo),
    queryFn: ({ signal }) => fetchAdjustShortfalls(filter, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = <PageHeader title={t('gamesAdmin.shortfalls.title')} description={t('gamesAdmin.shortfalls.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const columns = [
    t('cashier.col.time'),
    t('cashier.col.member'),
    t('gamesAdmin.rounds.col.game'),
    t('gamesAdmin.shortfalls.col.requested'),
    t('gamesAdmin.shortfalls.col.taken'),
    t('gamesAdmin.shortfalls.col.shortfall'),
  ];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <ShortfallFilterForm
            initial={filter}
            onApply={(next) => {
              setFilter(next);
              setPageNo(1);
            }}
          />
          <PagedTable<BoAdjustShortfall>
            query={list}
            caption={t('gamesAdmin.shortfalls.title')}
            columns={columns}
            empty={{ text: t('gamesAdmin.shortfalls.empty'), testId: ids.empty }}
            testId={ids.table}
            onPage={setPageNo}
            row={(s) => (
              <TableRow key={s.id} data-shortfall-id={s.id}>
                <TimeCell at={s.createdAt} />
                <AccountCell account={s.memberAccount} />
                <TableCell>
                  <Code>{s.vendorCode}</Code>
                  <span className="block text-xs text-fg-muted">
                    {t('gamesAdmin.rounds.col.roundId')} <Code wrap>{s.roundId}</Code>
                  </span>
                  <span className="block text-xs text-fg-muted">
                    {t('gamesAdmin.rounds.col.txId')} <Code wrap>{s.txId}</Code> · {t('gamesAdmin.rounds.platformTxId', { id: s.platformTxId })}
                  </span>
                </TableCell>
                <AmountCell minor={s.requested} currency={s.currency} />
                <AmountCell minor={s.taken} currency={s.currency} />
                <AmountCell minor={s.shortfall} currency={s.currency} />
              </TableRow>
            )}
          />
        </div>
      </Card>
    </>
  );
};
