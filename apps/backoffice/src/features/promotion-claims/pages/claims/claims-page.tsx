import type { BoPromotionClaim, BoPromotionClaimBulkResult } from '@gp/contracts';
import { Button, Card, Checkbox, TableCell, TableRow, VisuallyHidden } from '@gp/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffRoles } from '../../../../app/session/use-staff-roles';
import { errorMessage } from '../../../../shared/http/error-message';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { Money } from '../../../../shared/ui/money';
import { NoAccess } from '../../../../shared/ui/no-access';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PagedTable } from '../../../../shared/ui/paged-table';
import { TimeCell } from '../../../../shared/ui/queue-cells';
import { ReasonDialog } from '../../../../shared/ui/reason-dialog';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { useMerchantCurrency } from '../../../settings/queries/use-merchant-currency';
import { bulkDecide, fetchClaims, rejectClaim, type ClaimFilters } from '../../api/claims-api';
import { awaitsSecond, claimTone, isOpen } from '../../claim-status';
import { canReviewClaims } from '../../promotion-claims-permissions';
import { promotionClaimsTestIds as ids } from '../../promotion-claims-test-ids';
import { promotionClaimsKeys } from '../../queries/keys';
import { BulkBar } from './bulk-bar';
import { ClaimDrawer } from './claim-drawer';
import { ClaimsFilters } from './claims-filters';

const initialFilters: ClaimFilters = { promotionId: '', status: 'applying', account: '', from: '', to: '' };

type Dialog = { kind: 'detail'; claim: BoPromotionClaim } | { kind: 'reject'; claim: BoPromotionClaim } | { kind: 'bulkReject' } | null;

/**
 * Promotions > Claims: applications and held claims waiting for staff first. A row opens the claim
 * (remark, pictures, why it was held); approve pays it (an application with the amount entered),
 * reject tells the member why. Rows can be selected and decided together.
 */
