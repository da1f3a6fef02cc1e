import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContractTypeName } from '@gp/contracts';
import { QueryState } from '../../../shared/query-state';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { termsOf } from '../components/contracts/contract-labels';
import { contractTestIds as ids } from '../components/contracts/contract-test-ids';
import { contractListQuery } from '../api/contracts-api';
import { DividendConfirmations } from '../components/contracts/dividend-confirmations';
import { DoneNotice } from '../components/contracts/done-notice';
import { GivenContracts } from '../components/contracts/given-contracts';
import { HeldContract } from '../components/contracts/held-contract';
import { OfferCard } from '../components/contracts/offer-card';
import { OfferForm } from '../components/contracts/offer-form';
import { SettlementHistory } from '../components/contracts/settlement-history';

/**
 * One contract type's page (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the contract the agent holds, offers waiting for its answer, dividends it
 * must confirm, the contracts it gave, the offer form and the settlement history.
 */
export const ContractTypePage = ({ type }: { type: AgentContractTypeName }) => {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [done, setDone] = useState<string | null>(null);
  // Offers received waiting for an answer; the answer carries the held contract too.
  const received = useQuery(contractListQuery(token, type, { role: 'received', status: 'offered', pageSize: 100 }));
  // What the agent gave and is live: an acceptance's rate-cap warning names those it would end.
  const given = useQuery(contractListQuery(token, type, { role: 'given', status: 'live', pageSize: 100 }));
  const held = received.data?.held ?? null;
  const offers = received.data?.content ?? [];

  return (
    <div className="flex flex-col gap-4" data-testid={`${ids.page}-${type}`}>
      <p className="text-sm text-fg-muted">{t(`agentContracts:typeIntro.${type}`)}</p>
      <DoneNotice message={done} onDismiss={() => setDone(null)} />
      <QueryState isPending={received.isPending} error={received.error} isEmpty={false} onRetry={() => void received.refetch()} />
      {received.data ? (
        <>
          {offers.length > 0 ? (
            <section className="flex flex-col gap-3" aria-label={t('agentContracts:offer.waiting')}>
              <h2 className="text-lg font-semibold">{t('agentContracts:offer.waiting')}</h2>
              {offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} given={given.data?.content} onDone={setDone} />
              ))}
            </section>
          ) : null}
          <HeldContract type={type} held={held} onDone={setDone} />
          {type === 'dividend' ? <DividendConfirmations onDone={setDone} /> : null}
          <GivenContracts type={type} onDone={setDone} />
          <OfferForm key={`${type}-${held?.id ?? 0}`} type={type} heldTerms={held ? termsOf(type, held.terms) : null} onDone={setDone} />
          <SettlementHistory type={type} />
        </>
      ) : null}
    </div>
  );
};
