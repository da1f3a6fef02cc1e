import { useTranslation } from 'react-i18next';
import type { AgentSettlementView } from '@gp/contracts';
import { formatCount, formatRate } from './contract-format';
import { contractTestIds as ids } from './contract-test-ids';
import { useAgentMoney } from './use-agent-money';

/** "How it was computed": the figures a settlement was worked out from, behind a disclosure. */
export const SettlementInputs = ({ settlement }: { settlement: AgentSettlementView }) => {
  const { t, i18n } = useTranslation();
  const money = useAgentMoney();
  const inputs = settlement.inputs;
  const count = (n: number) => formatCount(n, i18n.language);
  const realtime = settlement.type === 'realtime_salary';
  const dividend = settlement.type === 'dividend';
  const lines: [string, string][] = [[t('agentContracts:inputs.teamMembers'), count(inputs.teamMembers)]];
  if (!realtime) {
    lines.push([t('agentContracts:inputs.activeMembers'), count(inputs.activeMembers)]);
    if (inputs.activeMemberMinValidBet !== undefined) lines.push([t('agentContracts:inputs.activeRule'), money(inputs.activeMemberMinValidBet)]);
    lines.push([t('agentContracts:inputs.validBet'), money(inputs.validBet)]);
  }
  if (dividend) {
    lines.push([t('agentContracts:inputs.houseProfit'), money(inputs.houseProfit)]);
    lines.push([t('agentContracts:inputs.carryIn'), money(inputs.carryIn ?? settlement.carryIn)]);
  }
  if (realtime) {
    lines.push([t('agentContracts:inputs.qualifyingBets'), count(inputs.qualifyingBets ?? 0)]);
    lines.push([t('agentContracts:inputs.winningStake'), money(inputs.winningStake ?? 0)]);
    lines.push([t('agentContracts:inputs.winRate'), formatRate(inputs.winRateBp ?? 0, i18n.language)]);
    lines.push([t('agentContracts:inputs.losingStake'), money(inputs.losingStake ?? 0)]);
    lines.push([t('agentContracts:inputs.lossRate'), formatRate(inputs.lossRateBp ?? 0, i18n.language)]);
  } else {
    lines.push([
      t('agentContracts:inputs.tier'),
      inputs.tierIndex === null ? t('agentContracts:inputs.noTier') : t('agentContracts:tier.number', { number: inputs.tierIndex + 1 }),
    ]);
    lines.push([t('agentContracts:inputs.rate'), formatRate(inputs.rateBp, i18n.language)]);
    lines.push([t('agentContracts:inputs.base'), money(inputs.base)]);
  }
  if (dividend) lines.push([t('agentContracts:inputs.carryOut'), money(inputs.carryOut ?? settlement.carryOut)]);
  lines.push([t('agentContracts:inputs.amount'), money(settlement.amount)]);
  lines.push([t('agentContracts:inputs.paid'), money(settlement.paidAmount)]);
  if (settlement.attempts > 1 || settlement.lastError) lines.push([t('agentContracts:inputs.attempts'), count(settlement.attempts)]);

  return (
    <details className="text-sm" data-testid={ids.settlementDetails}>
      <summary className="cursor-pointer text-primary">{t('agentContracts:inputs.title')}</summary>
      <p className="mt-2 text-xs text-fg-muted">{t(`agentContracts:inputs.formula.${settlement.type}`)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {settlement.lastError ? <p className="mt-2 text-xs text-danger">{t('agentContracts:inputs.lastError', { error: settlement.lastError })}</p> : null}
    </details>
  );
};
