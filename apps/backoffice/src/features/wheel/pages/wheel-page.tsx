import { Alert, Button, Card, Field, Input, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoWheelSettings } from '@gp/contracts';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { parseMoneyInput, toMoneyInput } from '../../../shared/format/money';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { fetchWheelSettings, fetchWheelSpins, grantTickets, saveWheelSettings, wheelKeys } from '../wheel-api';
import { canUseWheel } from '../wheel-permissions';
import { wheelTestIds as ids } from '../wheel-test-ids';
import { WheelTableEditor } from './wheel-table-editor';
import { Pager } from '../../../shared/ui/pager';

const newKey = () => crypto.randomUUID().replaceAll('-', '');
const labelOf = (labels: Record<string, string>) => labels.EN ?? Object.values(labels)[0] ?? '';

/** The paying promotion and the deposit rule: each credited deposit of at least the amount grants the tickets. */
const SettingsCard = ({ settings }: { settings: BoWheelSettings }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [promotionId, setPromotionId] = useState(settings.promotionId === null ? '' : String(settings.promotionId));
  const [minAmount, setMinAmount] = useState(settings.depositMinAmount === null ? '' : toMoneyInput(Number(settings.depositMinAmount)));
  const [tickets, setTickets] = useState(String(settings.depositTickets));
  const save = useMutation({
    mutationFn: () =>
      saveWheelSettings({
        promotionId: promotionId.trim() === '' ? null : Number(promotionId),
        depositMinAmount: minAmount.trim() === '' ? null : parseMoneyInput(minAmount),
        depositTickets: Number(tickets),
      }),
    onSuccess: (s) => client.setQueryData(wheelKeys.settings, s),
  });
  return (
    <div className="mb-6" data-testid={ids.settings}>
      <Card title={t('wheelAdmin.settings')} description={t('wheelAdmin.depositRule')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('wheelAdmin.promotionId')}>
            <Input inputMode="numeric" value={promotionId} onChange={(e) => setPromotionId(e.target.value)} />
          </Field>
          <Field label={t('wheelAdmin.depositMin')}>
            <Input inputMode="decimal" value={minAmount} onChange={(e) => setMinAmount(e.target.value)} />
          </Field>
          <Field label={t('wheelAdmin.depositTickets')}>
            <Input inputMode="numeric" value={tickets} onChange={(e) => setTickets(e.target.value)} />
          </Field>
        </div>
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
        <div className="mt-4">
          <Button onClick={() => save.mutate()} disabled={save.isPending}>
            {t('wheelAdmin.save')}
          </Button>
        </div>
      </Card>
    </div>
  );
};

/** Grants tickets to a member with a reason (audited); one key per grant, so a retried press grants once. */
const GrantCard = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [account, setAccount] = useState('');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  const key = useRef(newKey());
  const grant = useMutation({
    mutationFn: () => grantTickets({ account: account.trim(), count: Number(count), reason: reason.trim(), clientKey: key.current }),
    onSuccess: () => {
      key.current = newKey();
      void client.invalidateQueries({ queryKey: ['wheel'] });
    },
  });
  return (
    <div className="mb-6" data-testid={ids.grant}>
      <Card title={t('wheelAdmin.grant')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('wheelAdmin.account')}>
            <Input value={account} maxLength={64} onChange={(e) => setAccount(e.target.value)} data-testid={ids.grantAccount} />
          </Field>
          <Field label={t('wheelAdmin.count')}>
            <Input inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} data-testid={ids.grantCount} />
          </Field>
          <Field label={t('wheelAdmin.reason')}>
            <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} data-testid={ids.grantReason} />
          </Field>
        </div>
        {grant.error ? (
          <Alert tone="danger" className="mt-3">
            {grant.error.message}
          </Alert>
        ) : null}
        {grant.data ? (
          <Alert tone="success" className="mt-3" data-testid={ids.granted}>
            {t('wheelAdmin.granted', { account: grant.data.account, count: grant.data.granted, balance: grant.data.balance })}
          </Alert>
        ) : null}
        <div className="mt-4">
          <Button onClick={() => grant.mutate()} disabled={grant.isPending || !account.trim() || !reason.trim()} data-testid={ids.grantSubmit}>
            {t('wheelAdmin.grantSubmit')}
          </Button>
        </div>
      </Card>
    </div>
  );
};

/** Every spin: member, roll out of the total weight, table version, result and payout. */
const SpinLog = () => {
  const { t, i18n } = useTranslation();
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const filter = { pageNo, account };
  const page = useQuery({ queryKey: wheelKeys.spins(filter), queryFn: ({ signal }) => fetchWheelSpins(filter, signal), placeholderData: keepPreviousData });
  const data = page.data;
  return (
    <div className="mb-6" data-testid={ids.spins}>
      <Card title={t('wheelAdmin.spins')}>
        <Field label={t('wheelAdmin.account')} className="mb-3 max-w-60">
          <Input
            value={account}
            onChange={(e) => {
              setAccount(e.target.value);
              setPageNo(1);
            }}
          />
        </Field>
        <ListState query={page} empty={data?.list.length === 0} emptyText={t('wheelAdmin.noSpins')} emptyTestId="wheel-spins-empty" />
        {data && data.list.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('wheelAdmin.col.when')}</TableHeaderCell>
                <TableHeaderCell>{t('wheelAdmin.account')}</TableHeaderCell>
                <TableHeaderCell>{t('wheelAdmin.col.roll')}</TableHeaderCell>
                <TableHeaderCell>{t('wheelAdmin.col.version')}</TableHeaderCell>
                <TableHeaderCell>{t('wheelAdmin.col.result')}</TableHeaderCell>
                <TableHeaderCell>{t('wheelAdmin.col.payout')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{formatDateTime(s.createdAt, i18n.language)}</TableCell>
                  <TableCell>{s.account}</TableCell>
                  <TableCell className="tabular-nums">{`${s.roll} / ${s.totalWeight}`}</TableCell>
                  <TableCell className="tabular-nums">{s.tableVersion}</TableCell>
                  <TableCell>{labelOf(s.labels)}</TableCell>
                  <TableCell>{`${t(`wheelAdmin.payout.${s.payout}`)}${s.payoutError ? ` (${s.payoutError})` : ''}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {data ? (
          <div className="mt-3">
            <Pager pageNo={pageNo} totalPages={data.totalPages} total={data.total} onPage={setPageNo} />
          </div>
        ) : null}
      </Card>
    </div>
  );
};

/** The prize wheel: settings and deposit rule, the prize table editor, ticket grants and the spin log. */
export const WheelAdminPage = () => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const allowed = canUseWheel(roles);
  const settings = useQuery({ queryKey: wheelKeys.settings, queryFn: ({ signal }) => fetchWheelSettings(signal), enabled: allowed });
  const header = <PageHeader title={t('wheelAdmin.title')} description={t('wheelAdmin.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  return (
    <>
      {header}
      <ListState query={settings} empty={false} emptyText="" emptyTestId="wheel-settings-empty" />
      {settings.data ? (
        <>
          <SettingsCard settings={settings.data} />
          <WheelTableEditor key={settings.data.table?.version ?? 0} settings={settings.data} />
        </>
      ) : null}
      <GrantCard />
      <SpinLog />
    </>
  );
};
