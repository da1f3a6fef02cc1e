import { promotionRunMemberStatus, type BoPromotionRun, type BoPromotionRunMember } from '@gp/contracts';
import { Alert, Button, Field, Input, Spinner, TableCell, TableRow } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money';
import { useReveal } from '../../../../shared/hooks/use-reveal';
import { errorMessage } from '../../../../shared/http/error-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FilterSelect } from '../../../../shared/ui/filter-select';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { AmountCell } from '../../../../shared/ui/queue-cells';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { fetchPromotionRun, fetchPromotionRunMembers, holdPromotionRun, releasePromotionRun, type MemberFilter } from '../../api/promotion-runs-api';
import { memberStatusTone, ratePercent, runStatusTone } from '../../promotion-runs-labels';
import { promotionRunsTestIds } from '../../promotion-runs-test-ids';
import { promotionRunsKeys } from '../../queries/keys';

const ids = promotionRunsTestIds;
const emptyFilter: MemberFilter = { status: '', account: '' };

type Action = 'hold' | 'release';

const Totals = ({ run, currency }: { run: BoPromotionRun; currency: string }) => {
  const { t, i18n } = useTranslation();
  const money = (minor: BoPromotionRun['total']) => formatMoney(minor, currency, i18n.language);
  const items: [string, string][] = [
    [t('promotionRuns.col.status'), t(`promotionRuns.status.${run.status}`)],
    [t('promotionRuns.col.members'), String(run.members)],
    [t('promotionRuns.col.total'), money(run.total)],
    [t('promotionRuns.totals.paidCount'), String(run.paidCount)],
    [t('promotionRuns.totals.paidAmount'), money(run.paidAmount)],
    [t('promotionRuns.totals.shortCount'), String(run.budgetShortCount)],
    [t('promotionRuns.totals.shortAmount'), money(run.budgetShortAmount)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4" data-testid={ids.totals}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-fg-muted">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const MemberRow = ({ m, currency }: { m: BoPromotionRunMember; currency: string }) => {
  const { t, i18n } = useTranslation();
  const lines = m.lines.map((l) => `${l.category} ${ratePercent(l.rateBp, i18n.language)}`).join(', ');
  return (
    <TableRow>
      <TableCell>
        <span dir="ltr">{m.account}</span>
      </TableCell>
      <AmountCell minor={m.baseAmount} currency={currency} />
      <TableCell>
        <span title={lines}>{m.rateBp === null ? t('promotionRuns.members.mixed') : ratePercent(m.rateBp, i18n.language)}</span>
      </TableCell>
      <AmountCell minor={m.amount} currency={currency} />
      <TableCell>
        <StatusBadge tone={memberStatusTone[m.status]} label={t(`promotionRuns.memberStatus.${m.status}`)} />
      </TableCell>
    </TableRow>
  );
};

/** One run: its totals, hold and release (each confirmed), and its members a page at a time. */
export const RunDetail = ({
  id,
  currency,
  onClose,
  onFeedback,
}: {
  id: number;
  currency: string;
  onClose: () => void;
  onFeedback: (tone: 'success' | 'danger', message: string) => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MemberFilter>(emptyFilter);
  const [filter, setFilter] = useState<MemberFilter>(emptyFilter);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const run = useQuery({ queryKey: promotionRunsKeys.run(id), queryFn: ({ signal }) => fetchPromotionRun(id, signal) });
  const members = useQuery({
    queryKey: promotionRunsKeys.members(id, filter, page),
    queryFn: ({ signal }) => fetchPromotionRunMembers(id, filter, page, signal),
    placeholderData: keepPreviousData,
  });
  const headingRef = useReveal<HTMLHeadingElement>(run.data?.id ?? null);
  if (run.isPending) return <Spinner label={t('common.loading')} />;
  if (run.isError) return <Alert tone="danger">{run.error.message}</Alert>;
  const r = run.data;

  const act = async (which: Action) => {
    try {
      await (which === 'hold' ? holdPromotionRun(id) : releasePromotionRun(id));
      onFeedback('success', t(which === 'hold' ? 'promotionRuns.heldDone' : 'promotionRuns.releasedDone'));
    } catch (error) {
      onFeedback('danger', errorMessage(error, t('error.unexpected')));
    } finally {
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: promotionRunsKeys.all });
    }
  };

  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3" data-testid={ids.detail} aria-labelledby="promotion-run-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="promotion-run-title" ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold focus:outline-none">
          {t('promotionRuns.detailTitle', { promotion: r.promotionTitle ?? `#${r.promotionId}`, period: r.periodKey })}
        </h2>
        <div className="flex flex-wrap gap-2">
          {r.status === 'paying' || r.status === 'failed' ? (
            <Button size="sm" variant="secondary" onClick={() => setAction('hold')} data-testid={ids.hold}>
              {t('promotionRuns.hold')}
            </Button>
          ) : null}
          {r.status === 'held' ? (
            <Button size="sm" onClick={() => setAction('release')} data-testid={ids.release}>
              {t('promotionRuns.release')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('promotionRuns.close')}
          </Button>
        </div>
      </div>
      <div>
        <StatusBadge tone={runStatusTone[r.status]} label={t(`promotionRuns.status.${r.status}`)} />
      </div>
      {r.error ? <Alert tone="danger">{r.error}</Alert> : null}
      <Totals run={r} currency={currency} />
      <h3 className="font-semibold">{t('promotionRuns.members.title')}</h3>
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        <FilterSelect
          label={t('promotionRuns.col.status')}
          anyLabel={t('promotionRuns.any')}
          value={draft.status}
          options={promotionRunMemberStatus.options.map((s) => ({ value: s, label: t(`promotionRuns.memberStatus.${s}`) }))}
          onChange={(status) => setDraft({ ...draft, status })}
          testId={`${ids.members}-status`}
        />
        <Field label={t('promotionRuns.members.account')}>
          <Input type="search" dir="ltr" maxLength={64} value={draft.account} onChange={(e) => setDraft({ ...draft, account: e.target.value })} />
        </Field>
        <div className="flex items-end pb-6 sm:pb-0">
          <Button type="submit">{t('promotionRuns.apply')}</Button>
        </div>
      </form>
      <PagedTable<BoPromotionRunMember>
        query={members}
        caption={t('promotionRuns.members.title')}
        columns={[
          t('promotionRuns.members.account'),
          t('promotionRuns.members.base'),
          t('promotionRuns.members.rate'),
          t('promotionRuns.members.amount'),
          t('promotionRuns.col.status'),
        ]}
        empty={{ text: t('promotionRuns.members.empty'), testId: ids.membersEmpty }}
        testId={ids.members}
        onPage={setPage}
        row={(m) => <MemberRow key={m.memberId} m={m} currency={currency} />}
      />
      {action ? (
        <ConfirmDialog
          title={t(action === 'hold' ? 'promotionRuns.holdTitle' : 'promotionRuns.releaseTitle')}
          confirmLabel={t(action === 'hold' ? 'promotionRuns.hold' : 'promotionRuns.release')}
          testId={action === 'hold' ? ids.holdConfirm : ids.releaseConfirm}
          onClose={() => setAction(null)}
          onConfirm={() => act(action)}
        >
          <p>{t(action === 'hold' ? 'promotionRuns.holdBody' : 'promotionRuns.releaseBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
};
