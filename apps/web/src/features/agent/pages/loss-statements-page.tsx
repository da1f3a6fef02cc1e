import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentLossStatement } from '@gp/contracts';
import { Field, Input } from '@gp/ui';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { ReportShell } from '../components/shared/report-shell';
import { ReportTable, type ReportColumn } from '../components/shared/report-table';
import { useAgentMoney } from '../components/shared/use-agent-money';
import { useReportFilters } from '../components/shared/use-report-filters';
import { SignedMoney } from '../components/reports/figure-list';
import { reportTestIds as ids } from '../components/reports/report-test-ids';
import { lossStatementsParams, lossStatementsQuery, type LossStatementsFilter } from '../api/reports-api';
import { useDebounced } from '../components/reports/use-debounced';

/**
 * palStatementsAgentCopy: the loss statement of each direct downline (its whole team's bets, wins
 * and result) in a period, the agent's own play first and the whole team's totals last; CSV export.
 */
export const LossStatementsPage = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionToken();
  const money = useAgentMoney();
  const state = useReportFilters<LossStatementsFilter>({ keyword: '' }, 'today');
  const filters = useDebounced(state.filters);
  const page = useQuery(lossStatementsQuery(token, state.resolved, filters, state.pageNo));
  const data = page.data;
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  // The agent's own bets lead the first page; the API sends them beside the downlines.
  const rows = data ? [...(data.pageNum === 1 ? [{ ...data.own, own: true }] : []), ...data.content.map((r) => ({ ...r, own: false }))] : undefined;

  const columns: ReportColumn<AgentLossStatement & { own: boolean }>[] = [
    {
      id: 'member',
      header: t('agentContracts:loss.member'),
      cell: (r) => (
        <span className="block min-w-28">
          <span className="block font-medium">{r.own ? t('agentContracts:loss.own') : r.nickname ? `${r.nickname} (${r.account})` : r.account}</span>
          <span className="block text-xs text-fg-muted">
            {r.own ? r.account : r.isAgent ? t('agentContracts:loss.agent') : t('agentContracts:loss.player')}
          </span>
        </span>
      ),
    },
    { id: 'teamSize', header: t('agentContracts:loss.teamSize'), numeric: true, cell: (r) => count(r.teamSize) },
    { id: 'betCount', header: t('agentContracts:loss.betCount'), numeric: true, cell: (r) => count(r.betCount) },
    { id: 'bet', header: t('agentContracts:bets.bet'), numeric: true, cell: (r) => money(r.bet) },
    { id: 'validBet', header: t('agentContracts:bets.validBet'), numeric: true, cell: (r) => money(r.validBet) },
    { id: 'win', header: t('agentContracts:bets.win'), numeric: true, cell: (r) => money(r.win) },
    { id: 'profitLoss', header: t('agentContracts:bets.profitLoss'), numeric: true, cell: (r) => <SignedMoney minor={r.profitLoss} money={money} /> },
  ];

  return (
    <div className="flex flex-col gap-2">
      <ReportShell
        testId={ids.lossStatements}
        state={state}
        csv={state.resolved && { report: 'loss-statements', query: lossStatementsParams(state.resolved, filters), days: state.resolved }}
        filters={
          <Field label={t('agentContracts:loss.keyword')} className="sm:w-52">
            <Input
              type="search"
              value={state.filters.keyword}
              onChange={(e) => state.setFilters({ keyword: e.target.value })}
              data-testid={ids.lossStatementsKeyword}
            />
          </Field>
        }
      >
        <ReportTable
          caption={t('agentContracts:loss.title')}
          columns={columns}
          rows={rows}
          rowKey={(r) => (r.own ? 'own' : r.memberId)}
          isPending={page.isFetching || (state.resolved === null && state.problem === null)}
          error={page.error}
          onRetry={() => void page.refetch()}
          emptyText={t('agentContracts:loss.empty')}
          totals={
            data
              ? {
                  member: t('agentContracts:loss.totals'),
                  betCount: count(data.totals.betCount),
                  bet: money(data.totals.bet),
                  validBet: money(data.totals.validBet),
                  win: money(data.totals.win),
                  profitLoss: <SignedMoney minor={data.totals.profitLoss} money={money} />,
                }
              : undefined
          }
          page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: state.setPageNo } : undefined}
          testId={ids.lossStatementsTable}
        />
        <p className="text-xs text-fg-muted">{t('agentContracts:loss.note')}</p>
      </ReportShell>
    </div>
  );
};
