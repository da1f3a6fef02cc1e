import type { BoReconciliation, MinorTotal } from '@gp/contracts';
import { Alert, Button, Card, cx, TableCell, TableRow } from '@gp/ui';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseCashier } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { accountKindLabelKey, violationSubject } from '../../../../shared/format/ledger-labels';
import { testIds } from '../../../../shared/test-ids';
import { HeadedTable } from '../../../../shared/ui/headed-table';
import { Money } from '../../../../shared/ui/money';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { AmountCell } from '../../../../shared/ui/queue-cells';
import { runReconciliation } from '../../api/cashier-api';

const ids = testIds.reconciliation;

const Flag = ({ bad }: { bad: boolean }) => {
  const { t } = useTranslation();
  return <span className={cx('font-medium', bad ? 'text-danger' : 'text-success')}>{bad ? t('reconciliation.differs') : t('reconciliation.ok')}</span>;
};

/** Emphasis for a figure that should be zero and is not. */
const offBy = (minor: MinorTotal): string | undefined => (minor === 0 ? undefined : 'font-semibold text-danger');

/** An account kind in words, with what tells the account apart (currency, id, owner) after it. */
const AccountKindCell = ({ kind, children }: { kind: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <TableCell>
      {t(accountKindLabelKey(kind), { defaultValue: kind })}
      {children}
    </TableCell>
  );
};

