import type { BoPointsMallGoods } from '@gp/contracts';
import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { toMoneyInput } from '../../../shared/format/money';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { fetchConfig, fetchGoods, pointsMallKeys } from '../points-mall-api';
import { canEditMallConfig, canEditMallGoods, canUsePointsMall, canWorkMallQueue } from '../points-mall-permissions';
import { pointsMallTestIds as ids } from '../points-mall-test-ids';
import { ConvertConfigCard } from './convert-config-card';
import { GoodsEditorDialog } from './goods-editor-dialog';
import { GrantPointsCard } from './grant-points-card';
import { RedemptionQueue } from './redemption-queue';

/** Every goods item, offered or not, with what was redeemed of it. */
const GoodsSection = () => {
  const { t, i18n } = useTranslation();
  const goods = useQuery({ queryKey: pointsMallKeys.goods, queryFn: ({ signal }) => fetchGoods(signal) });
  const [editing, setEditing] = useState<BoPointsMallGoods | 'new' | null>(null);
  const list = goods.data?.list ?? [];
  return (
    <div data-testid={ids.goods}>
      <Card
        title={t('pointsMallAdmin.goods')}
        actions={
          <Button onClick={() => setEditing('new')} data-testid={ids.addGoods}>
            {t('pointsMallAdmin.addGoods')}
          </Button>
        }
      >
        <ListState query={goods} empty={list.length === 0} emptyText={t('pointsMallAdmin.goodsEmpty')} emptyTestId="bo-mall-goods-empty" />
        {list.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('pointsMallAdmin.name')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.redeemType')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.pointsNeeded')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.stock')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.redeemed')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.languages')}</TableHeaderCell>
                <TableHeaderCell>{t('pointsMallAdmin.actions')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((g) => (
                <TableRow key={g.id} data-testid={ids.goodsRow}>
                  <TableCell>
                    <div className="font-medium">{g.name}</div>
                    {g.enabled ? null : <StatusBadge tone="neutral" label={t('pointsMallAdmin.disabled')} />}
                  </TableCell>
                  <TableCell>{t(`pointsMallAdmin.type.${g.redeemType}`)}</TableCell>
                  <TableCell className="tabular-nums">
                    {g.pointsNeeded.toLocaleString(i18n.language)}
                    {g.amountNeeded > 0 ? <div className="text-xs text-fg-muted">{toMoneyInput(g.amountNeeded)}</div> : null}
                  </TableCell>
                  <TableCell className="tabular-nums">{g.stock === null ? t('pointsMallAdmin.unlimited') : g.stock}</TableCell>
                  <TableCell className="tabular-nums">{g.redeemed}</TableCell>
                  <TableCell className="tabular-nums">{Object.keys(g.translations).length + 1}</TableCell>
                  <TableCell>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(g)} data-testid={ids.editGoods}>
                      {t('pointsMallAdmin.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Card>
      {editing ? <GoodsEditorDialog goods={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
};

const ConfigSection = () => {
  const config = useQuery({ queryKey: pointsMallKeys.config, queryFn: ({ signal }) => fetchConfig(signal) });
  return config.data ? (
    <ConvertConfigCard key={config.data.updatedAt} config={config.data} />
  ) : (
    <ListState query={config} empty={false} emptyText="" emptyTestId="bo-mall-config-empty" />
  );
};

/** The points mall for staff: the redemption queue, the goods editor and the conversion terms, each for the roles its routes admit. */
export const PointsMallAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  if (!canUsePointsMall(roles)) return <NoAccess />;
  return (
    <div className="flex flex-col gap-6" data-testid={ids.page}>
      <PageHeader title={t('pointsMallAdmin.title')} description={t('pointsMallAdmin.intro')} />
      {canWorkMallQueue(roles) ? <RedemptionQueue /> : null}
      {canWorkMallQueue(roles) ? <GrantPointsCard /> : null}
      {canEditMallGoods(roles) ? <GoodsSection /> : null}
      {canEditMallConfig(roles) ? <ConfigSection /> : null}
    </div>
  );
};
