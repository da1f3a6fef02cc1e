import type { BoAgentTreeNode } from '@gp/contracts';
import { Alert, Button, Card, Field, Input } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { errorMessage } from '../../../../shared/http/error-message';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useMerchantCurrency } from '../../../settings/queries/use-merchant-currency';
import { canReadAgentTree } from '../../agents-permissions';
import { agentsTestIds } from '../../agents-test-ids';
import { searchAgentTree } from '../../api/agents-api';
import { AgentPolicyNote } from '../../components/agent-policy-note';
import { TreeLevel, type TreeState } from './agent-tree-level';
import { MemberPanel } from './member-panel';

const ids = agentsTestIds.tree;

/** The whole member tree, top-level members first; search opens the tree down to a member. */
export const AgentTreePage = () => {
  const { t } = useTranslation();
  const allowed = canReadAgentTree(useStaffRoles());
  const currency = useMerchantCurrency();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<BoAgentTreeNode | null>(null);
  const [account, setAccount] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);

  const header = <PageHeader title={t('agentsAdmin.tree.title')} description={t('agentsAdmin.tree.description')} actions={<AgentPolicyNote />} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const search = async () => {
    if (account.trim() === '') return;
    setSearching(true);
    setSearchError(null);
    try {
      const found = await searchAgentTree(account);
      if (!found.member) {
        setSearchError(t('agentsAdmin.tree.notFound'));
        return;
      }
      const member = found.member;
      // Open every ancestor so the member shows in place (children beyond the first page need "more").
      setExpanded((current) => new Set([...current, ...found.chain.map((n) => n.id)]));
      setSelected(member);
    } catch (error) {
      setSearchError(errorMessage(error, t('error.unexpected')));
    } finally {
      setSearching(false);
    }
  };

  const state: TreeState = { expanded, selectedId: selected?.id ?? null, currency, onToggle: toggle, onSelect: setSelected };

  return (
    <>
      {header}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <div className="flex flex-col gap-4">
            <form
              role="search"
              className="grid gap-3 sm:grid-cols-[1fr_auto]"
              onSubmit={(e) => {
                e.preventDefault();
                void search();
              }}
            >
              <Field label={t('agentsAdmin.tree.search')} hint={t('agentsAdmin.tree.searchHint')} error={searchError ?? undefined}>
                <Input type="search" dir="ltr" maxLength={50} value={account} onChange={(e) => setAccount(e.target.value)} data-testid={ids.search} />
              </Field>
              <div className="flex items-end pb-6 sm:pb-0">
                <Button type="submit" loading={searching} data-testid={ids.searchSubmit}>
                  {t('agentsAdmin.tree.find')}
                </Button>
              </div>
            </form>
            <div className="overflow-x-auto" aria-label={t('agentsAdmin.tree.title')}>
              <TreeLevel parentId={null} state={state} />
            </div>
          </div>
        </Card>
        {selected ? (
          <MemberPanel member={selected} currency={currency} onChanged={setSelected} onClose={() => setSelected(null)} />
        ) : (
          <Alert tone="info">{t('agentsAdmin.tree.pickHint')}</Alert>
        )}
      </div>
    </>
  );
};
