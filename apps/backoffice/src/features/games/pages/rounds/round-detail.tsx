import type { BoGameTransaction, BoLedgerJournal, BoRoundDetail } from '@gp/contracts';
import { Button, TableCell, TableRow } from '@gp/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { accountKindLabelKey } from '../../../../shared/format/ledger-labels';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { Money } from '../../../../shared/ui/money';
import { AmountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { gamesTestIds } from '../../games-test-ids';
import { RoundBetDetails } from './round-bet-details';
import { Code, RoundStatus } from './round-cells';
import { useReveal } from '../../../../shared/hooks/use-reveal';

const ids = gamesTestIds.rounds;

/** Wallet calls as a table; each stored response opens below its row. */
export const CallsTable = ({ calls, caption, testId }: { calls: readonly BoGameTransaction[]; caption: string; testId: string }) => {
  const { t } = useTranslation();
  const columns = [
    t('cashier.col.time'),
    t('gamesAdmin.rounds.col.action'),
    t('gamesAdmin.rounds.col.txId'),
    t('cashier.col.amount'),
    t('gamesAdmin.rounds.col.requestHash'),
    t('gamesAdmin.rounds.col.response'),
  ];
  return (
    <HeadedTable caption={caption} testId={testId} columns={columns}>
      {calls.map((c) => (
        <TableRow key={c.platformTxId} data-action={c.action}>
          <TimeCell at={c.createdAt} />
          <TableCell>
            {t(`gamesAdmin.rounds.action.${c.action}`)}
            {c.rolledBackBy === null ? null : <span className="block text-xs text-warning">{t('gamesAdmin.rounds.rolledBack')}</span>}
          </TableCell>
          <TableCell>
            <Code wrap>{c.txId}</Code>
            <span className="block text-xs text-fg-muted">{t('gamesAdmin.rounds.platformTxId', { id: c.platformTxId })}</span>
            {c.refTxId ? (
              <span className="block text-xs text-fg-muted">
                {t('gamesAdmin.rounds.refTxId')} <Code wrap>{c.refTxId}</Code>
              </span>
            ) : null}
          </TableCell>
          <AmountCell minor={c.amount} currency={c.currency} />
          <TableCell>
            <Code title={c.requestHash}>{`${c.requestHash.slice(0, 12)}…`}</Code>
          </TableCell>
          <TableCell>
            <details>
              <summary className="cursor-pointer text-primary">{t('gamesAdmin.rounds.showResponse')}</summary>
              <pre dir="ltr" className="mt-1 max-w-96 overflow-x-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono text-xs">
                {JSON.stringify(c.response, null, 2)}
              </pre>
            </details>
          </TableCell>
        </TableRow>
      ))}
    </HeadedTable>
  );
};

const JournalLegs = ({ journal }: { journal: BoLedgerJournal }) => {
  const { t, i18n } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-medium">
        {t(`ledgerKind.${journal.kind}`, { defaultValue: journal.kind })} <span className="text-fg-muted">#{journal.id}</span>{' '}
        <time dateTime={journal.createdAt} className="text-fg-muted">
          {formatDateTime(journal.createdAt, i18n.language)}
        </time>
      </h4>
      <HeadedTable
        caption={t('gamesAdmin.rounds.legsOf', { id: journal.id })}
        testId={`${ids.journals}-${journal.id}`}
        columns={[t('reconciliation.col.account'), t('cashier.col.amount'), t('memberWallet.col.balanceAfter')]}
      >
        {journal.legs.map((l) => (
          <TableRow key={l.id}>
            <TableCell>
              {t(accountKindLabelKey(l.accountKind), { defaultValue: l.accountKind })}
              <Code wrap>{` #${l.accountId} ${l.ownerType ?? ''} ${l.ownerId ?? ''} ${l.vendorCode ?? ''}`}</Code>
            </TableCell>
            <AmountCell minor={l.amount} currency={l.currency} signed />
            <TableCell>
              {l.balanceAfter === null ? (
                <span className="text-fg-muted">{t('reconciliation.derived')}</span>
              ) : (
                <Money minor={l.balanceAfter} currency={l.currency} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </section>
  );
};

/** One round: its figures, the bet's details, every wallet call (bet, win, rollback, adjust) and every ledger movement those calls made. */
export const RoundDetail = ({ detail, onClose }: { detail: BoRoundDetail; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const r = detail.round;
  const headingRef = useReveal<HTMLHeadingElement>(r.id);
  const facts: [string, ReactNode][] = [
    [t('gamesAdmin.rounds.col.vendor'), <Code key="v">{r.vendorCode}</Code>],
    [
      t('gamesAdmin.rounds.col.roundId'),
      <Code key="r" wrap>
        {r.roundId}
      </Code>,
    ],
    [t('cashier.col.member'), <Code key="m">{`${r.memberAccount} (#${r.memberId})`}</Code>],
    [t('gamesAdmin.rounds.col.game'), <Code key="g">{r.gameCode}</Code>],
    [t('cashier.col.status'), <RoundStatus key="s" status={r.status} />],
    [t('gamesAdmin.rounds.col.opened'), formatDateTime(r.openedAt, i18n.language)],
    [t('gamesAdmin.rounds.col.closed'), r.closedAt ? formatDateTime(r.closedAt, i18n.language) : '—'],
    [t('gamesAdmin.rounds.col.bet'), <Money key="b" minor={r.betAmount} currency={r.currency} />],
    [t('gamesAdmin.rounds.col.win'), <Money key="w" minor={r.winAmount} currency={r.currency} />],
    [t('gamesAdmin.rounds.col.refund'), <Money key="f" minor={r.refundAmount} currency={r.currency} />],
  ];
  return (
    <section aria-labelledby="round-detail-heading" className="flex flex-col gap-4 border-t border-border pt-4" data-testid={ids.detail} data-round-id={r.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="round-detail-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold focus:outline-none">
          {t('gamesAdmin.rounds.detailTitle', { roundId: r.roundId })}
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('gamesAdmin.rounds.closeDetail')}
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {detail.betDetails ? <RoundBetDetails betDetails={detail.betDetails} currency={r.currency} /> : null}
      <h3 className="font-semibold">{t('gamesAdmin.rounds.calls')}</h3>
      <CallsTable calls={detail.transactions} caption={t('gamesAdmin.rounds.calls')} testId={ids.calls} />
      <h3 className="font-semibold">{t('gamesAdmin.rounds.ledger')}</h3>
      {detail.journals.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('gamesAdmin.rounds.noLedger')}</p>
      ) : (
        detail.journals.map((j) => <JournalLegs key={j.id} journal={j} />)
      )}
    </section>
  );
};
