import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { formatMinor, formatOdds } from '../lottery-odds';

/** The lottery screens' number formats in the UI language. */
export const useLotteryFormat = () => {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    minor: (value: number) => formatMinor(value, locale),
    odds: (value: number) => formatOdds(value, locale),
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
    time: (iso: string | null) => formatDateTime(iso, locale),
  };
};
