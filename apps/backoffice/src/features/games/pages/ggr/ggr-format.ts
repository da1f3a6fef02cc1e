import { formatMoney } from '../../../../shared/format/money';

export const moneyFormatter = (currency: string, locale: string) => (minor: number) => formatMoney(minor, currency, locale);
