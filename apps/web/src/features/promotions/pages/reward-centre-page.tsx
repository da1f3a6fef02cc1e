import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@gp/ui';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { formatRecordTime } from '../../cashier/components/records/record-time';
import { promotionsQuery } from '../../content/queries/content-queries';
import { useLanguage } from '../../../shared/i18n/use-language';
import { QueryState } from '../../../shared/query-state';
import type { PromotionPendingClaimList } from '@gp/contracts';
import { pendingClaimsQuery } from '../api/apply-api';
import { promotionBonusesQuery } from '../api/promotions-api';
import { PromotionAction, StatusPill } from '../components/promotion-action';
import { groupRewards, type Bonus, type HallItem } from '../components/promotion-status';
import { usePromotionHall } from '../components/use-promotion-hall';

const Section = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <section className="mb-5" aria-label={title} data-testid={testId}>
    <h3 className="mb-2 font-semibold">{title}</h3>
    <ul className="flex flex-col gap-2">{children}</ul>
  </section>
);

/** Promotions still to claim or under way: the title and the member's action or status. */
const HallItems = ({ items, titleOf }: { items: readonly HallItem[]; titleOf: (id: number) => string }) =>
  items.map((item) => (
    <li key={item.promotionId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-surface p-3">
      <span className="font-medium">{titleOf(item.promotionId)}</span>
      <PromotionAction item={item} title={titleOf(item.promotionId)} />
    </li>
  ));

const ReceivedBonus = ({ bonus, money }: { bonus: Bonus; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-md border border-border bg-surface p-3" data-testid="reward-received">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="font-medium">{bonus.title}</span>
        <span className="font-semibold whitespace-nowrap text-success tabular-nums" data-testid="reward-amount">
          {money(bonus.amount)}
        </span>
      </div>
      <p className="mt-1 text-xs text-fg-muted">
        {t(`site:promotionStatus.${bonus.status}`)} · {formatRecordTime(bonus.createdAt, i18n.language)}
      </p>
      {bonus.turnoverRequired > 0 ? (
        <p className="mt-1 text-sm tabular-nums" data-testid="reward-turnover">
          {t('site:rewardTurnover', { done: money(bonus.turnoverDone), required: money(bonus.turnoverRequired) })}
        </p>
      ) : null}
    </li>
  );
};

type PendingClaim = PromotionPendingClaimList['list'][number];

/** An application or held claim waiting for staff, or a refusal with the reason staff gave. */
const PendingClaimItem = ({ claim, money }: { claim: PendingClaim; money: (minor: number) => string }) => {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-md border border-border bg-surface p-3" data-testid="reward-pending-claim" data-status={claim.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="font-medium">{claim.title}</span>
        <StatusPill status={claim.status} />
      </div>
      <p className="mt-1 text-xs text-fg-muted">
        {claim.amount > 0 ? `${money(claim.amount)} · ` : ''}
        {formatRecordTime(claim.createdAt, i18n.language)}
      </p>
      {claim.reason ? (
        <p className="mt-1 text-sm break-words" data-testid="reward-reason">
          {t('site:rewardReason', { reason: claim.reason })}
        </p>
      ) : null}
    </li>
  );
};

/**
 * rewardCenter: rewards to claim now, rewards on their way (applications and claims staff have not
 * decided), bonuses received with the turnover each still asks before a withdrawal, and refusals with
 * the reason staff gave. With none of these it leads to the promotions hall.
 */
export const RewardCentrePage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const hall = usePromotionHall();
  const bonuses = useQuery(promotionBonusesQuery(hall.token, code));
  const claims = useQuery(pendingClaimsQuery(hall.token, code));
  const promotions = useQuery(promotionsQuery(code));
  const money = useMemberMoney(hall.token);
  const titleOf = (id: number) => promotions.data?.find((p) => p.id === id)?.title ?? '';
  const groups = groupRewards(hall.list ?? [], bonuses.data?.list ?? []);
  // Waiting claims and refusals come with their titles, amounts and reasons from the pending list.
  const waiting = (claims.data?.list ?? []).filter((c) => c.status !== 'rejected');
  const refused = (claims.data?.list ?? []).filter((c) => c.status === 'rejected');
  const pending = hall.status.isPending || bonuses.isPending || claims.isPending;
  const error = hall.status.error ?? bonuses.error ?? claims.error;
  const empty = groups.claimable.length + waiting.length + refused.length + groups.received.length === 0;
  return (
    <div data-testid="reward-centre">
      <QueryState
        isPending={pending}
        error={error}
        isEmpty={false}
        onRetry={() => void Promise.all([hall.status.refetch(), bonuses.refetch(), claims.refetch()])}
      />
      {!pending && !error && empty ? (
        <div className="rounded-md bg-muted px-3 py-6 text-center text-sm text-fg-muted" data-testid="reward-empty">
          <p className="mb-3">{t('site:rewardEmpty')}</p>
          <Link to="/promotions" className={buttonClass('primary', 'sm')} data-testid="reward-browse">
            {t('site:rewardBrowse')}
          </Link>
        </div>
      ) : null}
      {groups.claimable.length > 0 ? (
        <Section title={t('site:rewardClaimable')} testId="reward-claimable">
          <HallItems items={groups.claimable} titleOf={titleOf} />
        </Section>
      ) : null}
      {waiting.length > 0 ? (
        <Section title={t('site:rewardPending')} testId="reward-pending">
          {waiting.map((claim) => (
            <PendingClaimItem key={claim.claimId} claim={claim} money={money} />
          ))}
        </Section>
      ) : null}
      {groups.received.length > 0 ? (
        <Section title={t('site:rewardReceived')} testId="reward-received-list">
          {groups.received.map((bonus) => (
            <ReceivedBonus key={bonus.id} bonus={bonus} money={money} />
          ))}
        </Section>
      ) : null}
      {refused.length > 0 ? (
        <Section title={t('site:rewardRejected')} testId="reward-rejected">
          {refused.map((claim) => (
            <PendingClaimItem key={claim.claimId} claim={claim} money={money} />
          ))}
        </Section>
      ) : null}
    </div>
  );
};
