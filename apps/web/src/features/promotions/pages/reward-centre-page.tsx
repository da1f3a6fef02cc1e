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
import { promotionBonusesQuery } from '../api/promotions-api';
import { PromotionAction } from '../components/promotion-action';
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

/**
 * rewardCenter: rewards to claim now, rewards on their way, and bonuses received with the turnover
 * each still asks before a withdrawal. With none of these it leads to the promotions hall.
 */
export const RewardCentrePage = () => {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const hall = usePromotionHall();
  const bonuses = useQuery(promotionBonusesQuery(hall.token, code));
  const promotions = useQuery(promotionsQuery(code));
  const money = useMemberMoney(hall.token);
  const titleOf = (id: number) => promotions.data?.find((p) => p.id === id)?.title ?? '';
  const groups = groupRewards(hall.list ?? [], bonuses.data?.list ?? []);
  const pending = hall.status.isPending || bonuses.isPending;
  const error = hall.status.error ?? bonuses.error;
  const empty = groups.claimable.length + groups.pending.length + groups.received.length === 0;
  return (
    <div data-testid="reward-centre">
      <QueryState isPending={pending} error={error} isEmpty={false} onRetry={() => void Promise.all([hall.status.refetch(), bonuses.refetch()])} />
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
      {groups.pending.length > 0 ? (
        <Section title={t('site:rewardPending')} testId="reward-pending">
          <HallItems items={groups.pending} titleOf={titleOf} />
        </Section>
      ) : null}
      {groups.received.length > 0 ? (
        <Section title={t('site:rewardReceived')} testId="reward-received-list">
          {groups.received.map((bonus) => (
            <ReceivedBonus key={bonus.id} bonus={bonus} money={money} />
          ))}
        </Section>
      ) : null}
    </div>
  );
};
