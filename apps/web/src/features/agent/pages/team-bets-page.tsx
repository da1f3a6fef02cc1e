import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameCategories, type AgentTeamBet, type GameCategory } from '@gp/contracts';
import { Field, Input, Select } from '@gp/ui';
import { categoryLabel } from '../../games/components/nav-labels';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { ReportShell } from '../components/shared/report-shell';
import { ReportTable, type ReportColumn } from '../components/shared/report-table';
import { useAgentMoney } from '../components/shared/use-agent-money';
import { useReportFilters } from '../components/shared/use-report-filters';
import { FigureList, SignedMoney } from '../components/reports/figure-list';
import { reportTestIds as ids } from '../components/reports/report-test-ids';
import { teamBetsParams, teamBetsQuery, type TeamBetsFilter } from '../api/reports-api';
import { useDebounced } from '../components/reports/use-debounced';
import { useBusinessTime } from '../components/contracts/use-business-time';

/**
 * personalHistoryCopy: the team's game rounds in a period, by member account, game type and scope
 * (direct downlines or the whole team), with totals and a CSV export.
 */
export const TeamBetsPage = () => {
  const { t, i18n } = useTranslation();
  const time = useBusinessTime();
  const token = useSessionToken();
  const money = useAgentMoney();
  const state = useReportFilters<TeamBetsFilter>({ account: '', gameType: '', scope: 'all' }, 'today');
  const filters = useDebounced(state.filters);
  const page = useQuery(teamBetsQuery(token, state.resolved, filters, state.pageNo));
  const data = page.data;

  const columns: ReportColumn<AgentTeamBet>[] = [
    { id: 'time', header: t('agentContracts:bets.time'), cell: (r) => <span className="whitespace-nowrap">{time(r.openedAt)}</span> },
    { id: 'account', header: t('agentContracts:bets.account'), cell: (r) => <span className="font-medium">{r.account}</span> },
    {
      id: 'game',
      header: t('agentContracts:bets.game'),
      cell: (r) => (
        <span className="block min-w-32">
          <span className="block">{r.gameName}</span>
          <span className="block text-xs text-fg-muted">
            {r.vendorName} · {categoryLabel(t, r.gameType)}
          </span>
        </span>
      ),
    },
    { id: 'bet', header: t('agentContracts:bets.bet'), numeric: true, cell: (r) => money(r.bet) },
    { id: 'validBet', header: t('agentContracts:bets.validBet'), numeric: true, cell: (r) => money(r.validBet) },
    { id: 'win', header: t('agentContracts:bets.win'), numeric: true, cell: (r) => money(r.win) },
    { id: 'profitLoss', header: t('agentContracts:bets.profitLoss'), numeric: true, cell: (r) => <SignedMoney minor={r.profitLoss} money={money} /> },
    { id: 'status', header: t('agentContracts:statusLabel'), cell: (r) => t(`agentContracts:bets.status.${r.status}`) },
  ];

  return (
    <div className="flex flex-col gap-2">
      <ReportShell
        testId={ids.teamBets}
        state={state}
        csv={state.resolved && { report: 'bets', query: teamBetsParams(state.resolved, filters), days: state.resolved }}
        filters={
          <>
            <Field label={t('agentContracts:bets.account')} className="sm:w-44">
              <Input
                type="search"
                value={state.filters.account}
                onChange={(e) => state.setFilters({ ...state.filters, account: e.target.value })}
                data-testid={ids.teamBetsAccount}
              />
            </Field>
            <Field label={t('agentContracts:bets.gameType')} className="sm:w-44">
              <Select
                value={state.filters.gameType}
                placeholder={t('agentContracts:bets.allGameTypes')}
                options={gameCategories.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
                onChange={(e) => state.setFilters({ ...state.filters, gameType: e.target.value as GameCategory | '' })}
                data-testid={ids.teamBetsGameType}
              />
            </Field>
            <Field label={t('agentContracts:bets.scope')} className="sm:w-44">
              <Select
                value={state.filters.scope}
                options={(['all', 'direct'] as const).map((s) => ({ value: s, label: t(`agentContracts:bets.scopes.${s}`) }))}
                onChange={(e) => state.setFilters({ ...state.filters, scope: e.target.value as 'all' | 'direct' })}
                data-testid={ids.teamBetsScope}
              />
            </Field>
          </>
        }
        summary={
          data && data.total > 0 ? (
            <FigureList
              label={t('agentContracts:bets.totals')}
              testId={ids.teamBetsTotals}
              figures={[
                { id: 'rounds', label: t('agentContracts:bets.rounds'), value: new Intl.NumberFormat(i18n.language).format(data.totals.rounds) },
                { id: 'bet', label: t('agentContracts:bets.bet'), value: money(data.totals.bet) },
                { id: 'validBet', label: t('agentContracts:bets.validBet'), value: money(data.totals.validBet) },
                { id: 'win', label: t('agentContracts:bets.win'), value: money(data.totals.win) },
                {
                  id: 'profitLoss',
                  label: t('agentContracts:bets.profitLoss'),
                  value: <SignedMoney minor={data.totals.profitLoss} money={money} />,
                  tone: 'strong',
                  dataValue: data.totals.profitLoss,
                },
              ]}
            />
          ) : null
        }
      >
        <ReportTable
          caption={t('agentContracts:bets.title')}
          columns={columns}
          rows={data?.content}
          rowKey={(r) => r.id}
          isPending={page.isFetching || (state.resolved === null && state.problem === null)}
          error={page.error}
          onRetry={() => void page.refetch()}
          emptyText={t('agentContracts:bets.empty')}
          page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: state.setPageNo } : undefined}
          testId={ids.teamBetsTable}
        />
        <p className="text-xs text-fg-muted">{t('agentContracts:bets.profitNote')}</p>
      </ReportShell>
    </div>
  );
};
