import { Alert, Button, Card, Field, Input, Select, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@gp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoVipProgramme, VipKeepPeriod } from '@gp/contracts';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { ListState } from '../../../shared/ui/list-state';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import {
  fetchVipHistory,
  fetchVipMembers,
  fetchVipProgramme,
  fetchVipRuns,
  runVipNow,
  saveVipSettings,
  setVipLevel,
  vipKeys,
  type VipMemberFilter,
} from '../vip-api';
import { canEditVip, canManageVipMembers } from '../vip-permissions';
import { vipTestIds as ids } from '../vip-test-ids';
import { VipLevelForm } from './vip-level-form';
import { Pager } from '../../../shared/ui/pager';

const nameOf = (names: Partial<Record<string, string>>, level: number) => names.EN ?? Object.values(names)[0] ?? `VIP ${level}`;

/** The programme's settings: the loyalty promotion that pays, the rolling window, the keep period, the largest drop. */
const SettingsCard = ({ programme }: { programme: BoVipProgramme }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const s = programme.settings;
  const [promotionId, setPromotionId] = useState(s.promotionId === null ? '' : String(s.promotionId));
  const [windowDays, setWindowDays] = useState(String(s.windowDays));
  const [keepPeriod, setKeepPeriod] = useState<VipKeepPeriod>(s.keepPeriod);
  const [maxDrop, setMaxDrop] = useState(String(s.maxDropLevels));
  const save = useMutation({
    mutationFn: () =>
      saveVipSettings({
        promotionId: promotionId.trim() === '' ? null : Number(promotionId),
        windowDays: Number(windowDays),
        keepPeriod,
        maxDropLevels: Number(maxDrop),
      }),
    onSuccess: (p) => client.setQueryData(vipKeys.programme, p),
  });
  return (
    <div className="mb-6" data-testid={ids.settings}>
      <Card title={t('vip.settings')} description={s.promotionTitle ? t('vip.paidFrom', { title: s.promotionTitle }) : undefined}>
        <div className="grid gap-3 sm:grid-cols-4">
          <Field label={t('vip.promotionId')}>
            <Input inputMode="numeric" value={promotionId} onChange={(e) => setPromotionId(e.target.value)} />
          </Field>
          <Field label={t('vip.windowDays')}>
            <Input inputMode="numeric" value={windowDays} onChange={(e) => setWindowDays(e.target.value)} />
          </Field>
          <Field label={t('vip.keepPeriod')}>
            <Select
              value={keepPeriod}
              onChange={(e) => setKeepPeriod(e.target.value as VipKeepPeriod)}
              options={(['monthly', 'weekly', 'none'] as const).map((p) => ({ value: p, label: t(`vip.keep.${p}`) }))}
            />
          </Field>
          <Field label={t('vip.maxDrop')}>
            <Input inputMode="numeric" value={maxDrop} onChange={(e) => setMaxDrop(e.target.value)} />
          </Field>
        </div>
        {save.error ? (
          <Alert tone="danger" className="mt-3">
            {save.error.message}
          </Alert>
        ) : null}
        <Button className="mt-3" onClick={() => save.mutate()} disabled={save.isPending}>
          {t('vip.save')}
        </Button>
      </Card>
    </div>
  );
};

/** A member's level history, and a level set by hand with a remark. */
const MemberHistory = ({ memberId, canSet }: { memberId: number; canSet: boolean }) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const history = useQuery({ queryKey: vipKeys.history(memberId), queryFn: ({ signal }) => fetchVipHistory(memberId, signal) });
  const [level, setLevel] = useState('');
  const [remark, setRemark] = useState('');
  const set = useMutation({
    mutationFn: () => setVipLevel(memberId, Number(level), remark),
    onSuccess: (h) => {
      client.setQueryData(vipKeys.history(memberId), h);
      void client.invalidateQueries({ queryKey: ['vip', 'members'] });
      setRemark('');
    },
  });
  const data = history.data;
  return (
    <div className="mt-4" data-testid={ids.history}>
      <Card title={data ? t('vip.historyOf', { account: data.account, level: data.level }) : t('vip.history')} headingLevel={3}>
        <ListState query={history} empty={data?.history.length === 0} emptyText={t('vip.noHistory')} emptyTestId="vip-history-empty" />
        {data && data.history.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('vip.col.when')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.move')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.reason')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.remark')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.history.map((h) => (
                <TableRow key={h.id}>
                  <TableCell>{new Date(h.createdAt).toLocaleString(i18n.language)}</TableCell>
                  <TableCell className="tabular-nums">{`${h.fromLevel} → ${h.toLevel}`}</TableCell>
                  <TableCell>{`${t(`vip.reason.${h.reason}`)}${h.periodKey ? ` (${h.periodKey})` : ''}${h.staff ? ` · ${h.staff}` : ''}`}</TableCell>
                  <TableCell>{h.remark ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {canSet ? (
          <div className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
            <Field label={t('vip.newLevel')}>
              <Input inputMode="numeric" value={level} onChange={(e) => setLevel(e.target.value)} />
            </Field>
            <Field label={t('vip.col.remark')}>
              <Input value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
            </Field>
            <Button onClick={() => set.mutate()} disabled={set.isPending || level.trim() === '' || remark.trim() === ''}>
              {t('vip.setLevel')}
            </Button>
          </div>
        ) : null}
        {set.error ? (
          <Alert tone="danger" className="mt-3">
            {set.error.message}
          </Alert>
        ) : null}
      </Card>
    </div>
  );
};

