import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContractTypeName, AgentContractView } from '@gp/contracts';
import { Button, Card } from '@gp/ui';
import { ActionDialog } from './action-dialog';
import { partyName, termsOf } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { TermsView } from './terms-view';
import { useContractAction } from './use-contract-action';
import { useBusinessTime } from './use-business-time';

/** The contract the agent holds of this type: terms, period, dates, who pays; and ending it. */
export const HeldContract = ({ type, held, onDone }: { type: AgentContractTypeName; held: AgentContractView | null; onDone: (message: string) => void }) => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const action = useContractAction(type);
  const [open, setOpen] = useState(false);
  if (!held)
    return (
      <Card title={t('agentContracts:held.title')}>
        <p className="text-sm text-fg-muted" data-testid={ids.heldNone}>
          {t('agentContracts:held.none')}
        </p>
      </Card>
    );
  const date = (iso: string | null) => (iso ? time(iso) : '—');
  const terminate = (reason: string) =>
    action.run(
      { action: 'terminate', contractId: held.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          onDone(t('agentContracts:terminated'));
        },
      },
    );
  return (
    <Card
      title={t('agentContracts:held.title')}
      actions={
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid={ids.heldTerminate}>
          {t('agentContracts:terminate')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3" data-testid={ids.held} data-id={held.id}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-fg-muted">{t('agentContracts:contract.period')}</dt>
          <dd>{t(`agentContracts:settlementPeriod.${held.period}`)}</dd>
          <dt className="text-fg-muted">{t('agentContracts:contract.effectiveFrom')}</dt>
          <dd>{date(held.effectiveFrom)}</dd>
          <dt className="text-fg-muted">{t('agentContracts:contract.endsAt')}</dt>
          <dd>{held.endsAt ? date(held.endsAt) : t('agentContracts:contract.noEnd')}</dd>
          <dt className="text-fg-muted">{t('agentContracts:contract.payer')}</dt>
          <dd>{held.upline ? t('agentContracts:payer.upline', { name: partyName(held.upline) }) : t('agentContracts:payer.platform')}</dd>
        </dl>
        <TermsView type={type} terms={termsOf(type, held.terms)} testId={ids.heldTerms} />
        {held.note ? <p className="text-sm text-fg-muted">{t('agentContracts:offer.note', { note: held.note })}</p> : null}
      </div>
      <ActionDialog
        open={open}
        onClose={() => {
          setOpen(false);
          action.reset();
        }}
        title={t('agentContracts:terminateTitle')}
        description={t('agentContracts:held.terminateText')}
        reasonLabel={t('agentContracts:reason')}
        confirmLabel={t('agentContracts:terminate')}
        confirmVariant="danger"
        busy={action.isPending}
        error={action.error}
        onConfirm={terminate}
      />
    </Card>
  );
};
