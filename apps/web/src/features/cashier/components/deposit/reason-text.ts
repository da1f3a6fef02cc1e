import { useTranslation } from 'react-i18next';

const knownReasons = new Set(['declined_by_payer', 'declined', 'checkout_unavailable']);

/** A provider's reason code in the player's language; a staff member's written reason as written. */
export const useReasonText = () => {
  const { t } = useTranslation();
  return (reason: string | null): string => {
    if (!reason) return '';
    return knownReasons.has(reason) ? t(`cashier:deposit.reason_${reason}`) : reason;
  };
};
