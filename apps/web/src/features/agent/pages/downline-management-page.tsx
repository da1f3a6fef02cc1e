import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentTeamMember, AgentTeamScope } from '@gp/contracts';
import { Button, Input, VisuallyHidden, cx } from '@gp/ui';
import { Pager } from '../../cashier/components/records/pager';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { QueryState } from '../../../shared/query-state';
import { agentTeamQuery, type TeamFilter } from '../api/agent-api';
import { useAgentMoney } from '../components/shared/use-agent-money';
import { useMediaQuery } from '../components/shared/use-media-query';
import { DownlineDetailDialog } from '../components/downline/downline-detail-dialog';
import { DownlineCards, DownlineTable, type DownlineCells } from '../components/downline/downline-views';
import { TransferDialog } from '../components/downline/transfer-dialog';

const scopes: readonly AgentTeamScope[] = ['direct', 'all'];

/**
 * downlineManagmentView: direct downlines or the whole team, searchable, with balance, last login
 * and status; a direct downline can receive a transfer; each row opens the member's detail. A table
 * from md up, a card list on phones.
 */
export const DownlineManagementPage = () => {
  const { t, i18n } = useTranslation('agent');
  const token = useSessionToken();
  const money = useAgentMoney();
  const [filter, setFilter] = useState<TeamFilter>({ scope: 'direct', keyword: '', pageNo: 1 });
  const [keyword, setKeyword] = useState('');
  const [transferTo, setTransferTo] = useState<AgentTeamMember | null>(null);
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const team = useQuery(agentTeamQuery(token, filter));
  const rows = team.data?.content ?? [];
  const wide = useMediaQuery('(min-width: 768px)');

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...filter, keyword: keyword.trim(), pageNo: 1 });
  };
  const time = (iso: string | null) => (iso ? formatRecordTime(iso, i18n.language) : t('downlines.never'));
  const kind = (m: AgentTeamMember) => (m.isAgent ? t('downlines.agent') : t('downlines.player'));
  const status = (m: AgentTeamMember) => (
    <span className={cx('rounded-full px-2 py-0.5 text-xs', m.status === 'active' ? 'bg-muted text-fg' : 'bg-danger text-danger-fg')}>
      {t(`downlines.statusValue.${m.status}`)}
    </span>
  );
  const actions = (m: AgentTeamMember) => (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setDetailOf(m.id)} data-testid="agent-downline-detail-open">
        {t('downlines.detail')}
        <VisuallyHidden> {m.account}</VisuallyHidden>
      </Button>
      {m.depth === 1 ? (
        <Button size="sm" onClick={() => setTransferTo(m)} data-testid="agent-downline-transfer">
          {t('downlines.transfer')}
          <VisuallyHidden> {m.account}</VisuallyHidden>
        </Button>
      ) : null}
    </div>
  );

  const cells: DownlineCells = { kind, status, time, money, actions };

  return (
    <div className="flex flex-col gap-4" data-testid="agent-downlines">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="inline-flex self-start rounded-md border border-border p-0.5" role="group" aria-label={t('downlines.scope')}>
          {scopes.map((scope) => (
            <button
              key={scope}
              type="button"
              aria-pressed={filter.scope === scope}
              onClick={() => setFilter({ ...filter, scope, pageNo: 1 })}
              className={cx('min-h-9 rounded px-3 text-sm', filter.scope === scope ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-muted')}
              data-testid={`agent-downlines-scope-${scope}`}
            >
              {t(`downlines.scopeValue.${scope}`)}
            </button>
          ))}
        </div>
        <form role="search" className="flex gap-2" onSubmit={search}>
          <label className="sr-only" htmlFor="agent-downline-search">
            {t('downlines.search')}
          </label>
          <Input
            id="agent-downline-search"
            type="search"
            placeholder={t('downlines.searchPlaceholder')}
            value={keyword}
            maxLength={50}
            onChange={(e) => setKeyword(e.target.value)}
            className="min-w-0 sm:w-56"
            data-testid="agent-downlines-search"
          />
          <Button type="submit" variant="secondary" data-testid="agent-downlines-search-submit">
            {t('downlines.search')}
          </Button>
        </form>
      </div>
      {team.data ? (
        <p className="text-sm text-fg-muted" data-testid="agent-downlines-total">
          {t('downlines.total', { count: team.data.total })}
        </p>
      ) : null}
      <QueryState
        isPending={team.isPending}
        error={team.error}
        isEmpty={team.data !== undefined && rows.length === 0}
        onRetry={() => void team.refetch()}
        emptyText={t('downlines.empty')}
      />
      {rows.length > 0 && wide ? <DownlineTable rows={rows} cells={cells} busy={team.isFetching} /> : null}
      {rows.length > 0 && !wide ? <DownlineCards rows={rows} cells={cells} /> : null}
      {team.data ? (
        <Pager
          pageNum={team.data.pageNum}
          totalPages={team.data.totalPages}
          onPage={(pageNo) => setFilter({ ...filter, pageNo })}
          testId="agent-downlines-pager"
        />
      ) : null}
      {transferTo ? <TransferDialog member={transferTo} onClose={() => setTransferTo(null)} /> : null}
      {detailOf !== null ? <DownlineDetailDialog memberId={detailOf} onClose={() => setDetailOf(null)} /> : null}
    </div>
  );
};
