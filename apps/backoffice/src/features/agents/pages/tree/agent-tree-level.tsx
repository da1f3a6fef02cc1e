import type { BoAgentTreeNode } from '@gp/contracts';
import { Button, Spinner, cx } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../shared/ui/money';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { memberStatusTone } from '../../agents-labels';
import { agentsTestIds } from '../../agents-test-ids';
import { fetchTreeChildren } from '../../api/agents-api';
import { agentsKeys } from '../../queries/keys';

const ids = agentsTestIds.tree;

export type TreeState = {
  expanded: ReadonlySet<number>;
  selectedId: number | null;
  currency: string;
  onToggle: (id: number) => void;
  onSelect: (node: BoAgentTreeNode) => void;
};

const NodeRow = ({ node, state }: { node: BoAgentTreeNode; state: TreeState }) => {
  const { t } = useTranslation();
  const open = state.expanded.has(node.id);
  const hasChildren = node.directCount > 0;
  return (
    <li
      data-testid={ids.node}
      data-account={node.account}
      role="treeitem"
      aria-expanded={hasChildren ? open : undefined}
      aria-selected={state.selectedId === node.id}
    >
      <div className={cx('flex flex-wrap items-center gap-2 rounded-md px-1 py-1', state.selectedId === node.id && 'bg-primary/10')}>
        {hasChildren ? (
          <Button
            size="icon"
            variant="ghost"
            onClick={() => state.onToggle(node.id)}
            aria-label={t(open ? 'agentsAdmin.tree.collapseOf' : 'agentsAdmin.tree.expandOf', { account: node.account })}
            data-testid={ids.toggle}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </Button>
        ) : (
          <span className="inline-block w-11" aria-hidden="true" />
        )}
        <button type="button" className="min-h-11 text-start font-medium text-fg hover:underline" onClick={() => state.onSelect(node)} data-testid={ids.select}>
          <span dir="ltr" className="font-mono">
            {node.account}
          </span>
          {node.nickname ? <span className="ms-2 text-fg-muted">{node.nickname}</span> : null}
        </button>
        <StatusBadge tone={node.kind === 'agent' ? 'waiting' : 'neutral'} label={t(`agentsAdmin.kind.${node.kind}`)} />
        {node.status === 'active' ? null : <StatusBadge tone={memberStatusTone[node.status]} label={t(`agentsAdmin.memberStatus.${node.status}`)} />}
        <span className="text-xs text-fg-muted">{t('agentsAdmin.tree.teamOf', { team: node.teamSize, direct: node.directCount })}</span>
        <Money minor={node.balance} currency={state.currency} className="text-xs text-fg-muted" />
      </div>
      {open ? <TreeLevel parentId={node.id} state={state} /> : null}
    </li>
  );
};

const TreePage = ({ parentId, pageNo, state, onMore }: { parentId: number | null; pageNo: number; state: TreeState; onMore: (() => void) | null }) => {
  const { t } = useTranslation();
  const page = useQuery({ queryKey: agentsKeys.tree.level(parentId, pageNo), queryFn: ({ signal }) => fetchTreeChildren(parentId, pageNo, signal) });
  if (page.isPending)
    return (
      <li>
        <Spinner label={t('common.loading')} />
      </li>
    );
  if (page.isError) return <li className="text-danger">{page.error.message}</li>;
  return (
    <>
      {page.data.list.map((node) => (
        <NodeRow key={node.id} node={node} state={state} />
      ))}
      {onMore && page.data.pageNo < page.data.totalPages ? (
        <li>
          <Button size="sm" variant="secondary" onClick={onMore} data-testid={ids.more}>
            {t('agentsAdmin.tree.more', { shown: page.data.pageNo * page.data.pageSize, total: page.data.total })}
          </Button>
        </li>
      ) : null}
    </>
  );
};

/** One level of the tree: its children fetched on first open, a page at a time. */
export const TreeLevel = ({ parentId, state }: { parentId: number | null; state: TreeState }) => {
  const [pages, setPages] = useState(1);
  return (
    <ul
      role={parentId === null ? 'tree' : 'group'}
      className={cx('flex flex-col', parentId !== null && 'ms-5 border-s border-border ps-2')}
      data-testid={parentId === null ? agentsTestIds.tree.tree : undefined}
    >
      {Array.from({ length: pages }, (_, i) => (
        <TreePage key={i} parentId={parentId} pageNo={i + 1} state={state} onMore={i + 1 === pages ? () => setPages(pages + 1) : null} />
      ))}
    </ul>
  );
};
