import type { BoVendor, boVendorCreate, boVendorUpdate } from '@gp/contracts';
import { Button, Card, Switch, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { createVendor, fetchVendors, updateVendor } from '../../api/catalog-api';
import { gamesKeys } from '../../queries/keys';
import { useCatalogPatch } from '../../queries/use-catalog-patch';
import { OrderInput } from './order-input';
import { VendorForm } from './vendor-form';

const ids = testIds.vendors;

/** Game vendors: add, rename per language, switch on or off, put in maintenance, reorder. */
export const VendorsPage = () => {
  const { t } = useTranslation();
  const allowed = canEditCatalog(useStaffRoles());
  const client = useQueryClient();
  const list = useQuery({ queryKey: gamesKeys.catalogVendors, queryFn: ({ signal }) => fetchVendors(signal), enabled: allowed });
  const { feedback, save: patch, busy } = useCatalogPatch<z.input<typeof boVendorUpdate>>(gamesKeys.catalogVendors, updateVendor);
  const [editing, setEditing] = useState<BoVendor | 'new' | null>(null);
  const [formFeedback, setFormFeedback] = useState<Feedback>(null);
  const save = (id: number, body: z.input<typeof boVendorUpdate>) => {
    setFormFeedback(null);
    patch(id, body);
  };

  const header = (
    <PageHeader
      title={t('vendors.title')}
      description={t('vendors.description')}
      actions={
        allowed ? (
          <Button onClick={() => setEditing('new')} data-testid={ids.create}>
            {t('vendors.create')}
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
  const vendors = list.data?.list ?? [];

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <FeedbackAlert feedback={formFeedback ?? feedback} />
          <ListState query={list} empty={vendors.length === 0} emptyText={t('vendors.empty')} emptyTestId={ids.empty} />
          {vendors.length > 0 ? (
            <Table caption={t('vendors.title')} data-testid={ids.table}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('catalog.col.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.code')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.type')}</TableHeaderCell>
                  <TableHeaderCell>{t('vendors.col.games')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.enabled')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.maintenance')}</TableHeaderCell>
                  <TableHeaderCell>{t('catalog.col.order')}</TableHeaderCell>
                  <TableHeaderCell>
                    <span className="sr-only">{t('content.actions')}</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {vendors.map((v) => (
                  <TableRow key={v.id} data-testid={ids.row} data-vassalage={v.vassalage}>
                    <TableCell>{v.displayName}</TableCell>
                    <TableCell>
                      <span dir="ltr" className="font-mono">
                        {v.vassalage}
                      </span>
                    </TableCell>
                    <TableCell>{v.gameType}</TableCell>
                    <TableCell>{v.gameCount}</TableCell>
                    <TableCell>
                      <Switch
                        checked={v.enabled}
                        disabled={busy}
                        aria-label={t('catalog.enabledOf', { name: v.displayName })}
                        onCheckedChange={(enabled) => save(v.id, { enabled })}
                        data-testid={ids.enabled}
                      />
                    </TableCell>
                    <TableCell>
                      <Switch
                        checked={v.maintenance}
                        disabled={busy}
                        aria-label={t('catalog.maintenanceOf', { name: v.displayName })}
                        onCheckedChange={(maintenance) => save(v.id, { maintenance })}
                        data-testid={ids.maintenance}
                      />
                    </TableCell>
                    <TableCell>
                      <OrderInput
                        value={v.sortOrder}
                        disabled={busy}
                        label={t('catalog.orderOf', { name: v.displayName })}
                        testId={ids.order}
                        onCommit={(sortOrder) => save(v.id, { sortOrder })}
                      />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setEditing(v)}
                        aria-label={t('vendors.editOf', { name: v.displayName })}
                        data-testid={ids.edit}
                      >
                        {t('content.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </div>
      </Card>
      {editing ? (
        <VendorForm
          key={editing === 'new' ? 'new' : editing.id}
          vendor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            if (editing === 'new') await createVendor(values as z.input<typeof boVendorCreate>);
            else await updateVendor(editing.id, values as z.input<typeof boVendorUpdate>);
            setFormFeedback({ tone: 'success', message: editing === 'new' ? t('vendors.created') : t('catalog.saved') });
            setEditing(null);
            await client.invalidateQueries({ queryKey: gamesKeys.catalogVendors });
          }}
        />
      ) : null}
    </>
  );
};
