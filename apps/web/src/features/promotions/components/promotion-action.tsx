import { useTranslation } from 'react-i18next';
import { Button, cx } from '@gp/ui';
import { useSessionToken } from '../../account/components/session/use-session-token';
import { showToast } from '../../account/components/session/toast-store';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { ApplyAction } from './apply-action';
import { statusView, type HallItem } from './promotion-status';
import { useClaimPromotion } from './use-claim-promotion';
import { useJoinPromotion } from './use-join-promotion';

/** A status the member cannot act on: a quiet pill, named for screen readers like the button would be. */
export const StatusPill = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex min-h-8 items-center rounded-full border border-border bg-muted px-3 text-sm font-medium text-fg-muted"
      data-testid="promotion-status"
      data-status={status}
    >
      {t(`site:promotionStatus.${status}`)}
    </span>
  );
};

type ActionProps = { item: HallItem | undefined; title: string; className?: string };

/**
 * The hall's action for one promotion: Claim (with what it pays) when claimable, Join for a cashback
 * or rebate that asks members to opt in (and, on an `apply` promotion, the application dialog), its status otherwise, and nothing for a promotion without a rule.
 */
export const PromotionAction = ({ item, ...rest }: ActionProps) => {
  if (!item) return null;
  if (item.kind === 'apply' && item.status === 'join') return <ApplyAction item={item} {...rest} />;
  return statusView(item).kind === 'join' ? <JoinAction item={item} {...rest} /> : <ItemAction item={item} {...rest} />;
};

const JoinAction = ({ item, title, className }: { item: HallItem; title: string; className?: string }) => {
  const { t } = useTranslation();
  const { join, isPending, error } = useJoinPromotion(item.promotionId, () => showToast(t('site:promotionJoined'), 'promotion-joined'));
  return (
    <div className={cx('flex flex-col items-start gap-1', className)}>
      <Button
        size="sm"
        loading={isPending}
        onClick={join}
        aria-label={`${t('site:promotionStatus.join')}: ${title}`}
        data-testid="promotion-join"
        data-promotion={item.promotionId}
      >
        {t('site:promotionStatus.join')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="promotion-join-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
};

const ItemAction = ({ item, title, className }: { item: HallItem; title: string; className?: string }) => {
  const { t } = useTranslation();
  const money = useMemberMoney(useSessionToken());
  // A claim held for staff review (status processing) is not money yet: say so rather than "received".
  const { claim, isPending, error } = useClaimPromotion(item.promotionId, (result) =>
    result.status === 'processing'
      ? showToast(t('site:promotionHeld'), 'promotion-held')
      : showToast(t('site:promotionClaimed', { amount: money(result.amount) }), 'promotion-claimed'),
  );
  const view = statusView(item);
  if (view.kind === 'join') return null;
  // A raffle's amount is drawn at the claim: the button promises no figure.
  const label =
    view.kind === 'claim' && item.kind !== 'raffle' ? t('site:promotionClaimAmount', { amount: money(view.amount) }) : t('site:promotionStatus.claim');
  if (view.kind === 'pill')
    return (
      <div className={className}>
        <StatusPill status={view.status} />
      </div>
    );
  return (
    <div className={cx('flex flex-col items-start gap-1', className)}>
      <Button size="sm" loading={isPending} onClick={claim} aria-label={`${label}: ${title}`} data-testid="promotion-claim" data-promotion={item.promotionId}>
        {label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="promotion-claim-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
};
