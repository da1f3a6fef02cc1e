import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentContractTypeName, AgentSettlementView } from '@gp/contracts';
import { Card, Field, Select, TableCell, TableRow } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { EmptyRecords } from '../../../cashier/components/records/empty-records';
import { Pager } from '../../../cashier/components/records/pager';
import { RecordList } from '../../../cashier/components/records/record-list';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { partyName } from './contract-labels';
import { contractTestIds as ids } from './contract-test-ids';
import { settlementsQuery } from '../../api/contracts-api';
import { SettlementInputs } from './settlement-inputs';
import { SettlementStatusBadge } from './status-badge';
import { useAgentMoney } from './use-agent-money';
import { useBusinessTime } from './use-business-time';

type Role = 'all' | 'income' | 'expense';

/** The other side of a settlement: who pays the caller, or whom the caller pays. */
const counterparty = (s: AgentSettlementView, platform: string) => (s.role === 'expense' ? partyName(s.payee) : s.payer ? partyName(s.payer) : platform);

/** Settlements of one contract type, paid to or by the agent, each with the figures behind it. */
export const SettlementHistory = ({ type }: { type: AgentContractTypeName }) => {
  const { t } = useTranslation();
  const time = useBusinessTime();
  const token = useSessionToken();
  const money = useAgentMoney();
  const [role, setRole] = useState<Role>('all');
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(settlementsQuery(token, { type, role, pageNo }));
  const rows = page.data?.content ?? [];
  const date = (iso: string) => time(iso);
  const platform = t('agentContracts:platform');
  const roleText = (s: AgentSettlementView) => t(`agentContracts:role.${s.role ?? 'income'}`);

  return (
    <Card
      title={t('agentContracts:settlements.title')}
      description={t('agentContracts:settlements.intro')}
      actions={
        <Field label={t('agentContracts:settlements.role')} className="w-40">
          <Select
            value={role}
            options={(['all', 'income', 'expense'] as const).map((r) => ({ value: r, label: t(`agentContracts:role.${r}`) }))}
            onChange={(e) => {
              setRole(e.target.value as Role);
              setPageNo(1);
            }}
            data-testid={ids.settlementRoleFilter}
          />
        </Field>
      }
    >
      <div className="flex flex-col gap-3">
        <ErrorBanner error={page.error} />
        {page.isPending ? <div className="h-24 animate-pulse rounded-md bg-muted" aria-busy="true" /> : null}
        {page.data && rows.length === 0 ? <EmptyRecords text={t('agentContracts:settlements.empty')} testId={ids.settlementEmpty} /> : null}
        {rows.length > 0 ? (
          <RecordList
            rows={rows}
            caption={t('agentContracts:settlements.title')}
            testIds={{ table: 'settlement-table', cards: 'settlement-cards' }}
            busy={page.isFetching}
            columns={[
              { title: t('agentContracts:settlements.period') },
              { title: t('agentContracts:settlements.role') },
              { title: t('agentContracts:settlements.counterparty') },
              { title: t('agentContracts:settlements.amount'), end: true },
              { title: t('agentContracts:settlements.paid'), end: true },
              { title: t('agentContracts:statusLabel') },
            ]}
            row={(s) => (
              <TableRow key={s.id} data-testid={ids.settlementRow} data-id={s.id} data-status={s.status} data-role={s.role}>
                <TableCell>
                  <span className="block whitespace-nowrap font-medium">{s.periodKey}</span>
                  <span className="block whitespace-nowrap text-xs text-fg-muted">
                    {date(s.periodStart)} – {date(s.periodEnd)}
                  </span>
                  <div className="mt-1 min-w-64">
                    <SettlementInputs settlement={s} />
                  </div>
                </TableCell>
                <TableCell>{roleText(s)}</TableCell>
                <TableCell>{counterparty(s, platform)}</TableCell>
                <TableCell className="whitespace-nowrap text-end font-semibold tabular-nums" data-testid={ids.settlementAmount}>
                  {money(s.amount)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-end tabular-nums">{money(s.paidAmount)}</TableCell>
                <TableCell>
                  <SettlementStatusBadge status={s.status} testId={ids.settlementStatus} />
                </TableCell>
              </TableRow>
            )}
            card={(s) => (
              <li
                key={s.id}
                className="rounded-md border border-border p-3"
                data-testid={ids.settlementCard}
                data-id={s.id}
                data-status={s.status}
                data-role={s.role}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{s.periodKey}</span>
                    <span className="block text-xs text-fg-muted">
                      {roleText(s)} · {counterparty(s, platform)}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums" data-testid={ids.settlementAmount}>
                    {money(s.amount)}
                  </span>
                </div>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-fg-muted">
                  <dt>{t('agentContracts:settlements.from')}</dt>
                  <dd>{date(s.periodStart)}</dd>
                  <dt>{t('agentContracts:settlements.to')}</dt>
                  <dd>{date(s.periodEnd)}</dd>
                  <dt>{t('agentContracts:settlements.paid')}</dt>
                  <dd className="tabular-nums">{money(s.paidAmount)}</dd>
                </dl>
                <div className="mt-2">
                  <SettlementStatusBadge status={s.status} testId={ids.settlementStatus} />
                </div>
                <div className="mt-2">
                  <SettlementInputs settlement={s} />
                </div>
              </li>
            )}
          />
        ) : null}
        {page.data ? <Pager pageNum={page.data.pageNum} totalPages={page.data.totalPages} onPage={setPageNo} testId="settlement-pager" /> : null}
      </div>
    </Card>
  );
};
