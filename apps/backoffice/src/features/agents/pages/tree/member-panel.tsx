import type { BoAgentTreeNode } from '@gp/contracts';
import { Alert, Button, Card } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { errorMessage } from '../../../../shared/http/error-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { Money } from '../../../../shared/ui/money';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { contractStatusTone, memberStatusTone } from '../../agents-labels';
import { canManageAgents, canReadAgentContracts } from '../../agents-permissions';
import { agentsTestIds } from '../../agents-test-ids';
import { fetchContracts, freezeMember, unfreezeMember } from '../../api/agents-api';
import { agentsKeys } from '../../queries/keys';
import { useReveal } from '../../../../shared/hooks/use-reveal';

const ids = agentsTestIds.tree;

/** A member beside the tree: figures, contracts (either side), freeze and unfreeze. */
export const MemberPanel = ({
  member,
  currency,
  onChanged,
  onClose,
}: {
  member: BoAgentTreeNode;
  currency: string;
  onChanged: (node: BoAgentTreeNode) => void;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const headingRef = useReveal<HTMLHeadingElement>(member.id);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'freeze' | 'unfreeze' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const contracts = useQuery({
    queryKey: agentsKeys.memberContracts(member.account),
    queryFn: ({ signal }) => fetchContracts({ type: '', status: '', account: member.account }, 1, signal),
    enabled: canReadAgentContracts(roles) && member.kind === 'agent',
  });
  const changed = async (node: BoAgentTreeNode) => {
    setDialog(null);
    setFailure(null);
    onChanged(node);
    await queryClient.invalidateQueries({ queryKey: agentsKeys.tree.all });
  };
  const facts: [string, ReactNode][] = [
    [t('agentsAdmin.col.kind'), t(`agentsAdmin.kind.${member.kind}`)],
    [t('agentsAdmin.col.status'), <StatusBadge key="s" tone={memberStatusTone[member.status]} label={t(`agentsAdmin.memberStatus.${member.status}`)} />],
    [t('agentsAdmin.col.teamSize'), member.teamSize],
    [t('agentsAdmin.col.directCount'), member.directCount],
    [t('agentsAdmin.col.balance'), <Money key="b" minor={member.balance} currency={currency} />],
    [t('agentsAdmin.col.registered'), formatDateTime(member.createdAt, i18n.language)],
  ];
  if (member.status === 'frozen') {
    facts.push([
      t('agentsAdmin.tree.frozenReason'),
      <span key="r" dir="ltr" className="font-mono text-xs">
        {member.frozenReason ?? ''}
      </span>,
    ]);
    if (member.frozenAt) facts.push([t('agentsAdmin.tree.frozenAt'), formatDateTime(member.frozenAt, i18n.language)]);
  }

  return (
    <Card>
      <section className="flex flex-col gap-3" data-testid={ids.panel} aria-labelledby="agent-member-title">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="agent-member-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold focus:outline-none">
            <span dir="ltr" className="font-mono">
              {member.account}
            </span>
            {member.nickname ? <span className="ms-2 text-fg-muted">{member.nickname}</span> : null}
          </h2>
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('agentsAdmin.close')}
          </Button>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {canManageAgents(roles) ? (
          <div className="flex flex-wrap gap-2">
            {member.status === 'frozen' ? (
              <Button size="sm" onClick={() => setDialog('unfreeze')} data-testid={ids.unfreeze}>
                {t('agentsAdmin.tree.unfreeze')}
              </Button>
            ) : (
              <Button size="sm" variant="danger" onClick={() => setDialog('freeze')} data-testid={ids.freeze}>
                {t('agentsAdmin.tree.freeze')}
              </Button>
            )}
          </div>
        ) : null}
        {member.kind === 'agent' && contracts.data ? (
          <section className="flex flex-col gap-1" data-testid={ids.panelContracts}>
            <h3 className="font-semibold">{t('agentsAdmin.tree.contracts')}</h3>
            {contracts.data.list.length === 0 ? <p className="text-sm text-fg-muted">{t('agentsAdmin.contracts.empty')}</p> : null}
            <ul className="flex flex-col gap-1 text-sm">
              {contracts.data.list.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-2">
                  <span>{t(`agentsAdmin.type.${c.type}`)}</span>
                  <StatusBadge tone={contractStatusTone[c.status]} label={t(`agentsAdmin.contractStatus.${c.status}`)} />
                  <span className="text-fg-muted">
                    {c.downline.id === member.id
                      ? t('agentsAdmin.tree.fromUpline', { upline: c.upline?.account ?? t('agentsAdmin.platform') })
                      : t('agentsAdmin.tree.toDownline', { downline: c.downline.account })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
      {dialog === 'freeze' ? (
        <ReasonDialog
          title={t('agentsAdmin.tree.freezeTitle', { account: member.account })}
          description={t('agentsAdmin.tree.freezeHelp')}
          label={t('agentsAdmin.reason')}
          confirmLabel={t('agentsAdmin.tree.freeze')}
          minLength={1}
          maxLength={200}
          onSubmit={async (reason) => changed(await freezeMember(member.id, reason))}
          onClose={() => setDialog(null)}
          testIds={{ text: ids.reason, submit: ids.confirm }}
        />
      ) : null}
      {dialog === 'unfreeze' ? (
        <ConfirmDialog
          title={t('agentsAdmin.tree.unfreezeTitle', { account: member.account })}
          confirmLabel={t('agentsAdmin.tree.unfreeze')}
          onConfirm={async () => {
            try {
              await changed(await unfreezeMember(member.id));
            } catch (error) {
              setDialog(null);
              setFailure(errorMessage(error, t('error.unexpected')));
            }
          }}
          onClose={() => setDialog(null)}
          testId={ids.confirm}
        >
          <p>{t('agentsAdmin.tree.unfreezeHelp')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
};
