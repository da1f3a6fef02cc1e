import type { MinorTotal } from '@gp/contracts';
import { cx } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/money';

export type MoneyProps = { minor: MinorTotal; currency: string; signed?: boolean; className?: string; testId?: string };

/**
 * An amount in the UI language's format. Kept left-to-right so a minus sign and the symbol stay in
 * place inside right-to-left text; `signed` colours credits and debits.
 */
export const Money = ({ minor, currency, signed = false, className, testId }: MoneyProps) => {
  const { i18n } = useTranslation();
  const text = formatMoney(minor, currency, i18n.language);
  // A sum past 2^53 comes as digits; its sign is all that is compared here.
  const sign = Math.sign(Number(minor));
  return (
    <span
      dir="ltr"
      className={cx('whitespace-nowrap tabular-nums', signed && sign > 0 && 'text-success', signed && sign < 0 && 'text-danger', className)}
      data-testid={testId}
      data-minor={minor}
    >
      {signed && sign > 0 ? `+${text}` : text}
    </span>
  );
};
