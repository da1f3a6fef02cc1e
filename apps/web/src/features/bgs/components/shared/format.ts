import { minorToDecimal } from '../../../account/components/session/format-balance';

/** 198 -> "1.98×": multipliers travel as integer hundredths, shown with two decimals. */
export const formatMultiplier = (hundredths: number): string => `${minorToDecimal(hundredths)}×`;

/** Minor units as a plain two-decimal amount (the currency is shown beside it where it matters). */
export const formatAmount = (minor: number): string => minorToDecimal(minor);

/** Ten-thousandths (dice multiplier) -> "1.9800×" trimmed to 4 decimals at most. */
export const formatTenThousandths = (value: number): string => `${(value / 10000).toFixed(4)}×`;