const Report = ({ report }: { report: BoReconciliation }) => {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-testid={ids.report} data-balanced={report.balanced}>
      {report.balanced ? (
        <Alert tone="success" title={t('reconciliation.balancedTitle')} data-testid={ids.balanced}>
          {t('reconciliation.balancedBody', { journals: report.journalCount, legs: report.legCount })}
        </Alert>
      ) : (
        <Alert tone="danger" title={t('reconciliation.unbalancedTitle')} data-testid={ids.unbalanced}>
          {t('reconciliation.unbalancedBody', { differences: report.differences.length, violations: report.violations.length })}
        </Alert>
      )}
      <p className="text-sm text-fg-muted">
        {t('reconciliation.generatedAt')}{' '}
        <bdi>
          <time dateTime={report.generatedAt}>{formatDateTime(report.generatedAt, i18n.language)}</time>
        </bdi>
      </p>

      <HeadedTable
        caption={t('reconciliation.currencies')}
        testId={ids.currencies}
        columns={[
          t('reconciliation.col.currency'),
          t('reconciliation.col.walletBalances'),
          t('reconciliation.col.walletLegs'),
          t('reconciliation.col.houseLegs'),
          t('reconciliation.col.allLegs'),
          t('cashier.col.status'),
        ]}
      >
        {report.currencies.map((c) => (
          <TableRow
            key={c.currency}
            data-testid={ids.currencyRow}
            data-currency={c.currency}
            data-balanced={c.balanced}
            className={c.balanced ? undefined : 'bg-danger/10'}
          >
            <TableCell>
              <span dir="ltr" className="font-mono">
                {c.currency}
              </span>
            </TableCell>
            <AmountCell minor={c.walletBalances} currency={c.currency} />
            <AmountCell minor={c.walletLegs} currency={c.currency} />
            <AmountCell minor={c.houseLegs} currency={c.currency} />
            <AmountCell minor={c.allLegs} currency={c.currency} className={offBy(c.allLegs)} />
            <TableCell>
              <Flag bad={!c.balanced} />
            </TableCell>
          </TableRow>
        ))}
      </HeadedTable>

      <HeadedTable
        caption={t('reconciliation.kinds')}
        testId={ids.kinds}
        columns={[
          t('reconciliation.col.kind'),
          t('reconciliation.col.accounts'),
          t('reconciliation.col.stored'),
          t('reconciliation.col.sumOfLegs'),
          t('reconciliation.col.difference'),
        ]}
      >
        {report.kinds.map((k) => (
          <TableRow key={`${k.currency}-${k.kind}`} data-testid={ids.kindRow} data-kind={k.kind} className={k.difference === 0 ? undefined : 'bg-danger/10'}>
            <AccountKindCell kind={k.kind}>
              <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                {k.currency}
              </span>
            </AccountKindCell>
            <TableCell>{k.accountCount}</TableCell>
            <TableCell>
              {k.storedBalance === null ? (
                <span className="text-fg-muted">{t('reconciliation.derived')}</span>
              ) : (
                <Money minor={k.storedBalance} currency={k.currency} />
              )}
            </TableCell>
            <AmountCell minor={k.sumOfLegs} currency={k.currency} />
            <AmountCell minor={k.difference} currency={k.currency} className={offBy(k.difference)} />
          </TableRow>
        ))}
      </HeadedTable>

      {report.differences.length > 0 ? (
        <HeadedTable
          caption={t('reconciliation.differences')}
          testId={ids.differences}
          columns={[t('reconciliation.col.account'), t('reconciliation.col.stored'), t('reconciliation.col.sumOfLegs'), t('reconciliation.col.difference')]}
        >
          {report.differences.map((d) => (
            <TableRow key={d.accountId} data-testid={ids.differenceRow} data-account-id={d.accountId} className="bg-danger/10">
              <AccountKindCell kind={d.kind}>
                <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                  #{d.accountId} {d.ownerType ?? ''} {d.ownerId ?? ''} {d.vendorCode ?? ''}
                </span>
              </AccountKindCell>
              <AmountCell minor={d.storedBalance} currency={d.currency} />
              <AmountCell minor={d.sumOfLegs} currency={d.currency} />
              <AmountCell minor={d.difference} currency={d.currency} signed className="font-semibold" />
            </TableRow>
          ))}
        </HeadedTable>
      ) : null}

      {report.violations.length > 0 ? (
        <section aria-labelledby="violations-heading" className="flex flex-col gap-2">
          <h2 id="violations-heading" className="text-lg font-semibold text-danger">
            {t('reconciliation.violations')}
          </h2>
          <ul className="flex flex-col gap-2" data-testid={ids.violations}>
            {report.violations.map((v, i) => (
              <li key={`${v.rule}-${i}`} className="rounded-md border border-danger/40 bg-danger/10 p-3" data-testid={ids.violationRow} data-rule={v.rule}>
                <p className="font-medium">{t(`reconciliation.rule.${v.rule}`)}</p>
                <p dir="ltr" className="font-mono text-xs text-fg-muted">
                  {violationSubject(v)}{' '}
                  {Object.entries(v.figures)
                    .map(([k, value]) => `${k}=${String(value)}`)
                    .join(' ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {report.houseAccounts.length > 0 ? (
        <HeadedTable caption={t('reconciliation.house')} testId={ids.house} columns={[t('reconciliation.col.account'), t('reconciliation.col.derivedBalance')]}>
          {report.houseAccounts.map((h) => (
            <TableRow key={h.accountId}>
              <AccountKindCell kind={h.kind}>
                {h.ownerId ? (
                  <span dir="ltr" className="ms-1 font-mono text-xs">
                    {h.ownerId}
                  </span>
                ) : null}
              </AccountKindCell>
              <AmountCell minor={h.balance} currency={h.currency} />
            </TableRow>
          ))}
        </HeadedTable>
      ) : null}
    </div>
  );
};

/** Proves the wallets' stored balances equal the ledger and flags every difference; each run is audited. */
export const ReconciliationPage = () => {
  const { t } = useTranslation();
  const allowed = canUseCashier(useStaffRoles());
  const run = useMutation({ mutationFn: () => runReconciliation() });

  const header = (
    <PageHeader
      title={t('reconciliation.title')}
      description={t('reconciliation.description')}
      actions={
        allowed ? (
          <Button onClick={() => run.mutate()} loading={run.isPending} data-testid={ids.run}>
            {run.data ? t('reconciliation.runAgain') : t('reconciliation.run')}
          </Button>
        ) : null
      }
    />
  );
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  return (
    <>
      {header}
      <Card>
        {run.isError ? <Alert tone="danger">{run.error.message}</Alert> : null}
        {run.data ? (
          <Report report={run.data} />
        ) : run.isError ? null : (
          <p className="text-fg-muted" data-testid={ids.notRun}>
            {t('reconciliation.notRun')}
          </p>
        )}
      </Card>
    </>
  );
};
