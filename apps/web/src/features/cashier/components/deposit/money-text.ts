import type { MinorTotal } from '@gp/contracts';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../account/components/session/format-balance';

/** Formats minor units like the header does: 2 decimals, separators, the merchant's symbol. */
export const useMoneyText = (currency: string, currencySymbol: string) => {
  const { i18n } = useTranslation();
  return (minor: MinorTotal) => formatBalance(minor, currency, currencySymbol, i18n.language);
};
