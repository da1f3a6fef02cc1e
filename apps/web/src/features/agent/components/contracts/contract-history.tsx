import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentContractTypes, consolidatedInfoKey, type AgentContractTypeName } from '@gp/contracts';
import { Card, Field, Select, TableCell, TableRow } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { EmptyRecords } from '../../../cashier/components/records/empty-records';
import { Pager } from '../../../cashier/components/records/pager';
import { RecordList } from '../../../cashier/components/records/record-list';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { endReasonText, partyName, termsOf, typeTitle } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { contractListQuery, contractSummaryQuery } from '../../api/contracts-api';
import { ContractStatusBadge } from './status-badge';
import { RatesSummary } from './terms-view';
import { useBusinessTime } from './use-business-time';

const endedStatuses = ['terminated', 'expired', 'rejected'] as const;
type Ended = (typeof endedStatuses)[number];

/** Contracts that ended (terminated, expired, rejected), given or received, with why in words. */
export const ContractHistory = () => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const token = useSessionToken();
  const summary = useQuery(contractSummaryQuery(token)).data;
  // Until the agent picks a type, the first one it deals in (the menu's summary) is shown.
  const [picked, setType] = useState<AgentContractTypeName | null>(null);
  const type = picked ?? agentContractTypes.find((ty) => summary?.[consolidatedInfoKey[ty]].enabled) ?? 'daily_salary';
  const [status, setStatus] = useState<Ended>('terminated');
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(contractListQuery(token, type, { role: 'all', status, pageNo }));
  const rows = list.data?.content ?? [];
  const date = (iso: string | null) => (iso ? time(iso) : '—');
  const other = (c: (typeof rows)[number]) => (c.role === 'given' ? partyName(c.downline) : c.upline ? partyName(c.upline) : t('agentContracts:platform'));

  return (
    <Card title={t('agentContracts:history.title')} description={t('agentContracts:history.intro')}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Field label={t('agentContracts:history.type')} className="sm:w-56">
            <Select
              value={type}
              options={agentContractTypes.map((ty) => ({ value: ty, label: typeTitle(t, ty) }))}
              onChange={(e) => {
                setType(e.target.value as AgentContractTypeName);
                setPageNo(1);
              }}
              data-testid={ids.historyType}
            />
          </Field>
          <Field label={t('agentContracts:statusLabel')} className="sm:w-44">
            <Select
              value={status}
              options={endedStatuses.map((s) => ({ value: s, label: t(`agentContracts:status.${s}`) }))}
              onChange={(e) => {
                setStatus(e.target.value as Ended);
                setPageNo(1);
              }}
              data-testid={ids.historyStatus}
            />
          </Field>
        </div>
        <ErrorBanner error={list.error} />
        {list.isPending ? <div className="h-24 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
        {list.data && rows.length === 0 ? <EmptyRecords text={t('agentContracts:history.empty')} testId="contract-history-empty" /> : null}
        {rows.length > 0 ? (
          <RecordList
            rows={rows}
            caption={t('agentContracts:history.title')}
            testIds={{ table: 'contract-history-table', cards: 'contract-history-cards' }}
            busy={list.isFetching}
            columns={[
              { title: t('agentContracts:history.party') },
              { title: t('agentContracts:history.side') },
              { title: t('agentContracts:terms.rate') },
              { title: t('agentContracts:statusLabel') },
              { title: t('agentContracts:history.endedAt') },
              { title: t('agentContracts:history.why') },
            ]}
            row={(c) => (
              <TableRow key={c.id} data-testid={ids.historyRow} data-id={c.id} data-reason={c.endReason ?? ''}>
                <TableCell className="font-medium">{other(c)}</TableCell>
                <TableCell>{t(`agentContracts:side.${c.role}`)}</TableCell>
                <TableCell>
                  <RatesSummary terms={termsOf(c.type, c.terms)} />
                </TableCell>
                <TableCell>
                  <ContractStatusBadge status={c.status} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{date(c.endedAt ?? c.respondedAt)}</TableCell>
                <TableCell className="min-w-48">{endReasonText(t, c) ?? '—'}</TableCell>
              </TableRow>
            )}
            card={(c) => (
              <li key={c.id} className="rounded-md border border-border p-3" data-testid={ids.historyRow} data-id={c.id} data-reason={c.endReason ?? ''}>
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{other(c)}</span>
                    <span className="block text-xs text-fg-muted">{t(`agentContracts:side.${c.role}`)}</span>
                  </span>
                  <ContractStatusBadge status={c.status} />
                </div>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                  <dt>{t('agentContracts:terms.rate')}</dt>
                  <dd className="text-fg">
                    <RatesSummary terms={termsOf(c.type, c.terms)} />
                  </dd>
                  <dt>{t('agentContracts:history.endedAt')}</dt>
                  <dd>{date(c.endedAt ?? c.respondedAt)}</dd>
                </dl>
                <p className="mt-2 text-sm">{endReasonText(t, c) ?? '—'}</p>
              </li>
            )}
          />
        ) : null}
        {list.data ? <Pager pageNum={list.data.pageNum} totalPages={list.data.totalPages} onPage={setPageNo} testId="contract-history-pager" /> : null}
      </div>
    </Card>
  );
};
