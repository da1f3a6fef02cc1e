import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TableCell, TableRow } from '@gp/ui';
import { useRealMemberToken } from '../../account/components/session/use-real-member-token';
import { RecordList } from '../../cashier/components/records/record-list';
import { useMemberMoney } from '../../cashier/components/records/use-member-money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { promotionBonusesQuery } from '../api/promotions-api';
import type { Bonus } from './promotion-status';

/** A bonus's turnover state in words: in progress, completed, waived, forfeited, or none asked. */
const wageringText = (t: (key: string) => string, bonus: Bonus) =>
  bonus.turnoverRequired === 0 || bonus.wageringStatus === null
    ? t('cashier:records.bonus.wagering.none')
    : t(`cashier:records.bonus.wagering.${bonus.wageringStatus}`);

/**
 * Every promotion bonus the member was paid, newest first: the promotion, the amount, the turnover
 * it asks and how much of it is done, and whether it still blocks a withdrawal.
 */
export const BonusWageringList = () => {
  const { t } = useTranslation();
  const token = useRealMemberToken();
  const money = useMemberMoney(token);
  const bonuses = useQuery(promotionBonusesQuery(token, useLanguage().code));
  const rows = bonuses.data?.list ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="bonus-wagering-heading" data-testid="bonus-wagering">
      <h3 id="bonus-wagering-heading" className="font-semibold">
        {t('cashier:records.bonus.promotionBonuses')}
      </h3>
      <RecordList
        rows={rows}
        caption={t('cashier:records.bonus.promotionBonuses')}
        testIds={{ table: 'bonus-wagering-table', cards: 'bonus-wagering-cards' }}
        columns={[
          { title: t('cashier:records.bonus.promotion') },
          { title: t('cashier:records.amount'), end: true },
          { title: t('cashier:records.bonus.turnoverRequired'), end: true },
          { title: t('cashier:records.bonus.turnoverDone'), end: true },
          { title: t('cashier:records.bonus.status') },
        ]}
        row={(bonus) => (
          <TableRow key={bonus.id} data-testid="bonus-wagering-row">
            <TableCell className="break-words">{bonus.title}</TableCell>
            <TableCell className="text-end font-semibold whitespace-nowrap text-success tabular-nums">{money(bonus.amount)}</TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">{money(bonus.turnoverRequired)}</TableCell>
            <TableCell className="text-end whitespace-nowrap tabular-nums">{money(bonus.turnoverDone)}</TableCell>
            <TableCell>{wageringText(t, bonus)}</TableCell>
          </TableRow>
        )}
        card={(bonus) => (
          <li key={bonus.id} className="rounded-md border border-border p-3" data-testid="bonus-wagering-card">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium break-words">{bonus.title}</span>
              <span className="font-semibold whitespace-nowrap text-success tabular-nums">{money(bonus.amount)}</span>
            </div>
            <p className="mt-1 text-sm tabular-nums" data-testid="bonus-wagering-turnover">
              {t('site:rewardTurnover', { done: money(bonus.turnoverDone), required: money(bonus.turnoverRequired) })}
            </p>
            <p className="text-xs text-fg-muted">{wageringText(t, bonus)}</p>
          </li>
        )}
      />
    </section>
  );
};
