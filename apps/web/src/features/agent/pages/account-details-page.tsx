import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentLedgerKinds, type AgentAccountMovement, type AgentLedgerKind } from '@gp/contracts';
import { Field, Input, Select, cx } from '@gp/ui';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { agentAccountDetailsQuery } from '../api/agent-api';
import { ReportShell } from '../components/shared/report-shell';
import { ReportTable, type ReportColumn } from '../components/shared/report-table';
import { StatCard } from '../components/shared/stat-card';
import { useAgentMoney } from '../components/shared/use-agent-money';
import { useReportFilters } from '../components/shared/use-report-filters';

type Filters = { account: string; kind: AgentLedgerKind | '' };

/** agentDownlineTransactionDetailsCopy: movements of the team members' main wallets, paged, with CSV. */
export const AccountDetailsPage = () => {
  const { t, i18n } = useTranslation('agent');
  const token = useSessionToken();
  const money = useAgentMoney();
  const state = useReportFilters<Filters>({ account: '', kind: '' });
  const query = state.resolved && { from: state.resolved.from, to: state.resolved.to, account: state.filters.account, kind: state.filters.kind };
  const list = useQuery(agentAccountDetailsQuery(token, query && { ...query, pageNo: state.pageNo }));

  const columns: ReportColumn<AgentAccountMovement>[] = [
    { id: 'time', header: t('details.time'), cell: (r) => <span className="whitespace-nowrap">{formatRecordTime(r.createdAt, i18n.language)}</span> },
    { id: 'account', header: t('details.account'), cell: (r) => r.account },
    { id: 'kind', header: t('details.kind'), cell: (r) => t(`ledgerKind.${r.kind}`) },
    {
      id: 'amount',
      header: t('details.amount'),
      numeric: true,
      cell: (r) => <span className={cx(r.amount > 0 && 'text-success', r.amount < 0 && 'text-danger')}>{money(r.amount)}</span>,
    },
    { id: 'balanceAfter', header: t('details.balanceAfter'), numeric: true, cell: (r) => money(r.balanceAfter) },
    { id: 'reference', header: t('details.reference'), cell: (r) => <span className="font-mono text-xs">{r.reference}</span> },
  ];
  const totals = list.data?.totals;

  return (
    <ReportShell
      testId="agent-account-details"
      state={state}
      csv={query && state.resolved ? { report: 'account-details', query: { ...query }, days: state.resolved } : null}
      filters={
        <>
          <Field label={t('details.account')} className="sm:w-48">
            <Input
              value={state.filters.account}
              onChange={(e) => state.setFilters({ ...state.filters, account: e.target.value })}
              maxLength={50}
              data-testid="agent-account-details-account"
            />
          </Field>
          <Field label={t('details.kind')} className="sm:w-44">
            <Select
              value={state.filters.kind}
              options={[{ value: '', label: t('details.allKinds') }, ...agentLedgerKinds.map((k) => ({ value: k, label: t(`ledgerKind.${k}`) }))]}
              onChange={(e) => state.setFilters({ ...state.filters, kind: e.target.value as AgentLedgerKind | '' })}
              data-testid="agent-account-details-kind"
            />
          </Field>
        </>
      }
      summary={
        totals ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard label={t('details.credits')} value={money(totals.credits)} testId="agent-account-details-credits" />
            <StatCard label={t('details.debits')} value={money(totals.debits)} testId="agent-account-details-debits" />
            <StatCard
              label={t('details.net')}
              value={money(totals.net)}
              tone={totals.net > 0 ? 'up' : totals.net < 0 ? 'down' : undefined}
              testId="agent-account-details-net"
            />
          </div>
        ) : null
      }
    >
      <ReportTable
        caption={t('menu.agentDownlineTransactionDetailsCopy')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(r) => r.id}
        isPending={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        page={list.data ? { pageNum: list.data.pageNum, totalPages: list.data.totalPages, onPage: state.setPageNo } : undefined}
        testId="agent-account-details-table"
      />
    </ReportShell>
  );
};
