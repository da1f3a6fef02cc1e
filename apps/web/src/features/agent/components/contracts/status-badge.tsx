import { useTranslation } from 'react-i18next';
import type { AgentContractStatusName, AgentSettlementView } from '@gp/contracts';
import { cx } from '@gp/ui';

const contractTone: Record<AgentContractStatusName, string> = {
  offered: 'border-info/50 bg-info/10',
  active: 'border-success/50 bg-success/10',
  rejected: 'border-border bg-muted',
  terminated: 'border-border bg-muted',
  expired: 'border-border bg-muted',
};

const settlementTone: Record<AgentSettlementView['status'], string> = {
  nothing_due: 'border-border bg-muted',
  awaiting_confirmation: 'border-warning/50 bg-warning/10',
  insufficient_funds: 'border-danger/50 bg-danger/10',
  paid: 'border-success/50 bg-success/10',
  forced_pending: 'border-danger/50 bg-danger/10',
  forced: 'border-warning/50 bg-warning/10',
};

const badge = 'inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium text-fg';

export const ContractStatusBadge = ({ status }: { status: AgentContractStatusName }) => {
  const { t } = useTranslation();
  return (
    <span className={cx(badge, contractTone[status])} data-status={status}>
      {t(`agentContracts:status.${status}`)}
    </span>
  );
};

/** A settlement's status, with its explanation as the tooltip and for screen readers. */
export const SettlementStatusBadge = ({ status, testId }: { status: AgentSettlementView['status']; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <span className={cx(badge, settlementTone[status])} title={t(`agentContracts:settlementStatusHint.${status}`)} data-status={status} data-testid={testId}>
      {t(`agentContracts:settlementStatus.${status}`)}
    </span>
  );
};
