import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentSettlementView } from '@gp/contracts';
import { Alert, Button, Card } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { ActionDialog } from './action-dialog';
import { partyName } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { settlementsQuery } from '../../api/contracts-api';
import { SettlementInputs } from './settlement-inputs';
import { useAgentMoney } from './use-agent-money';
import { useContractAction } from './use-contract-action';
import { useBusinessTime } from './use-business-time';

/**
 * Dividends the agent owes its downlines and must confirm before the deadline. Confirming pays from
 * its wallet; refusing (or letting the deadline pass) freezes its account and the platform forces
 * the payment. Hidden when nothing waits.
 */
export const DividendConfirmations = ({ onDone }: { onDone: (message: string) => void }) => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const token = useSessionToken();
  const money = useAgentMoney();
  const waiting = useQuery(settlementsQuery(token, { type: 'dividend', role: 'expense', status: 'awaiting_confirmation', pageNo: 1, pageSize: 100 }));
  const action = useContractAction('dividend');
  const [target, setTarget] = useState<{ settlement: AgentSettlementView; kind: 'confirm' | 'refuse' } | null>(null);
  const rows = waiting.data?.content ?? [];
  if (waiting.error) return <ErrorBanner error={waiting.error} />;
  if (rows.length === 0) return null;

  const close = () => {
    setTarget(null);
    action.reset();
  };
  const run = (reason: string) => {
    if (!target) return;
    const { settlement, kind } = target;
    action.run(
      kind === 'confirm'
        ? { action: 'confirm', settlementId: settlement.id }
        : { action: 'refuse', settlementId: settlement.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setTarget(null);
          onDone(kind === 'confirm' ? t('agentContracts:confirm.done') : t('agentContracts:confirm.refused'));
        },
      },
    );
  };

  return (
    <Card title={t('agentContracts:confirm.title')} className="border-warning/60">
      <div className="flex flex-col gap-3">
        <Alert tone="warning">{t('agentContracts:confirm.intro')}</Alert>
        <ul className="flex flex-col gap-3">
          {rows.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 rounded-md border border-border p-3" data-testid={ids.confirmRow} data-id={s.id}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block font-medium">{t('agentContracts:confirm.to', { name: partyName(s.payee) })}</span>
                  <span className="block text-xs text-fg-muted">{t('agentContracts:confirm.period', { period: s.periodKey })}</span>
                </span>
                <span className="text-lg font-semibold tabular-nums">{money(s.amount - s.paidAmount)}</span>
              </div>
              {s.confirmDeadline ? <p className="text-sm text-danger">{t('agentContracts:confirm.deadline', { time: time(s.confirmDeadline) })}</p> : null}
              <SettlementInputs settlement={s} />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setTarget({ settlement: s, kind: 'confirm' })} data-testid={ids.confirmButton}>
                  {t('agentContracts:confirm.confirm')}
                </Button>
                <Button variant="danger" onClick={() => setTarget({ settlement: s, kind: 'refuse' })} data-testid={ids.refuseButton}>
                  {t('agentContracts:confirm.refuse')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ActionDialog
        key={target ? `${target.kind}-${target.settlement.id}` : 'none'}
        open={target !== null}
        onClose={close}
        title={target?.kind === 'refuse' ? t('agentContracts:confirm.refuseTitle') : t('agentContracts:confirm.confirmTitle')}
        description={
          target
            ? target.kind === 'refuse'
              ? t('agentContracts:confirm.refuseText')
              : t('agentContracts:confirm.confirmText', {
                  amount: money(target.settlement.amount - target.settlement.paidAmount),
                  name: partyName(target.settlement.payee),
                })
            : undefined
        }
        reasonLabel={target?.kind === 'refuse' ? t('agentContracts:reason') : undefined}
        confirmLabel={target?.kind === 'refuse' ? t('agentContracts:confirm.refuse') : t('agentContracts:confirm.confirm')}
        confirmVariant={target?.kind === 'refuse' ? 'danger' : 'primary'}
        busy={action.isPending}
        error={action.error}
        onConfirm={run}
      />
    </Card>
  );
};