const Members = ({ canSet }: { canSet: boolean }) => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<VipMemberFilter>({ level: '', account: '', pageNo: 1 });
  const [draft, setDraft] = useState({ level: '', account: '' });
  const [open, setOpen] = useState<number | null>(null);
  const page = useQuery({ queryKey: vipKeys.members(filter), queryFn: ({ signal }) => fetchVipMembers(filter, signal), placeholderData: keepPreviousData });
  return (
    <div className="mb-6" data-testid={ids.members}>
      <Card title={t('vip.members')}>
        <form
          className="mb-3 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...draft, pageNo: 1 });
          }}
        >
          <Field label={t('vip.col.level')}>
            <Input inputMode="numeric" value={draft.level} onChange={(e) => setDraft({ ...draft, level: e.target.value })} />
          </Field>
          <Field label={t('reconciliation.col.account')}>
            <Input value={draft.account} onChange={(e) => setDraft({ ...draft, account: e.target.value })} />
          </Field>
          <Button type="submit">{t('vip.search')}</Button>
        </form>
        <ListState query={page} empty={page.data?.list.length === 0} emptyText={t('vip.noMembers')} emptyTestId="vip-members-empty" />
        {page.data && page.data.list.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('reconciliation.col.account')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.level')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.since')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('vip.history')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.data.list.map((m) => (
                <TableRow key={m.memberId}>
                  <TableCell>{m.account}</TableCell>
                  <TableCell className="tabular-nums">{m.level}</TableCell>
                  <TableCell>{m.since ? new Date(m.since).toLocaleDateString() : ''}</TableCell>
                  <TableCell>
                    <Button size="sm" variant="secondary" onClick={() => setOpen(m.memberId)} aria-label={`${t('vip.history')}: ${m.account}`}>
                      {t('vip.history')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {page.data ? (
          <div className="mt-3">
            <Pager pageNo={filter.pageNo} totalPages={page.data.totalPages} total={page.data.total} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
          </div>
        ) : null}
        {open !== null ? <MemberHistory key={open} memberId={open} canSet={canSet} /> : null}
      </Card>
    </div>
  );
};

const Runs = () => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const runs = useQuery({ queryKey: vipKeys.runs, queryFn: ({ signal }) => fetchVipRuns(signal) });
  const runNow = useMutation({
    mutationFn: runVipNow,
    onSuccess: (status) => {
      client.setQueryData(vipKeys.runs, status);
      void client.invalidateQueries({ queryKey: ['vip'] });
    },
  });
  const data = runs.data;
  return (
    <div className="mb-6" data-testid={ids.runs}>
      <Card
        title={t('vip.runs')}
        actions={
          <Button size="sm" onClick={() => runNow.mutate()} disabled={runNow.isPending} data-testid="vip-run-now">
            {t('vip.runNow')}
          </Button>
        }
        description={
          data
            ? t('vip.runsSummary', { state: t(data.schedulerOn ? 'vip.schedulerOn' : 'vip.schedulerOff'), owed: data.owed, refused: data.refused })
            : undefined
        }
      >
        {runNow.error ? (
          <Alert tone="danger" className="mb-3">
            {runNow.error.message}
          </Alert>
        ) : null}
        <ListState query={runs} empty={data?.runs.length === 0} emptyText={t('vip.noRuns')} emptyTestId="vip-runs-empty" />
        {data && data.runs.length > 0 ? (
          <Table>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('vip.col.when')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.upgraded')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.downgraded')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.paid')}</TableHeaderCell>
                <TableHeaderCell>{t('vip.col.error')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.runs.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{new Date(r.startedAt).toLocaleString(i18n.language)}</TableCell>
                  <TableCell className="tabular-nums">{r.upgraded}</TableCell>
                  <TableCell className="tabular-nums">{r.downgraded}</TableCell>
                  <TableCell className="tabular-nums">{r.bonusesPaid}</TableCell>
                  <TableCell>{r.error ?? (r.finishedAt ? '' : '…')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </Card>
    </div>
  );
};

/** VIP levels: the ladder editor and settings, members by level with their history and a manual level, and the runs. */
export const VipPage = () => {
  const { t, i18n } = useTranslation();
  const roles = useStaffRoles();
  const editor = canEditVip(roles);
  const memberStaff = canManageVipMembers(roles);
  const [editing, setEditing] = useState<number | null>(null);
  const programme = useQuery({ queryKey: vipKeys.programme, queryFn: ({ signal }) => fetchVipProgramme(signal), enabled: editor });
  const header = <PageHeader title={t('vip.title')} description={t('vip.description')} />;
  if (!editor && !memberStaff)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );
  const levels = programme.data?.levels ?? [];
  // Major units with the staff member's digit grouping; the editor itself takes plain numbers.
  const grouped = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const money = (minor: number) => grouped.format(minor / 100);
  const nextLevel = levels.length === 0 ? 0 : Math.min(100, Math.max(...levels.map((l) => l.level)) + 1);
  return (
    <>
      {header}
      {editor ? (
        <>
          {editing !== null ? (
            <VipLevelForm key={editing} level={editing} existing={levels.find((l) => l.level === editing)} onDone={() => setEditing(null)} />
          ) : null}
          <div className="mb-6">
            <Card
              title={t('vip.levels')}
              actions={
                <Button size="sm" onClick={() => setEditing(nextLevel)} disabled={levels.some((l) => l.level === 100)}>
                  {t('vip.addLevel')}
                </Button>
              }
            >
              <ListState query={programme} empty={levels.length === 0} emptyText={t('vip.noLevels')} emptyTestId="vip-levels-empty" />
              {levels.length > 0 ? (
                <Table data-testid={ids.levels}>
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>{t('vip.col.level')}</TableHeaderCell>
                      <TableHeaderCell>{t('vip.name')}</TableHeaderCell>
                      <TableHeaderCell>{t('vip.col.reach')}</TableHeaderCell>
                      <TableHeaderCell>{t('vip.col.keep')}</TableHeaderCell>
                      <TableHeaderCell>{t('vip.col.bonuses')}</TableHeaderCell>
                      <TableHeaderCell>{t('vip.col.members')}</TableHeaderCell>
                      <TableHeaderCell>
                        <span className="sr-only">{t('vip.edit')}</span>
                      </TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {levels.map((l) => (
                      <TableRow key={l.level} data-testid={ids.levelRow} data-level={l.level}>
                        <TableCell className="tabular-nums">{l.level}</TableCell>
                        <TableCell>{nameOf(l.names, l.level)}</TableCell>
                        <TableCell className="tabular-nums">{`${money(l.depositThreshold)} / ${money(l.validBetThreshold)}`}</TableCell>
                        <TableCell className="tabular-nums">{`${money(l.keepDeposit)} / ${money(l.keepValidBet)}`}</TableCell>
                        <TableCell className="tabular-nums">{`${money(l.upgradeBonus)} · ${money(l.weeklyBonus)} · ${money(l.monthlyBonus)}`}</TableCell>
                        <TableCell className="tabular-nums">{l.members}</TableCell>
                        <TableCell>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setEditing(l.level)}
                            data-testid={ids.edit}
                            aria-label={`${t('vip.edit')}: ${nameOf(l.names, l.level)}`}
                          >
                            {t('vip.edit')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
            </Card>
          </div>
          {programme.data ? <SettingsCard key={programme.data.settings.promotionId ?? 0} programme={programme.data} /> : null}
        </>
      ) : null}
      {memberStaff ? <Members canSet={memberStaff} /> : null}
      {editor ? <Runs /> : null}
    </>
  );
};
