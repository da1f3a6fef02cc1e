import type { BoPromotionClaim } from '@gp/contracts';
import { Alert, Button, Dialog, Field, Input } from '@gp/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/format-date-time';
import { parseMoneyInput, toMoneyInput } from '../../../../shared/format/money';
import { Money } from '../../../../shared/ui/money';
import { StatusBadge } from '../../../../shared/ui/status-badge';
import { useStaff } from '../../../../app/session/use-staff';
import { approveClaim } from '../../api/claims-api';
import { awaitsSecond, claimTone, isOpen } from '../../claim-status';
import { promotionClaimsTestIds as ids } from '../../promotion-claims-test-ids';
import { ClaimImages } from './claim-images';

type Props = {
  claim: BoPromotionClaim;
  currency: string;
  secondApprovalAbove: number;
  onClose: () => void;
  onReject: () => void;
  /** The answer of an approval: the claim as it now stands. */
  onApproved: (claim: BoPromotionClaim) => Promise<void>;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
    <dt className="text-sm text-fg-muted">{label}</dt>
    <dd className="min-w-0 break-words text-sm">{children}</dd>
  </div>
);

/** One claim in full: the member's remark and pictures, why it waits, and approve (with the amount) or reject. */
export const ClaimDrawer = ({ claim, currency, secondApprovalAbove, onClose, onReject, onApproved }: Props) => {
  const { t, i18n } = useTranslation();
  const application = claim.status === 'applying';
  // The first approver cannot be the second: the server would only answer the claim as it stands.
  const myId = useStaff().data?.id;
  const approvedByMe = awaitsSecond(claim) && claim.firstApproval?.staff.id === myId;
  const [amount, setAmount] = useState(claim.firstApproval ? toMoneyInput(claim.firstApproval.amount) : application ? '' : toMoneyInput(claim.amount));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const approve = async () => {
    let minor: number | undefined;
    if (application) {
      minor = parseMoneyInput(amount);
      if (!Number.isFinite(minor) || minor <= 0) return setError(t('promotionClaims.amountInvalid'));
      if (claim.maxAmount !== null && minor > claim.maxAmount) return setError(t('promotionClaims.amountAboveMax', { max: toMoneyInput(claim.maxAmount) }));
    }
    setBusy(true);
    setError(undefined);
    try {
      await onApproved(await approveClaim(claim.id, minor));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('promotionClaims.detailTitle', { id: claim.id })}
      className="max-w-2xl"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-testid={ids.drawerClose}>
            {t('deposits.close')}
          </Button>
          {isOpen(claim) ? (
            <>
              <Button variant="danger" onClick={onReject} disabled={busy} data-testid={ids.reject}>
                {t('cashier.reject')}
              </Button>
              <Button onClick={() => void approve()} loading={busy} disabled={approvedByMe} data-testid={ids.approveConfirm}>
                {awaitsSecond(claim) ? t('promotionClaims.approveSecond') : t('cashier.approve')}
              </Button>
            </>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-4" data-testid={ids.drawer}>
        <dl className="flex flex-col gap-2">
          <Row label={t('cashier.col.member')}>
            <span dir="ltr">{claim.memberAccount}</span>
          </Row>
          <Row label={t('promotionClaims.col.promotion')}>
            {claim.promotionTitle} <span className="text-fg-muted">({t(`promotionClaims.kind.${claim.kind}`)})</span>
          </Row>
          <Row label={t('cashier.col.time')}>{formatDateTime(claim.createdAt, i18n.language)}</Row>
          <Row label={t('cashier.col.status')}>
            <StatusBadge tone={claimTone[claim.status]} label={t(`promotionClaims.status.${claim.status}`)} />
          </Row>
          {claim.status !== 'applying' ? (
            <Row label={t('cashier.col.amount')}>
              <Money minor={claim.amount} currency={currency} />
            </Row>
          ) : null}
          {claim.maxAmount !== null ? (
            <Row label={t('promotionClaims.maxAmount')}>
              <Money minor={claim.maxAmount} currency={currency} />
            </Row>
          ) : null}
          {claim.reviewReason ? <Row label={t('promotionClaims.reviewReason')}>{claim.reviewReason}</Row> : null}
          {claim.reason ? <Row label={t('cashier.reason')}>{claim.reason}</Row> : null}
          {claim.reviewer ? <Row label={t('promotionClaims.reviewer')}>{claim.reviewer.name}</Row> : null}
        </dl>
        <section aria-labelledby={`claim-${claim.id}-remark`} className="flex flex-col gap-2">
          <h3 id={`claim-${claim.id}-remark`} className="font-semibold">
            {t('promotionClaims.remark')}
          </h3>
          <p className="whitespace-pre-wrap break-words text-sm">{claim.remark ?? t('promotionClaims.noRemark')}</p>
          <ClaimImages claim={claim} />
        </section>
        {claim.firstApproval && isOpen(claim) ? (
          <Alert tone="info" data-testid={ids.secondApproval}>
            {t('promotionClaims.firstApprovedBy', { name: claim.firstApproval.staff.name })} <Money minor={claim.firstApproval.amount} currency={currency} />
          </Alert>
        ) : null}
        {isOpen(claim) ? (
          <div className="flex flex-col gap-2">
            {application ? (
              <Field
                label={t('promotionClaims.amount')}
                hint={t('promotionClaims.amountHint', { above: toMoneyInput(secondApprovalAbove) })}
                required
                error={error}
              >
                <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" dir="ltr" autoComplete="off" data-testid={ids.amount} />
              </Field>
            ) : error ? (
              <Alert tone="danger">{error}</Alert>
            ) : null}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
};
