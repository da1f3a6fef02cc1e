import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exceedsRateCap, type AgentContractView } from '@gp/contracts';
import { Alert, Button } from '@gp/ui';
import { ActionDialog } from './action-dialog';
import { partyName, termsOf, typeTitle } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { RatesSummary, TermsView } from './terms-view';
import { useContractAction } from './use-contract-action';
import { useBusinessTime } from './use-business-time';

export type OfferCardProps = {
  /** An offer the caller received (status offered, role received). */
  offer: AgentContractView;
  /** Contracts the caller gave of this type; those the new terms would cap are named in the warning. */
  given?: readonly AgentContractView[];
  /** Shows the contract type (the requests page lists every type together). */
  showType?: boolean;
  onDone: (message: string) => void;
};

/** An offer waiting for the caller's answer: its terms, accept (with the rate-cap warning) or reject. */
export const OfferCard = ({ offer, given = [], showType = false, onDone }: OfferCardProps) => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const action = useContractAction(offer.type);
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const terms = termsOf(offer.type, offer.terms);
  const atRisk = terms
    ? given.filter((c) => (c.status === 'active' || c.status === 'offered') && exceedsRateCap(termsOf(c.type, c.terms) ?? terms, terms))
    : [];
  const from = offer.upline ? partyName(offer.upline) : t('agentContracts:platform');

  const close = () => {
    setDialog(null);
    action.reset();
  };
  const accept = () =>
    action.run(
      { action: 'accept', contractId: offer.id },
      {
        onSuccess: (result) => {
          setDialog(null);
          onDone(
            result.autoTerminated.length > 0
              ? t('agentContracts:offer.acceptedWithEnded', { count: result.autoTerminated.length })
              : t('agentContracts:offer.accepted'),
          );
        },
      },
    );
  const reject = (reason: string) =>
    action.run(
      { action: 'reject', contractId: offer.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setDialog(null);
          onDone(t('agentContracts:offer.rejected'));
        },
      },
    );

  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-primary/40 bg-surface p-4"
      data-testid={ids.offerCard}
      data-id={offer.id}
      data-type={offer.type}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{showType ? typeTitle(t, offer.type) : t('agentContracts:offer.title')}</h3>
          <p className="text-sm text-fg-muted">{t('agentContracts:offer.from', { from })}</p>
        </div>
        <RatesSummary terms={terms} />
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('agentContracts:offer.offeredAt')}</dt>
        <dd>{time(offer.offeredAt)}</dd>
        <dt className="text-fg-muted">{t('agentContracts:offer.answerBy')}</dt>
        <dd>{time(offer.offerExpiresAt)}</dd>
        <dt className="text-fg-muted">{t('agentContracts:contract.endsAt')}</dt>
        <dd>{offer.endsAt ? time(offer.endsAt) : t('agentContracts:contract.noEnd')}</dd>
        <dt className="text-fg-muted">{t('agentContracts:contract.payer')}</dt>
        <dd>{offer.upline ? t('agentContracts:payer.upline', { name: partyName(offer.upline) }) : t('agentContracts:payer.platform')}</dd>
      </dl>
      <TermsView type={offer.type} terms={terms} />
      {offer.note ? <p className="rounded-md bg-muted px-3 py-2 text-sm">{t('agentContracts:offer.note', { note: offer.note })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('accept')} data-testid={ids.accept}>
          {t('agentContracts:offer.accept')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('reject')} data-testid={ids.reject}>
          {t('agentContracts:offer.reject')}
        </Button>
      </div>
      <ActionDialog
        open={dialog === 'accept'}
        onClose={close}
        title={t('agentContracts:offer.acceptTitle')}
        confirmLabel={t('agentContracts:offer.accept')}
        busy={action.isPending}
        error={action.error}
        onConfirm={accept}
      >
        <TermsView type={offer.type} terms={terms} />
        <Alert tone="warning" data-testid="contract-accept-warning">
          {t('agentContracts:offer.rateCapWarning')}
          {atRisk.length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {atRisk.map((c) => (
                <li key={c.id}>{t('agentContracts:offer.willEnd', { name: partyName(c.downline) })}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      </ActionDialog>
      <ActionDialog
        open={dialog === 'reject'}
        onClose={close}
        title={t('agentContracts:offer.rejectTitle')}
        reasonLabel={t('agentContracts:reason')}
        confirmLabel={t('agentContracts:offer.reject')}
        confirmVariant="danger"
        busy={action.isPending}
        error={action.error}
        onConfirm={reject}
      />
    </article>
  );
};
