import { agentContractStatuses, agentContractTypes, type BoAgentContract } from '@gp/contracts';
import { Alert, Button, Card, Field, Input, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AccountCell, TimeCell } from '../../../../shared/ui/queue-cells';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { useMerchantCurrency } from '../../../settings/queries/use-merchant-currency';
import { contractStatusTone } from '../../agents-labels';
import { canManageAgents, canReadAgentContracts } from '../../agents-permissions';
import { agentsTestIds } from '../../agents-test-ids';
import { fetchContracts, terminateContract, type ContractFilter } from '../../api/agents-api';
import { AgentPolicyNote } from '../../components/agent-policy-note';
import { agentsKeys } from '../../queries/keys';
import { ContractTerms } from './contract-terms';
import { OfferDialog } from './offer-dialog';
import { useReveal } from '../../../../shared/hooks/use-reveal';

const ids = agentsTestIds.contracts;
const emptyFilter: ContractFilter = { type: '', status: '', account: '' };

const ContractDetail = ({ contract, onTerminate, onClose }: { contract: BoAgentContract; onTerminate: (() => void) | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const currency = useMerchantCurrency();
  const headingRef = useReveal<HTMLHeadingElement>(contract.id);
  const when = (at: string | null) => (at ? formatDateTime(at, i18n.language) : '—');
  const facts: [string, string][] = [
    [t('agentsAdmin.col.upline'), contract.upline?.account ?? t('agentsAdmin.platform')],
    [t('agentsAdmin.col.downline'), contract.downline.account],
    [t('agentsAdmin.contracts.offeredAt'), when(contract.offeredAt)],
    [t('agentsAdmin.contracts.offerExpiresAt'), when(contract.offerExpiresAt)],
    [t('agentsAdmin.contracts.effectiveFrom'), when(contract.effectiveFrom)],
    [t('agentsAdmin.contracts.endsAt'), when(contract.endsAt)],
    [t('agentsAdmin.contracts.endedAt'), when(contract.endedAt)],
  ];
  if (contract.endedBy) facts.push([t('agentsAdmin.contracts.endedBy'), t(`agentsAdmin.endedBy.${contract.endedBy}`)]);
  if (contract.endReason) facts.push([t('agentsAdmin.contracts.endReason'), contract.endReason]);
  if (contract.note) facts.push([t('agentsAdmin.offer.note'), contract.note]);
  return (
    <section className="flex flex-col gap-3 rounded-md border border-border p-3" data-testid={ids.detail} aria-labelledby="agent-contract-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="agent-contract-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold focus:outline-none">
          {t('agentsAdmin.contracts.detailTitle', { id: contract.id, type: t(`agentsAdmin.type.${contract.type}`) })}
        </h2>
        <div className="flex flex-wrap gap-2">
          {onTerminate ? (
            <Button size="sm" variant="danger" onClick={onTerminate} data-testid={ids.terminate}>
              {t(contract.status === 'offered' ? 'agentsAdmin.contracts.withdraw' : 'agentsAdmin.contracts.terminate')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('agentsAdmin.close')}
          </Button>
        </div>
      </div>
      <StatusBadge tone={contractStatusTone[contract.status]} label={t(`agentsAdmin.contractStatus.${contract.status}`)} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{t('agentsAdmin.terms.title')}</h3>
      <ContractTerms terms={contract.terms} currency={currency} />
    </section>
  );
};

/** Every contract between agents and platform offers: filters, detail with terms, offer and terminate. */
export const ContractsPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canReadAgentContracts(roles);
  const manage = canManageAgents(roles);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContractFilter>(emptyFilter);
  const [filter, setFilter] = useState<ContractFilter>(emptyFilter);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<BoAgentContract | null>(null);
  const [dialog, setDialog] = useState<'offer' | 'terminate' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: agentsKeys.contracts.page(filter, pageNo),
    queryFn: ({ signal }) => fetchContracts(filter, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const header = (
    <PageHeader
      title={t('agentsAdmin.contracts.title')}
      description={t('agentsAdmin.contracts.description')}
      actions={
        <>
          <AgentPolicyNote />
          {manage ? (
            <Button onClick={() => setDialog('offer')} data-testid={ids.offer}>
              {t('agentsAdmin.offer.open')}
            </Button>
          ) : null}
        </>
      }
    />
  );
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const refresh = async (contract: BoAgentContract, message: string) => {
    setDialog(null);
    setOpen(contract);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: agentsKeys.contracts.all });
  };
  const columns = [
    t('agentsAdmin.contracts.offeredAt'),
    t('agentsAdmin.col.type'),
    t('agentsAdmin.col.upline'),
    t('agentsAdmin.col.downline'),
    t('agentsAdmin.col.status'),
    t('content.actions'),
  ];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          {notice ? (
            <Alert tone="success" role="status">
              {notice}
            </Alert>
          ) : null}
          <form
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
            onSubmit={(e) => {
              e.preventDefault();
              setFilter(draft);
              setPageNo(1);
            }}
          >
            <FilterSelect
              label={t('agentsAdmin.col.type')}
              anyLabel={t('agentsAdmin.any')}
              value={draft.type}
              options={agentContractTypes.map((v) => ({ value: v, label: t(`agentsAdmin.type.${v}`) }))}
              onChange={(type) => setDraft({ ...draft, type })}
              testId={ids.type}
            />
            <FilterSelect
              label={t('agentsAdmin.col.status')}
              anyLabel={t('agentsAdmin.any')}
              value={draft.status}
              options={agentContractStatuses.map((v) => ({ value: v, label: t(`agentsAdmin.contractStatus.${v}`) }))}
              onChange={(status) => setDraft({ ...draft, status })}
              testId={ids.status}
            />
            <Field label={t('agentsAdmin.contracts.account')} hint={t('agentsAdmin.contracts.accountHint')}>
              <Input
                type="search"
                dir="ltr"
                maxLength={50}
                value={draft.account}
                onChange={(e) => setDraft({ ...draft, account: e.target.value })}
                data-testid={ids.account}
              />
            </Field>
            <div className="flex items-end pb-6 lg:pb-0">
              <Button type="submit" data-testid={ids.apply}>
                {t('agentsAdmin.apply')}
              </Button>
            </div>
          </form>
          <PagedTable<BoAgentContract>
            stickyActions
            query={list}
            caption={t('agentsAdmin.contracts.title')}
            columns={columns}
            empty={{ text: t('agentsAdmin.contracts.empty'), testId: ids.empty }}
            testId={ids.table}
            onPage={setPageNo}
            row={(c) => (
              <TableRow key={c.id} data-testid={ids.row} data-contract-id={c.id} className={open?.id === c.id ? 'bg-primary/5' : undefined}>
                <TimeCell at={c.offeredAt} />
                <TableCell>{t(`agentsAdmin.type.${c.type}`)}</TableCell>
                {c.upline ? <AccountCell account={c.upline.account} /> : <TableCell>{t('agentsAdmin.platform')}</TableCell>}
                <AccountCell account={c.downline.account} />
                <TableCell>
                  <StatusBadge tone={contractStatusTone[c.status]} label={t(`agentsAdmin.contractStatus.${c.status}`)} />
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen(c)}
                    aria-pressed={open?.id === c.id}
                    aria-label={t('agentsAdmin.contracts.openOf', { id: c.id })}
                    data-testid={ids.open}
                  >
                    {t('agentsAdmin.open')}
                  </Button>
                </TableCell>
              </TableRow>
            )}
          />
          {open ? (
            <ContractDetail
              contract={open}
              onTerminate={manage && (open.status === 'active' || open.status === 'offered') ? () => setDialog('terminate') : null}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </div>
      </Card>
      {dialog === 'offer' ? (
        <OfferDialog onOffered={(c) => void refresh(c, t('agentsAdmin.offer.done', { account: c.downline.account }))} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'terminate' && open ? (
        <ReasonDialog
          title={t('agentsAdmin.contracts.terminateTitle', { id: open.id })}
          description={t('agentsAdmin.contracts.terminateHelp')}
          label={t('agentsAdmin.reason')}
          confirmLabel={t(open.status === 'offered' ? 'agentsAdmin.contracts.withdraw' : 'agentsAdmin.contracts.terminate')}
          minLength={1}
          maxLength={200}
          onSubmit={async (reason) => refresh(await terminateContract(open.id, reason), t('agentsAdmin.contracts.terminated', { id: open.id }))}
          onClose={() => setDialog(null)}
          testIds={{ text: ids.terminateReason, submit: ids.terminateConfirm }}
        />
      ) : null}
    </>
  );
};
