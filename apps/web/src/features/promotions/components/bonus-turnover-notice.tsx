import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { useLanguage } from '../../../shared/i18n/use-language';
import { promotionBonusesQuery } from '../api/promotions-api';

/**
 * On the withdraw page, before the member fills the form: the bonus turnover still to bet while a
 * wagering requirement is active (a withdrawal is refused until it is done), with its progress.
 */
export const BonusTurnoverNotice = ({ money }: { money: (minor: number) => string }) => {
  const { t } = useTranslation();
  const bonuses = useQuery(promotionBonusesQuery(useRealMemberToken(), useLanguage().code));
  const wagering = bonuses.data?.wagering;
  if (!wagering || wagering.remaining <= 0) return null;
  const percent = Math.min(100, Math.floor((wagering.done / Math.max(1, wagering.required)) * 100));
  return (
    <div className="flex flex-col gap-1" data-testid="withdraw-bonus-turnover">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id="withdraw-bonus-turnover-label">{t('cashier:withdraw.bonusTurnover')}</span>
        <span className="tabular-nums">{t('cashier:withdraw.turnoverDone', { done: money(wagering.done), required: money(wagering.required) })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="withdraw-bonus-turnover-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="text-sm text-warning" data-testid="withdraw-bonus-turnover-remaining">
        {t('cashier:withdraw.bonusTurnoverRemaining', { remaining: money(wagering.remaining) })}
      </p>
    </div>
  );
};
