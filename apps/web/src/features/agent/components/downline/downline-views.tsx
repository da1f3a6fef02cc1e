import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentTeamMember } from '@gp/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, VisuallyHidden } from '@gp/ui';

/** How the downline views render the parts they share with the page (labels, money, actions). */
export type DownlineCells = {
  kind: (m: AgentTeamMember) => string;
  status: (m: AgentTeamMember) => ReactNode;
  time: (iso: string | null) => string;
  money: (minor: number) => string;
  actions: (m: AgentTeamMember) => ReactNode;
};

/** From md up: one row per member. */
export const DownlineTable = ({ rows, cells, busy }: { rows: readonly AgentTeamMember[]; cells: DownlineCells; busy: boolean }) => {
  const { t } = useTranslation('agent');
  const { kind, status, time, money, actions } = cells;
  return (
    <Table caption={t('menu.downlineManagmentView')} data-testid="agent-downlines-table" aria-busy={busy || undefined}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{t('downlines.account')}</TableHeaderCell>
          <TableHeaderCell>{t('downlines.nickname')}</TableHeaderCell>
          <TableHeaderCell>{t('downlines.kind')}</TableHeaderCell>
          <TableHeaderCell className="text-end">{t('downlines.balance')}</TableHeaderCell>
          <TableHeaderCell>{t('downlines.lastLogin')}</TableHeaderCell>
          <TableHeaderCell>{t('downlines.status')}</TableHeaderCell>
          <TableHeaderCell className="text-end">{t('downlines.depth')}</TableHeaderCell>
          <TableHeaderCell>
            <VisuallyHidden>{t('downlines.actions')}</VisuallyHidden>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((m) => (
          <TableRow key={m.id} data-testid="agent-downline-row" data-account={m.account}>
            <TableCell className="font-medium">{m.account}</TableCell>
            <TableCell>{m.nickname ?? '-'}</TableCell>
            <TableCell>{kind(m)}</TableCell>
            <TableCell className="whitespace-nowrap text-end tabular-nums" data-testid="agent-downline-balance">
              {money(m.balance)}
            </TableCell>
            <TableCell className="whitespace-nowrap">{time(m.lastLoginAt)}</TableCell>
            <TableCell>{status(m)}</TableCell>
            <TableCell className="text-end tabular-nums">{m.depth}</TableCell>
            <TableCell>{actions(m)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** Phones (360 px): one card per member. */
export const DownlineCards = ({ rows, cells }: { rows: readonly AgentTeamMember[]; cells: DownlineCells }) => {
  const { t } = useTranslation('agent');
  const { kind, status, time, money, actions } = cells;
  return (
    <ul className="flex flex-col gap-2" data-testid="agent-downlines-cards">
      {rows.map((m) => (
        <li
          key={m.id}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
          data-testid="agent-downline-card"
          data-account={m.account}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{m.account}</p>
              <p className="truncate text-xs text-fg-muted">
                {m.nickname ?? '-'} · {kind(m)} · {t('downlines.depthValue', { depth: m.depth })}
              </p>
            </div>
            {status(m)}
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-fg-muted">{t('downlines.balance')}</dt>
              <dd className="tabular-nums">{money(m.balance)}</dd>
            </div>
            <div>
              <dt className="text-xs text-fg-muted">{t('downlines.lastLogin')}</dt>
              <dd>{time(m.lastLoginAt)}</dd>
            </div>
          </dl>
          {actions(m)}
        </li>
      ))}
    </ul>
  );
};
