import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarLineChart, Card } from '@gp/ui';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { QueryState } from '../../../shared/query-state';
import { agentOverviewQuery } from '../api/agent-api';
import { AgentPeriodFilter } from '../components/shared/agent-period-filter';
import { CsvButton } from '../components/shared/csv-button';
import { StatCard } from '../components/shared/stat-card';
import { useAgentMoney, useAgentNumber } from '../components/shared/use-agent-money';
import { useReportFilters } from '../components/shared/use-report-filters';

/** Axis ticks from minor units in the UI language: "1.2M" for large values, cents kept for small ones. */
const compact = (minor: number, language: string) =>
  new Intl.NumberFormat(language, Math.abs(minor) < 100_000 ? { maximumFractionDigits: 2 } : { notation: 'compact', maximumFractionDigits: 1 }).format(
    minor / 100,
  );

/**
 * agentTeamOverview (the default page): team size, new and active members, deposits, withdrawals,
 * valid bets and the players' profit and loss for a period, with daily charts.
 */
export const TeamOverviewPage = () => {
  const { t, i18n } = useTranslation('agent');
  const token = useSessionToken();
  const state = useReportFilters({}, 'last7');
  const overview = useQuery(agentOverviewQuery(token, state.resolved && { from: state.resolved.from, to: state.resolved.to }));
  const money = useAgentMoney();
  const plain = useAgentNumber();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const data = overview.data;
  const labels = data?.daily.map((d) => d.day) ?? [];
  const dayLabel = (day: string) => {
    try {
      return new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    } catch {
      return day;
    }
  };
  const texts = { labelHeader: t('overview.day'), showTable: t('overview.showData') };

  return (
    <div className="flex flex-col gap-4" data-testid="agent-overview">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <AgentPeriodFilter value={state.period} onChange={state.setPeriod} problem={state.problem} testId="agent-overview-period" />
        <CsvButton
          request={state.resolved ? { report: 'overview', query: { from: state.resolved.from, to: state.resolved.to }, days: state.resolved } : null}
          testId="agent-overview-csv"
        />
      </div>
      {data ? null : <QueryState isPending={overview.isPending} error={overview.error} isEmpty={false} onRetry={() => void overview.refetch()} />}
      {data ? (
        <>
          {overview.error ? <QueryState isPending={false} error={overview.error} isEmpty={false} onRetry={() => void overview.refetch()} /> : null}
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={overview.isFetching || undefined}>
            <StatCard
              label={t('overview.teamSize')}
              value={count(data.teamSize)}
              detail={t('overview.direct', { count: data.directMembers })}
              testId="overview-team-size"
            />
            <StatCard label={t('overview.newMembers')} value={count(data.newMembers)} testId="overview-new-members" />
            <StatCard
              label={t('overview.activeMembers')}
              value={count(data.activeMembers)}
              detail={t('overview.activeRule', { amount: money(data.activeMemberMinValidBet) })}
              testId="overview-active-members"
            />
            <StatCard
              label={t('overview.validBet')}
              value={money(data.validBet)}
              detail={t('overview.bets', { count: data.betCount })}
              testId="overview-valid-bet"
            />
            <StatCard
              label={t('overview.deposits')}
              value={money(data.deposits)}
              detail={t('overview.times', { count: data.depositCount })}
              testId="overview-deposits"
            />
            <StatCard
              label={t('overview.withdrawals')}
              value={money(data.withdrawals)}
              detail={t('overview.times', { count: data.withdrawalCount })}
              testId="overview-withdrawals"
            />
            <StatCard
              label={t('overview.profitLoss')}
              value={money(data.profitLoss)}
              detail={t('overview.profitLossHint')}
              tone={data.profitLoss > 0 ? 'up' : data.profitLoss < 0 ? 'down' : undefined}
              testId="overview-profit-loss"
            />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <Card>
              <BarLineChart
                title={t('overview.chartBets')}
                labels={labels}
                bars={[{ id: 'validBet', name: t('overview.validBet'), data: data.daily.map((d) => ({ label: d.day, value: d.validBet })) }]}
                line={{ id: 'profitLoss', name: t('overview.profitLoss'), data: data.daily.map((d) => ({ label: d.day, value: d.profitLoss })) }}
                formatValue={plain}
                formatTick={(v) => compact(v, i18n.language)}
                formatLabel={dayLabel}
                texts={texts}
                testId="overview-chart-bets"
              />
            </Card>
            <Card>
              <BarLineChart
                title={t('overview.chartMembers')}
                labels={labels}
                // Bars stack, and new members are not a part of active ones: active as bars, new as the line.
                bars={[{ id: 'activeMembers', name: t('overview.activeMembers'), data: data.daily.map((d) => ({ label: d.day, value: d.activeMembers })) }]}
                line={{ id: 'newMembers', name: t('overview.newMembers'), data: data.daily.map((d) => ({ label: d.day, value: d.newMembers })) }}
                formatValue={count}
                formatLabel={dayLabel}
                texts={texts}
                testId="overview-chart-members"
              />
            </Card>
          </div>
        </>
      ) : null}
    </div>
  );
};
