import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../account/components/session/format-balance';

/** Dates and times in the player's language (medium date, short time). */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  return (iso: string) => {
    try {
      return new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    } catch {
      return new Date(iso).toLocaleString();
    }
  };
};

/** Money (2 decimals, separators, the site's symbol) and dates in the player's language. */
export const useProtectionFormat = (currency: string, currencySymbol: string) => {
  const { i18n } = useTranslation();
  const date = useDateFormat();
  const money = (minor: number) => formatBalance(minor, currency, currencySymbol, i18n.language);
  return { money, date };
};
