import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentContractStatuses, type AgentContractStatusName, type AgentContractTypeName, type AgentContractView } from '@gp/contracts';
import { Button, Card, Field, Select, TableCell, TableRow } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { EmptyRecords } from '../../../cashier/components/records/empty-records';
import { Pager } from '../../../cashier/components/records/pager';
import { RecordList } from '../../../cashier/components/records/record-list';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { ActionDialog } from './action-dialog';
import { endReasonText, partyName, termsOf } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { contractListQuery } from '../../api/contracts-api';
import { ContractStatusBadge } from './status-badge';
import { RatesSummary } from './terms-view';
import { useContractAction } from './use-contract-action';
import { useBusinessTime } from './use-business-time';

type StatusChoice = AgentContractStatusName | 'live' | '';

/** The contracts the agent gave below it: who, status, rates, dates; terminate or withdraw an offer. */
export const GivenContracts = ({ type, onDone }: { type: AgentContractTypeName; onDone: (message: string) => void }) => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const token = useSessionToken();
  const [status, setStatus] = useState<StatusChoice>('live');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(contractListQuery(token, type, { role: 'given', status: status || undefined, pageNo }));
  const action = useContractAction(type);
  const [target, setTarget] = useState<AgentContractView | null>(null);
  const rows = list.data?.content ?? [];
  const date = (iso: string | null) => (iso ? time(iso) : '—');

  // Ended: when it ended; live: its planned end, or none.
  const endText = (c: AgentContractView) =>
    c.endedAt ? date(c.endedAt) : c.endsAt ? date(c.endsAt) : c.status === 'active' || c.status === 'offered' ? t('agentContracts:contract.noEnd') : '—';

  const end = (reason: string) => {
    if (!target) return;
    const withdrawing = target.status === 'offered';
    action.run(
      { action: 'terminate', contractId: target.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setTarget(null);
          onDone(withdrawing ? t('agentContracts:given.withdrawn') : t('agentContracts:terminated'));
        },
      },
    );
  };

  const actions = (c: AgentContractView) =>
    c.status === 'active' ? (
      <Button variant="secondary" size="sm" onClick={() => setTarget(c)} data-testid={ids.givenTerminate}>
        {t('agentContracts:terminate')}
      </Button>
    ) : c.status === 'offered' ? (
      <Button variant="secondary" size="sm" onClick={() => setTarget(c)} data-testid={ids.givenWithdraw}>
        {t('agentContracts:given.withdraw')}
      </Button>
    ) : (
      <span className="text-xs text-fg-muted">{endReasonText(t, c) ?? '—'}</span>
    );

  return (
    <Card
      title={t('agentContracts:given.title')}
      actions={
        <Field label={t('agentContracts:statusLabel')} className="w-44">
          <Select
            value={status}
            placeholder={t('agentContracts:allStatuses')}
            options={[
              { value: 'live', label: t('agentContracts:status.live') },
              ...agentContractStatuses.map((s) => ({ value: s, label: t(`agentContracts:status.${s}`) })),
            ]}
            onChange={(e) => {
              setStatus(e.target.value as StatusChoice);
              setPageNo(1);
            }}
            data-testid={ids.givenStatusFilter}
          />
        </Field>
      }
    >
      <div className="flex flex-col gap-3">
        <ErrorBanner error={list.error} />
        {list.isPending ? <div className="h-24 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
        {list.data && rows.length === 0 ? <EmptyRecords text={t('agentContracts:given.empty')} testId="contract-given-empty" /> : null}
        {rows.length > 0 ? (
          <RecordList
            rows={rows}
            caption={t('agentContracts:given.title')}
            testIds={{ table: 'contract-given-table', cards: 'contract-given-cards' }}
            busy={list.isFetching}
            columns={[
              { title: t('agentContracts:given.downline') },
              { title: t('agentContracts:statusLabel') },
              { title: t('agentContracts:terms.rate') },
              { title: t('agentContracts:offer.offeredAt') },
              { title: t('agentContracts:contract.effectiveFrom') },
              { title: t('agentContracts:contract.endsAt') },
              { title: t('agentContracts:actions') },
            ]}
            row={(c) => (
              <TableRow key={c.id} data-testid={ids.givenRow} data-id={c.id} data-status={c.status}>
                <TableCell className="font-medium">{partyName(c.downline)}</TableCell>
                <TableCell>
                  <ContractStatusBadge status={c.status} />
                </TableCell>
                <TableCell>
                  <RatesSummary terms={termsOf(type, c.terms)} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{date(c.offeredAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{date(c.effectiveFrom)}</TableCell>
                <TableCell className="whitespace-nowrap">{endText(c)}</TableCell>
                <TableCell>{actions(c)}</TableCell>
              </TableRow>
            )}
            card={(c) => (
              <li key={c.id} className="rounded-md border border-border p-3" data-testid={ids.givenCard} data-id={c.id} data-status={c.status}>
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium">{partyName(c.downline)}</span>
                  <ContractStatusBadge status={c.status} />
                </div>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                  <dt>{t('agentContracts:terms.rate')}</dt>
                  <dd className="text-fg">
                    <RatesSummary terms={termsOf(type, c.terms)} />
                  </dd>
                  <dt>{t('agentContracts:offer.offeredAt')}</dt>
                  <dd>{date(c.offeredAt)}</dd>
                  <dt>{t('agentContracts:contract.effectiveFrom')}</dt>
                  <dd>{date(c.effectiveFrom)}</dd>
                  <dt>{t('agentContracts:contract.endsAt')}</dt>
                  <dd>{endText(c)}</dd>
                </dl>
                <div className="mt-2">{actions(c)}</div>
              </li>
            )}
          />
        ) : null}
        {list.data ? <Pager pageNum={list.data.pageNum} totalPages={list.data.totalPages} onPage={setPageNo} testId="contract-given-pager" /> : null}
      </div>
      <ActionDialog
        key={target?.id ?? 0}
        open={target !== null}
        onClose={() => {
          setTarget(null);
          action.reset();
        }}
        title={target?.status === 'offered' ? t('agentContracts:given.withdrawTitle') : t('agentContracts:terminateTitle')}
        description={target ? t('agentContracts:given.endText', { name: partyName(target.downline) }) : undefined}
        reasonLabel={t('agentContracts:reason')}
        confirmLabel={target?.status === 'offered' ? t('agentContracts:given.withdraw') : t('agentContracts:terminate')}
        confirmVariant="danger"
        busy={action.isPending}
        error={action.error}
        onConfirm={end}
      />
    </Card>
  );
};
