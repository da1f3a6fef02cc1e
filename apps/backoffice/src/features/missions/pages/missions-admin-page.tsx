import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoLeaderboard, BoMission } from '@gp/contracts';
import { Button, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { fetchBoards, fetchMissions, missionsAdminKeys } from '../missions-admin-api';
import { canEditMissions } from '../missions-permissions';
import { missionsTestIds as ids } from '../missions-test-ids';
import { BoardEditor } from './board-editor';
import { BoardResults } from './board-results';
import { MissionEditor } from './mission-editor';

/** Missions: the list with claims made, and the editor for a new or chosen mission (every save audited). */
export const MissionsAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const missions = useQuery({ queryKey: missionsAdminKeys.missions, queryFn: ({ signal }) => fetchMissions(signal), enabled: canEditMissions(roles) });
  const [editing, setEditing] = useState<BoMission | 'new' | null>(null);
  if (!canEditMissions(roles)) return <NoAccess />;
  const list = missions.data?.list ?? [];
  return (
    <>
      <PageHeader
        title={t('missionsAdmin.missionsTitle')}
        description={t('missionsAdmin.missionsDescription')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid={ids.missionNew}>
            {t('missionsAdmin.newMission')}
          </Button>
        }
      />
      {editing !== null ? (
        <MissionEditor key={editing === 'new' ? 'new' : editing.id} mission={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      <ListState query={missions} empty={list.length === 0} emptyText={t('missionsAdmin.noMissions')} emptyTestId="missions-empty" />
      {list.length > 0 ? (
        <Table caption={t('missionsAdmin.missionsTitle')}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('promotions.field.title')}</TableHeaderCell>
              <TableHeaderCell>{t('promotionRuns.col.period')}</TableHeaderCell>
              <TableHeaderCell>{t('missionsAdmin.rewardKind')}</TableHeaderCell>
              <TableHeaderCell className="text-end">{t('missionsAdmin.claims')}</TableHeaderCell>
              <TableHeaderCell>{t('catalog.col.enabled')}</TableHeaderCell>
              <TableHeaderCell>
                <span className="sr-only">{t('content.actions')}</span>
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((m) => (
              <TableRow key={m.id} data-testid={ids.missionRow}>
                <TableCell>{m.title}</TableCell>
                <TableCell>{t(`agentsAdmin.period.${m.period}`)}</TableCell>
                <TableCell>{t(`missionsAdmin.rewardKinds.${m.rewardKind}`)}</TableCell>
                <TableCell className="text-end tabular-nums">{m.claims}</TableCell>
                <TableCell>{m.enabled ? t('content.yes') : t('content.no')}</TableCell>
                <TableCell>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(m)} aria-label={`${t('content.edit')}: ${m.title}`}>
                    {t('content.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
};

/** Leaderboards: the list, the editor, and a board's results with each prize's paid status. */
export const BoardsAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const boards = useQuery({ queryKey: missionsAdminKeys.boards, queryFn: ({ signal }) => fetchBoards(signal), enabled: canEditMissions(roles) });
  const [editing, setEditing] = useState<BoLeaderboard | 'new' | null>(null);
  const [results, setResults] = useState<number | null>(null);
  if (!canEditMissions(roles)) return <NoAccess />;
  const list = boards.data?.list ?? [];
  return (
    <>
      <PageHeader
        title={t('missionsAdmin.boardsTitle')}
        description={t('missionsAdmin.boardsDescription')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid={ids.boardNew}>
            {t('missionsAdmin.newBoard')}
          </Button>
        }
      />
      {editing !== null ? (
        <BoardEditor key={editing === 'new' ? 'new' : editing.id} board={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : null}
      <ListState query={boards} empty={list.length === 0} emptyText={t('missionsAdmin.noBoards')} emptyTestId="boards-empty" />
      {list.length > 0 ? (
        <div className="mb-6">
          <Table caption={t('missionsAdmin.boardsTitle')}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('promotions.field.title')}</TableHeaderCell>
                <TableHeaderCell>{t('missionsAdmin.metric')}</TableHeaderCell>
                <TableHeaderCell>{t('promotionRuns.col.period')}</TableHeaderCell>
                <TableHeaderCell>{t('promotions.field.category')}</TableHeaderCell>
                <TableHeaderCell>{t('catalog.col.enabled')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('content.actions')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((b) => (
                <TableRow key={b.id} data-testid={ids.boardRow}>
                  <TableCell>{b.title}</TableCell>
                  <TableCell>{t(`missionsAdmin.metrics.${b.metric}`)}</TableCell>
                  <TableCell>{t(`agentsAdmin.period.${b.period}`)}</TableCell>
                  <TableCell>{b.category === null ? t('missionsAdmin.anyCategory') : t(`missionsAdmin.categories.${b.category}`)}</TableCell>
                  <TableCell>{b.enabled ? t('content.yes') : t('content.no')}</TableCell>
                  <TableCell className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(b)} aria-label={`${t('content.edit')}: ${b.title}`}>
                      {t('content.edit')}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setResults(b.id)} aria-label={`${t('missionsAdmin.showResults')}: ${b.title}`}>
                      {t('missionsAdmin.showResults')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {results !== null ? <BoardResults key={results} boardId={results} /> : null}
    </>
  );
};