export const ClaimsPage = () => {
  const { t } = useTranslation();
  const allowed = canReviewClaims(useStaffRoles());
  const client = useQueryClient();
  const currency = useMerchantCurrency();
  const [filters, setFilters] = useState<ClaimFilters>(initialFilters);
  const [pageNo, setPageNo] = useState(1);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkResult, setBulkResult] = useState<BoPromotionClaimBulkResult | null>(null);
  const list = useQuery({
    queryKey: promotionClaimsKeys.page(filters, pageNo),
    queryFn: ({ signal }) => fetchClaims(filters, pageNo, signal),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  const refresh = () => client.invalidateQueries({ queryKey: promotionClaimsKeys.all });
  const header = <PageHeader title={t('promotionClaims.title')} description={t('promotionClaims.description')} />;
  if (!allowed)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  const rows = list.data?.list ?? [];
  const openRows = rows.filter(isOpen);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = openRows.length > 0 && openRows.every((r) => selected.has(r.id));

  const runBulk = async (body: Parameters<typeof bulkDecide>[0]) => {
    setBulkBusy(true);
    try {
      const result = await bulkDecide(body);
      setBulkResult(result);
      setSelected(new Set());
      setFeedback(null);
      await refresh();
    } catch (error) {
      setFeedback({ tone: 'danger', message: errorMessage(error, t('error.unexpected')) });
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <>
      {header}
      <Card>
        <div className="flex flex-col gap-4">
          <ClaimsFilters
            initial={initialFilters}
            onApply={(next) => {
              setFilters(next);
              setPageNo(1);
              setSelected(new Set());
            }}
          />
          <FeedbackAlert feedback={feedback} />
          <BulkBar
            selected={selected.size}
            busy={bulkBusy}
            result={bulkResult}
            onClear={() => setSelected(new Set())}
            onApprove={(amount) => void runBulk({ action: 'approve', ids: [...selected], ...(amount === undefined ? {} : { amount }) })}
            onReject={() => setDialog({ kind: 'bulkReject' })}
          />
          {openRows.length > 0 ? (
            <Checkbox
              label={t('promotionClaims.selectAll')}
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(openRows.map((r) => r.id)))}
              data-testid={ids.selectAll}
            />
          ) : null}
          <PagedTable
            stickyActions
            query={list}
            caption={t('promotionClaims.title')}
            testId={ids.table}
            empty={{ text: t('promotionClaims.empty'), testId: ids.empty }}
            onPage={(next) => {
              setPageNo(next);
              setSelected(new Set());
            }}
            columns={[
              t('promotionClaims.col.select'),
              t('cashier.col.time'),
              t('cashier.col.member'),
              t('promotionClaims.col.promotion'),
              t('cashier.col.amount'),
              t('cashier.col.status'),
              t('cashier.col.actions'),
            ]}
            row={(c) => (
              <TableRow key={c.id} data-testid={ids.row} data-id={c.id} data-status={c.status}>
                <TableCell>
                  {isOpen(c) ? (
                    <Checkbox
                      label={<VisuallyHidden>{t('promotionClaims.selectOf', { id: c.id, account: c.memberAccount })}</VisuallyHidden>}
                      checked={selected.has(c.id)}
                      onChange={() => toggle(c.id)}
                      data-testid={ids.select}
                    />
                  ) : null}
                </TableCell>
                <TimeCell at={c.createdAt} />
                <TableCell>
                  <span dir="ltr">{c.memberAccount}</span>
                </TableCell>
                <TableCell>
                  <span className="block max-w-xs whitespace-normal break-words">{c.promotionTitle}</span>
                  <span className="block text-xs text-fg-muted">
                    {t(`promotionClaims.kind.${c.kind}`)} · #{c.promotionId}
                  </span>
                </TableCell>
                <TableCell>
                  {c.status === 'applying' && c.firstApproval === null ? '—' : <Money minor={c.firstApproval?.amount ?? c.amount} currency={currency} />}
                </TableCell>
                <TableCell>
                  <StatusBadge tone={claimTone[c.status]} label={t(`promotionClaims.status.${c.status}`)} />
                  {awaitsSecond(c) ? (
                    <span className="block text-xs text-fg-muted" data-testid={ids.secondApproval}>
                      {t('promotionClaims.awaitingSecond', { name: c.firstApproval?.staff.name ?? '' })}
                    </span>
                  ) : null}
                  {c.reviewReason ? <span className="block max-w-xs whitespace-normal break-words text-xs text-fg-muted">{c.reviewReason}</span> : null}
                  {c.reason ? <span className="block max-w-xs whitespace-normal break-words text-xs text-fg-muted">{c.reason}</span> : null}
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant={isOpen(c) ? 'primary' : 'secondary'}
                    onClick={() => setDialog({ kind: 'detail', claim: c })}
                    aria-label={t('promotionClaims.openOf', { id: c.id, account: c.memberAccount })}
                    data-testid={ids.open}
                  >
                    {isOpen(c) ? t('promotionClaims.review') : t('promotionClaims.view')}
                  </Button>
                </TableCell>
              </TableRow>
            )}
          />
        </div>
      </Card>
      {dialog?.kind === 'detail' ? (
        <ClaimDrawer
          claim={dialog.claim}
          currency={currency}
          secondApprovalAbove={list.data?.secondApprovalAbove ?? 0}
          onClose={() => setDialog(null)}
          onReject={() => setDialog({ kind: 'reject', claim: dialog.claim })}
          onApproved={async (claim) => {
            setDialog(null);
            setFeedback({
              tone: 'success',
              message: awaitsSecond(claim) ? t('promotionClaims.firstApprovalDone', { id: claim.id }) : t('promotionClaims.approved', { id: claim.id }),
            });
            await refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'reject' ? (
        <ReasonDialog
          title={t('promotionClaims.rejectTitle', { id: dialog.claim.id })}
          description={t('promotionClaims.rejectHelp')}
          label={t('cashier.reason')}
          confirmLabel={t('cashier.reject')}
          minLength={1}
          maxLength={500}
          testIds={{ text: ids.rejectReason, submit: ids.rejectConfirm }}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            await rejectClaim(dialog.claim.id, reason);
            setDialog(null);
            setFeedback({ tone: 'success', message: t('promotionClaims.rejected', { id: dialog.claim.id }) });
            await refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'bulkReject' ? (
        <ReasonDialog
          title={t('promotionClaims.bulkRejectTitle', { n: selected.size })}
          description={t('promotionClaims.rejectHelp')}
          label={t('cashier.reason')}
          confirmLabel={t('cashier.reject')}
          minLength={1}
          maxLength={500}
          testIds={{ text: ids.rejectReason, submit: ids.rejectConfirm }}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            setDialog(null);
            await runBulk({ action: 'reject', ids: [...selected], reason });
          }}
        />
      ) : null}
    </>
  );
};
