import type { BoReconciliation } from '@gp/contracts';
import { Alert, Button, Card, cx, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { runReconciliation } from '../../api/cashier-api';
import { canUseCashier } from '../../auth/permissions';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { Money } from '../../cashier/money';
import { formatDateTime } from '../../format/format-date-time';
import { PageHeader } from '../../layout/page-header';
import { testIds } from '../../test-ids';
import { NoAccess } from '../home/no-access';
import { accountKindLabelKey, violationSubject } from './reconciliation-labels';
import { CashierTable } from '../../cashier/cashier-table';

const ids = testIds.reconciliation;

const Flag = ({ bad }: { bad: boolean }) => {
  const { t } = useTranslation();
  return <span className={cx('font-medium', bad ? 'text-danger' : 'text-success')}>{bad ? t('reconciliation.differs') : t('reconciliation.ok')}</span>;
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

      <CashierTable caption={t('reconciliation.currencies')} data-testid={ids.currencies}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('reconciliation.col.currency')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.walletBalances')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.walletLegs')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.houseLegs')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.allLegs')}</TableHeaderCell>
            <TableHeaderCell>{t('cashier.col.status')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.currencies.map((c) => (
            <TableRow key={c.currency} data-testid={ids.currencyRow} data-currency={c.currency} data-balanced={c.balanced} className={c.balanced ? undefined : 'bg-danger/10'}>
              <TableCell><span dir="ltr" className="font-mono">{c.currency}</span></TableCell>
              <TableCell><Money minor={c.walletBalances} currency={c.currency} /></TableCell>
              <TableCell><Money minor={c.walletLegs} currency={c.currency} /></TableCell>
              <TableCell><Money minor={c.houseLegs} currency={c.currency} /></TableCell>
              <TableCell><Money minor={c.allLegs} currency={c.currency} className={c.allLegs === 0 ? undefined : 'font-semibold text-danger'} /></TableCell>
              <TableCell><Flag bad={!c.balanced} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </CashierTable>

      <CashierTable caption={t('reconciliation.kinds')} data-testid={ids.kinds}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t('reconciliation.col.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.accounts')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.stored')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.sumOfLegs')}</TableHeaderCell>
            <TableHeaderCell>{t('reconciliation.col.difference')}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.kinds.map((k) => (
            <TableRow key={`${k.currency}-${k.kind}`} data-testid={ids.kindRow} data-kind={k.kind} className={k.difference === 0 ? undefined : 'bg-danger/10'}>
              <TableCell>
                {t(accountKindLabelKey(k.kind), { defaultValue: k.kind })}
                <span dir="ltr" className="block font-mono text-xs text-fg-muted">{k.currency}</span>
              </TableCell>
              <TableCell>{k.accountCount}</TableCell>
              <TableCell>{k.storedBalance === null ? <span className="text-fg-muted">{t('reconciliation.derived')}</span> : <Money minor={k.storedBalance} currency={k.currency} />}</TableCell>
              <TableCell><Money minor={k.sumOfLegs} currency={k.currency} /></TableCell>
              <TableCell><Money minor={k.difference} currency={k.currency} className={k.difference === 0 ? undefined : 'font-semibold text-danger'} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </CashierTable>

      {report.differences.length > 0 ? (
        <CashierTable caption={t('reconciliation.differences')} data-testid={ids.differences}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('reconciliation.col.account')}</TableHeaderCell>
              <TableHeaderCell>{t('reconciliation.col.stored')}</TableHeaderCell>
              <TableHeaderCell>{t('reconciliation.col.sumOfLegs')}</TableHeaderCell>
              <TableHeaderCell>{t('reconciliation.col.difference')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.differences.map((d) => (
              <TableRow key={d.accountId} data-testid={ids.differenceRow} data-account-id={d.accountId} className="bg-danger/10">
                <TableCell>
                  {t(accountKindLabelKey(d.kind), { defaultValue: d.kind })}
                  <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                    #{d.accountId} {d.ownerType ?? ''} {d.ownerId ?? ''} {d.vendorCode ?? ''}
                  </span>
                </TableCell>
                <TableCell><Money minor={d.storedBalance} currency={d.currency} /></TableCell>
                <TableCell><Money minor={d.sumOfLegs} currency={d.currency} /></TableCell>
                <TableCell><Money minor={d.difference} currency={d.currency} signed className="font-semibold" /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </CashierTable>
      ) : null}

      {report.violations.length > 0 ? (
        <section aria-labelledby="violations-heading" className="flex flex-col gap-2">
          <h2 id="violations-heading" className="text-lg font-semibold text-danger">{t('reconciliation.violations')}</h2>
          <ul className="flex flex-col gap-2" data-testid={ids.violations}>
            {report.violations.map((v, i) => (
              <li key={`${v.rule}-${i}`} className="rounded-md border border-danger/40 bg-danger/10 p-3" data-testid={ids.violationRow} data-rule={v.rule}>
                <p className="font-medium">{t(`reconciliation.rule.${v.rule}`)}</p>
                <p dir="ltr" className="font-mono text-xs text-fg-muted">
                  {violationSubject(v)} {Object.entries(v.figures).map(([k, value]) => `${k}=${String(value)}`).join(' ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {report.houseAccounts.length > 0 ? (
        <CashierTable caption={t('reconciliation.house')} data-testid={ids.house}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('reconciliation.col.account')}</TableHeaderCell>
              <TableHeaderCell>{t('reconciliation.col.derivedBalance')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.houseAccounts.map((h) => (
              <TableRow key={h.accountId}>
                <TableCell>
                  {t(accountKindLabelKey(h.kind), { defaultValue: h.kind })}
                  {h.ownerId ? <span dir="ltr" className="ms-1 font-mono text-xs">{h.ownerId}</span> : null}
                </TableCell>
                <TableCell><Money minor={h.balance} currency={h.currency} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </CashierTable>
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
      actions={allowed ? <Button onClick={() => run.mutate()} loading={run.isPending} data-testid={ids.run}>{run.data ? t('reconciliation.runAgain') : t('reconciliation.run')}</Button> : null}
    />
  );
  if (!allowed) return <>{header}<NoAccess /></>;

  return (
    <>
      {header}
      <Card>
        {run.isError ? <Alert tone="danger">{run.error.message}</Alert> : null}
        {run.data ? <Report report={run.data} /> : run.isError ? null : <p className="text-fg-muted" data-testid={ids.notRun}>{t('reconciliation.notRun')}</p>}
      </Card>
    </>
  );
};
