import type { boGameCreate, boGameUpdate } from '@gp/contracts';
import { Button, Card, Switch, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { canEditCatalog } from '../../../../app/session/permissions';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { testIds } from '../../../../shared/test-ids';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { Pager } from '../../../../shared/ui/pager';
import { createGame, emptyGameFilters, fetchGames, fetchVendors, updateGame, type GameFilters } from '../../api/catalog-api';
import { gamesKeys } from '../../queries/keys';
import { useCatalogPatch } from '../../queries/use-catalog-patch';
import { GameCreateForm } from './game-create-form';
import { GamesFilters } from './games-filters';
import { OrderInput } from './order-input';

const ids = testIds.games;

/** Games (10,000+): filtered and paged on the server; added in a dialog; hot, enabled, maintenance and order edited in place. */
export const GamesPage = () => {
  const { t } = useTranslation();
  const allowed = canEditCatalog(useStaffRoles());
  const [filters, setFilters] = useState<GameFilters>(emptyGameFilters);
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({
    queryKey: gamesKeys.catalogGames.page(filters, pageNo),
    queryFn: ({ signal }) => fetchGames(filters, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const { feedback, save: patch, busy } = useCatalogPatch<z.input<typeof boGameUpdate>>(gamesKeys.catalogGames.all, updateGame);
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [formFeedback, setFormFeedback] = useState<Feedback>(null);
  // The create dialog picks a vendor from this list; loaded when the dialog opens.
  const vendors = useQuery({ queryKey: gamesKeys.catalogVendors, queryFn: ({ signal }) => fetchVendors(signal), enabled: allowed && creating });
  const save = (id: number, body: z.input<typeof boGameUpdate>) => {
    setFormFeedback(null);
    patch(id, body);
  };

  const header = (
    <PageHeader
      title={t('games.title')}
      description={t('games.description')}
      actions={
        allowed ? (
          <Button onClick={() => setCreating(true)} data-testid={ids.create}>
            {t('games.create')}
          </Button>
        ) : null
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
  const games = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <GamesFilters
            value={filters}
            onApply={(next) => {
              setFilters(next);
              setPageNo(1);
            }}
          />
          <FeedbackAlert feedback={creating && vendors.isError ? { tone: 'danger', message: vendors.error.message } : (formFeedback ?? feedback)} />
          <ListState query={list} empty={games.length === 0} emptyText={t('games.empty')} emptyTestId={ids.empty} />
          {games.length > 0 ? (
            <Table caption={t('games.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('catalog.col.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.code')}</TableHeaderCell>
                  <TableHeaderCell>{t('games.col.vendor')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.type')}</TableHeaderCell>
                  <TableHeaderCell>{t('games.col.hot')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.enabled')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.maintenance')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.order')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {games.map((g) => (
                  <TableRow key={g.nodeId} data-testid={ids.row} data-game-id={g.nodeId} data-game-code={g.gameCode}>
                    <TableCell>{g.displayName}</TableCell>
                    <TableCell>
                      <span dir="ltr" className="font-mono">
                        {g.gameCode}
                      </span>
                    </TableCell>
                    <TableCell>
                      <span dir="ltr" className="font-mono">
                        {g.vassalage}
                      </span>
                    </TableCell>
                    <TableCell>{g.gameType}</TableCell>
                    <TableCell>
                      <Switch
                        checked={g.isHot === 1}
                        disabled={busy}
                        aria-label={t('games.hotOf', { name: g.displayName })}
                        onCheckedChange={(isHot) => save(g.nodeId, { isHot })}
                        data-testid={ids.hot}
                      />
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={g.enabled}
                        disabled={busy}
                        aria-label={t('catalog.enabledOf', { name: g.displayName })}
                        onCheckedChange={(enabled) => save(g.nodeId, { enabled })}
                        data-testid={ids.enabled}
                      />
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={g.maintenance}
                        disabled={busy}
                        aria-label={t('catalog.maintenanceOf', { name: g.displayName })}
                        onCheckedChange={(maintenance) => save(g.nodeId, { maintenance })}
                        data-testid={ids.maintenance}
                      />
                    </TableCell>
                    <TableCell>
                      <OrderInput
                        value={g.sortOrder}
                        disabled={busy}
                        label={t('catalog.orderOf', { name: g.displayName })}
                        testId={ids.order}
                        onCommit={(sortOrder) => save(g.nodeId, { sortOrder })}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {list.data ? (
            <Pager pageNo={list.data.pageNo} totalPages={list.data.totalPages} total={list.data.total} busy={list.isFetching} onPage={setPageNo} />
          ) : null}
        </div>
      </Card>
      {creating && vendors.data ? (
        <GameCreateForm
          vendors={vendors.data.list}
          onClose={() => setCreating(false)}
          onSave={async (values) => {
            const game = await createGame(values as z.input<typeof boGameCreate>);
            setFormFeedback({ tone: 'success', message: t('games.created', { name: game.displayName }) });
            setCreating(false);
            await Promise.all([
              client.invalidateQueries({ queryKey: gamesKeys.catalogGames.all }),
              client.invalidateQueries({ queryKey: gamesKeys.catalogVendors }),
            ]);
          }}
        />
      ) : null}
    </>
  );
};
