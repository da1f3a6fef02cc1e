import { useQueries, useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentContractTypes, type AgentContractStatusName, type AgentContractView } from '@gp/contracts';
import { Card, cx } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { EmptyRecords } from '../../cashier/components/records/empty-records';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { ContractHistory } from '../components/contracts/contract-history';
import { ContractLine } from '../components/contracts/contract-line';
import { contractTestIds as ids } from '../components/contracts/contract-test-ids';
import { contractListQuery, contractSummaryQuery } from '../api/contracts-api';
import { DoneNotice } from '../components/contracts/done-notice';
import { OfferCard } from '../components/contracts/offer-card';

type Tab = 'new' | 'termination';
const tabs: readonly Tab[] = ['new', 'termination'];

/** Every type's contracts of one status, given and received, as one list. */
const useAllTypes = (status: AgentContractStatusName) => {
  const token = useSessionToken();
  const results = useQueries({ queries: agentContractTypes.map((type) => contractListQuery(token, type, { role: 'all', status, pageSize: 100 })) });
  return {
    contracts: results.flatMap((r) => r.data?.content ?? []),
    pending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card title={title}>
    <div className="flex flex-col gap-3">{children}</div>
  </Card>
);

const Loading = () => <div className="h-24 animate-pulse rounded-md bg-muted" aria-busy="true" />;

const NewRequests = ({ onDone }: { onDone: (message: string) => void }) => {
  const { t } = useTranslation();
  const { contracts, pending, error } = useAllTypes('offered');
  const received = contracts.filter((c) => c.role === 'received');
  const sent = contracts.filter((c) => c.role === 'given');
  return (
    <>
      <ErrorBanner error={error} />
      <Section title={t('agentContracts:requests.received')}>
        {pending ? <Loading /> : null}
        {!pending && received.length === 0 ? <EmptyRecords text={t('agentContracts:requests.noReceived')} testId="contract-requests-no-received" /> : null}
        {received.map((offer) => (
          <OfferCard key={offer.id} offer={offer} showType onDone={onDone} />
        ))}
      </Section>
      <Section title={t('agentContracts:requests.sent')}>
        {pending ? <Loading /> : null}
        {!pending && sent.length === 0 ? <EmptyRecords text={t('agentContracts:requests.noSent')} testId="contract-requests-no-sent" /> : null}
        {sent.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {sent.map((c: AgentContractView) => (
              <ContractLine key={c.id} contract={c} testId={ids.sentOfferRow} endAction="withdraw" endTestId={ids.givenWithdraw} onDone={onDone} />
            ))}
          </ul>
        ) : null}
      </Section>
    </>
  );
};

const TerminationRequests = ({ onDone }: { onDone: (message: string) => void }) => {
  const { t } = useTranslation();
  const { contracts, pending, error } = useAllTypes('active');
  return (
    <>
      <ErrorBanner error={error} />
      <Section title={t('agentContracts:requests.active')}>
        <p className="text-sm text-fg-muted">{t('agentContracts:requests.activeIntro')}</p>
        {pending ? <Loading /> : null}
        {!pending && contracts.length === 0 ? <EmptyRecords text={t('agentContracts:requests.noActive')} testId="contract-requests-no-active" /> : null}
        {contracts.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {contracts.map((c) => (
              <ContractLine key={c.id} contract={c} testId={ids.activeContractRow} endAction="terminate" endTestId={ids.terminateButton} onDone={onDone} />
            ))}
          </ul>
        ) : null}
      </Section>
      <ContractHistory />
    </>
  );
};

/**
 * The contract request screens, new and termination: offers waiting for an answer, received and
 * sent, of every type; and ending an active contract with a reason, with the history of ended
 * contracts and why each ended.
 */
export const ContractRequestsPage = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('new');
  const [done, setDone] = useState<string | null>(null);
  const summary = useQuery(contractSummaryQuery(useSessionToken())).data;
  const tabId = (name: Tab) => `contract-requests-tab-${name}`;
  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the visual order follows the direction.
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'new' ? 'termination' : 'new';
    setTab(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className="flex flex-col gap-4" data-testid={ids.requestsPage}>
      <div role="tablist" aria-label={t('agentContracts:requests.title')} className="flex gap-1 border-b border-border" onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={`${tabId(name)}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={cx(
              '-mb-px min-h-11 border-b-2 px-3 text-sm font-medium',
              tab === name ? 'border-primary text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
            data-testid={name === 'new' ? ids.requestsTabNew : ids.requestsTabTermination}
          >
            {t(`agentContracts:requests.tab.${name}`)}
            {name === 'new' && summary && summary.pendingOffers > 0 ? (
              <span className="ms-2 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-fg" data-testid="contract-requests-pending">
                {t('agentContracts:requests.pendingCount', { count: summary.pendingOffers })}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <DoneNotice message={done} onDismiss={() => setDone(null)} />
      <div role="tabpanel" id={`${tabId(tab)}-panel`} aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {tab === 'new' ? <NewRequests onDone={setDone} /> : <TerminationRequests onDone={setDone} />}
      </div>
    </div>
  );
};
