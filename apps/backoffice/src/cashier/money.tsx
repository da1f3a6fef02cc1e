import { cx } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/money';

export type MoneyProps = { minor: number; currency: string; signed?: boolean; className?: string; testId?: string };

/**
 * An amount in the UI language's format. Kept left-to-right so a minus sign and the symbol stay in
 * place inside right-to-left text; `signed` colours credits and debits.
 */
export const Money = ({ minor, currency, signed = false, className, testId }: MoneyProps) => {
  const { i18n } = useTranslation();
  const text = formatMoney(minor, currency, i18n.language);
  return (
    <span
      dir="ltr"
      className={cx('whitespace-nowrap tabular-nums', signed && minor > 0 && 'text-success', signed && minor < 0 && 'text-danger', className)}
      data-testid={testId}
      data-minor={minor}
    >
      {signed && minor > 0 ? `+${text}` : text}
    </span>
  );
};
