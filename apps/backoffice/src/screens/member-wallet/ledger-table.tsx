import { Field, Select, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMemberLedger } from '../../api/cashier-api';
import { Money } from '../../cashier/money';
import { formatDateTime } from '../../format/format-date-time';
import { testIds } from '../../test-ids';
import { ListState } from '../shared-list-state';
import { Pager } from '../shared-pager';
import { isKnownLedgerKind, ledgerKinds } from './ledger-kinds';
import { walletLabelKey } from './wallet-balances';
import { CashierTable } from '../../cashier/cashier-table';

const ids = testIds.memberWallet;

/** The legs on the member's wallets, newest first, with journal kind, balance after and reference. */
export const LedgerTable = ({ memberId, currency }: { memberId: number; currency: string }) => {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const ledger = useQuery({
    queryKey: ['member-wallet', memberId, 'ledger', kind, pageNo],
    queryFn: ({ signal }) => fetchMemberLedger(memberId, kind, pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const rows = ledger.data?.list ?? [];
  const kindLabel = (k: string) => (isKnownLedgerKind(k) ? t(`ledgerKind.${k}`) : k);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading" className="text-lg font-semibold">{t('memberWallet.ledger')}</h2>
      <div className="max-w-xs">
        <Field label={t('memberWallet.filterKind')}>
          <Select
            value={kind}
            options={[{ value: '', label: t('memberWallet.anyKind') }, ...ledgerKinds.map((k) => ({ value: k, label: kindLabel(k) }))]}
            onChange={(e) => {
              setKind(e.target.value);
              setPageNo(1);
            }}
            data-testid={ids.filterKind}
          />
        </Field>
      </div>
      <ListState query={ledger} empty={rows.length === 0} emptyText={t('memberWallet.ledgerEmpty')} emptyTestId={ids.ledgerEmpty} />
      {rows.length > 0 ? (
        <CashierTable caption={t('memberWallet.ledger')} data-testid={ids.ledgerTable}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('cashier.col.time')}</TableHeaderCell>
              <TableHeaderCell>{t('memberWallet.col.kind')}</TableHeaderCell>
              <TableHeaderCell>{t('memberWallet.col.wallet')}</TableHeaderCell>
              <TableHeaderCell>{t('cashier.col.amount')}</TableHeaderCell>
              <TableHeaderCell>{t('memberWallet.col.balanceAfter')}</TableHeaderCell>
              <TableHeaderCell>{t('memberWallet.col.reference')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((l) => (
              <TableRow key={l.legId} data-testid={ids.ledgerRow} data-kind={l.kind}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={l.createdAt}>{formatDateTime(l.createdAt, i18n.language)}</time>
                </TableCell>
                <TableCell>{kindLabel(l.kind)}</TableCell>
                <TableCell>
                  {t(walletLabelKey({ kind: l.accountKind }))}
                  {l.vendorCode ? <span dir="ltr" className="ms-1 font-mono text-xs">{l.vendorCode}</span> : null}
                </TableCell>
                <TableCell>
                  <Money minor={l.amount} currency={currency} signed testId={ids.ledgerAmount} />
                </TableCell>
                <TableCell>{l.balanceAfter === null ? '—' : <Money minor={l.balanceAfter} currency={currency} />}</TableCell>
                <TableCell className="min-w-48">
                  <span dir="ltr" className="block break-all font-mono text-xs">{l.idempotencyKey}</span>
                  {Object.keys(l.metadata).length > 0 ? (
                    <details className="mt-1">
                      <summary className="cursor-pointer text-xs text-fg-muted">{t('memberWallet.details')}</summary>
                      <pre dir="ltr" className="mt-1 max-w-xs overflow-x-auto whitespace-pre-wrap break-all text-xs">{JSON.stringify(l.metadata, null, 2)}</pre>
                    </details>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </CashierTable>
      ) : null}
      {ledger.data ? <Pager pageNo={ledger.data.pageNo} totalPages={ledger.data.totalPages} total={ledger.data.total} busy={ledger.isFetching} onPage={setPageNo} /> : null}
    </section>
  );
};
