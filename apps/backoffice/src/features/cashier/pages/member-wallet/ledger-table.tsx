import { TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isJournalKind, journalKinds } from '@gp/contracts';
import { testIds } from '../../../../shared/test-ids';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { Money } from '../../../../shared/ui/money';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AmountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { fetchMemberLedger } from '../../api/cashier-api';
import { cashierKeys } from '../../queries/keys';
import { walletLabelKey } from './wallet-balances';

const ids = testIds.memberWallet;

/** The legs on the member's wallets, newest first, with journal kind, balance after and reference. */
export const LedgerTable = ({ memberId, currency }: { memberId: number; currency: string }) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const ledger = useQuery({
    queryKey: cashierKeys.memberWallet.ledger(memberId, kind, pageNo),
    queryFn: ({ signal }) => fetchMemberLedger(memberId, kind, pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const kindLabel = (k: string) => (isJournalKind(k) ? t(`ledgerKind.${k}`) : k);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading" className="text-lg font-semibold">
        {t('memberWallet.ledger')}
      </h2>
      <div className="max-w-xs">
        <FilterSelect
          label={t('memberWallet.filterKind')}
          anyLabel={t('memberWallet.anyKind')}
          value={kind}
          options={journalKinds.map((k) => ({ value: k, label: kindLabel(k) }))}
          onChange={(value) => {
            setKind(value);
            setPageNo(1);
          }}
          testId={ids.filterKind}
        />
      </div>
      <PagedTable
        query={ledger}
        caption={t('memberWallet.ledger')}
        testId={ids.ledgerTable}
        empty={{ text: t('memberWallet.ledgerEmpty'), testId: ids.ledgerEmpty }}
        onPage={setPageNo}
        columns={[
          t('cashier.col.time'),
          t('memberWallet.col.kind'),
          t('memberWallet.col.wallet'),
          t('cashier.col.amount'),
          t('memberWallet.col.balanceAfter'),
          t('memberWallet.col.reference'),
        ]}
        row={(l) => (
          <TableRow key={l.legId} data-testid={ids.ledgerRow} data-kind={l.kind}>
            <TimeCell at={l.createdAt} />
            <TableCell>{kindLabel(l.kind)}</TableCell>
            <TableCell>
              {t(walletLabelKey({ kind: l.accountKind }))}
              {l.vendorCode ? (
                <span dir="ltr" className="ms-1 font-mono text-xs">
                  {l.vendorCode}
                </span>
              ) : null}
            </TableCell>
            <AmountCell minor={l.amount} currency={currency} signed testId={ids.ledgerAmount} />
            <TableCell>{l.balanceAfter === null ? '—' : <Money minor={l.balanceAfter} currency={currency} />}</TableCell>
            <TableCell className="min-w-48">
              <span dir="ltr" className="block break-all font-mono text-xs">
                {l.idempotencyKey}
              </span>
              {Object.keys(l.metadata).length > 0 ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs text-fg-muted">{t('memberWallet.details')}</summary>
                  <pre dir="ltr" className="mt-1 max-w-xs overflow-x-auto whitespace-pre-wrap break-all text-xs">
                    {JSON.stringify(l.metadata, null, 2)}
                  </pre>
                </details>
              ) : null}
            </TableCell>
          </TableRow>
        )}
      />
    </section>
  );
};
