import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@gp/ui';
import { formatRecordTime } from '../../../cashier/components/records/record-time';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { QueryState } from '../../../../shared/query-state';
import { agentDownlineQuery } from '../../api/agent-api';
import { AgentPeriodFilter } from '../shared/agent-period-filter';
import { StatCard } from '../shared/stat-card';
import { useAgentMoney } from '../shared/use-agent-money';
import { useReportFilters } from '../shared/use-report-filters';

/** A team member's detail (`GET /wps/agent/team/:memberId`): who it is, its wallet, its own and its team's figures for a period. */
export const DownlineDetailDialog = ({ memberId, onClose }: { memberId: number; onClose: () => void }) => {
  const { t, i18n } = useTranslation('agent');
  const token = useSessionToken();
  const money = useAgentMoney();
  const state = useReportFilters({}, 'last7');
  const detail = useQuery(agentDownlineQuery(token, memberId, state.resolved && { from: state.resolved.from, to: state.resolved.to }));
  const d = detail.data;
  const time = (iso: string | null) => (iso ? formatRecordTime(iso, i18n.language) : t('downlines.never'));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={d ? (d.nickname ? `${d.account} (${d.nickname})` : d.account) : t('downlines.detail')}
      className="max-w-2xl"
      actions={
        <Button variant="secondary" onClick={onClose} data-testid="agent-downline-detail-close">
          {t('common.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4" data-testid="agent-downline-detail">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <AgentPeriodFilter value={state.period} onChange={state.setPeriod} problem={state.problem} testId="agent-downline-detail-period" />
        </div>
        {d ? (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              <Item label={t('downlines.kind')} value={d.isAgent ? t('downlines.agent') : t('downlines.player')} />
              <Item label={t('downlines.status')} value={t(`downlines.statusValue.${d.status}`, { defaultValue: d.status })} />
              <Item label={t('downlines.balance')} value={money(d.balance)} testId="agent-downline-detail-balance" />
              <Item label={t('downlines.upline')} value={d.uplineAccount ?? '-'} />
              <Item label={t('downlines.depth')} value={String(d.depth)} />
              <Item label={t('downlines.teamSize')} value={t('downlines.teamSizeValue', { team: d.teamSize, direct: d.directMembers })} />
              <Item label={t('downlines.registered')} value={time(d.createdAt)} />
              <Item label={t('downlines.lastLogin')} value={time(d.lastLoginAt)} />
            </dl>
            <h3 className="text-sm font-semibold">{t('downlines.ownFigures')}</h3>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <StatCard
                label={t('overview.validBet')}
                value={money(d.figures.validBet)}
                detail={t('overview.bets', { count: d.figures.betCount })}
                testId="agent-downline-detail-valid-bet"
              />
              <StatCard label={t('overview.profitLoss')} value={money(d.figures.profitLoss)} testId="agent-downline-detail-profit-loss" />
              <StatCard label={t('overview.deposits')} value={money(d.figures.deposits)} testId="agent-downline-detail-deposits" />
              <StatCard label={t('overview.withdrawals')} value={money(d.figures.withdrawals)} testId="agent-downline-detail-withdrawals" />
            </div>
            <h3 className="text-sm font-semibold">{t('downlines.teamFigures')}</h3>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <StatCard
                label={t('overview.validBet')}
                value={money(d.teamFigures.validBet)}
                detail={t('overview.bets', { count: d.teamFigures.betCount })}
                testId="agent-downline-detail-team-valid-bet"
              />
              <StatCard label={t('overview.profitLoss')} value={money(d.teamFigures.profitLoss)} testId="agent-downline-detail-team-profit-loss" />
            </div>
          </>
        ) : (
          <QueryState isPending={detail.isPending} error={detail.error} isEmpty={false} onRetry={() => void detail.refetch()} />
        )}
      </div>
    </Dialog>
  );
};

const Item = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <div className="min-w-0">
    <dt className="text-xs text-fg-muted">{label}</dt>
    <dd className="break-words" data-testid={testId}>
      {value}
    </dd>
  </div>
);
