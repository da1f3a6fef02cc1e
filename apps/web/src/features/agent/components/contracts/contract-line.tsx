import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContractView } from '@gp/contracts';
import { Button } from '@gp/ui';
import { ActionDialog } from './action-dialog';
import { partyName, termsOf, typeTitle } from './contract-labels';
import { ContractStatusBadge } from './status-badge';
import { RatesSummary } from './terms-view';
import { useContractAction } from './use-contract-action';
import { useBusinessTime } from './use-business-time';

export type ContractLineProps = {
  contract: AgentContractView;
  testId: string;
  /** The button that ends it: withdraw an offer the caller sent, or terminate an active contract. */
  endAction: 'withdraw' | 'terminate';
  endTestId: string;
  onDone: (message: string) => void;
};

/** One contract as a compact card (type, the other party, rates, dates) with its ending action. */
export const ContractLine = ({ contract, testId, endAction, endTestId, onDone }: ContractLineProps) => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const action = useContractAction(contract.type);
  const [open, setOpen] = useState(false);
  const given = contract.role === 'given';
  const other = given ? partyName(contract.downline) : contract.upline ? partyName(contract.upline) : t('agentContracts:platform');
  const date = (iso: string | null) => (iso ? time(iso) : '—');
  const label = endAction === 'withdraw' ? t('agentContracts:given.withdraw') : t('agentContracts:terminate');
  const end = (reason: string) =>
    action.run(
      { action: 'terminate', contractId: contract.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          onDone(endAction === 'withdraw' ? t('agentContracts:given.withdrawn') : t('agentContracts:terminated'));
        },
      },
    );
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-border p-3"
      data-testid={testId}
      data-id={contract.id}
      data-type={contract.type}
      data-role={contract.role}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0">
          <span className="block font-medium">{typeTitle(t, contract.type)}</span>
          <span className="block text-sm text-fg-muted">
            {given ? t('agentContracts:requests.givenTo', { name: other }) : t('agentContracts:requests.receivedFrom', { name: other })}
          </span>
        </span>
        <ContractStatusBadge status={contract.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
        <dt>{t('agentContracts:terms.rate')}</dt>
        <dd className="text-fg">
          <RatesSummary terms={termsOf(contract.type, contract.terms)} />
        </dd>
        {contract.status === 'offered' ? (
          <>
            <dt>{t('agentContracts:offer.offeredAt')}</dt>
            <dd>{date(contract.offeredAt)}</dd>
            <dt>{t('agentContracts:offer.answerBy')}</dt>
            <dd>{date(contract.offerExpiresAt)}</dd>
          </>
        ) : (
          <>
            <dt>{t('agentContracts:contract.effectiveFrom')}</dt>
            <dd>{date(contract.effectiveFrom)}</dd>
            <dt>{t('agentContracts:contract.endsAt')}</dt>
            <dd>{contract.endsAt ? date(contract.endsAt) : t('agentContracts:contract.noEnd')}</dd>
          </>
        )}
      </dl>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid={endTestId}>
          {label}
        </Button>
      </div>
      <ActionDialog
        open={open}
        onClose={() => {
          setOpen(false);
          action.reset();
        }}
        title={endAction === 'withdraw' ? t('agentContracts:given.withdrawTitle') : t('agentContracts:terminateTitle')}
        description={given ? t('agentContracts:given.endText', { name: other }) : t('agentContracts:held.terminateText')}
        reasonLabel={t('agentContracts:reason')}
        confirmLabel={label}
        confirmVariant="danger"
        busy={action.isPending}
        error={action.error}
        onConfirm={end}
      />
    </li>
  );
};
