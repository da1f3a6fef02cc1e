import type { TFunction } from 'i18next';

/** Staff write a reason in words; a refusal by the system is an error code, shown in the reader's language. */
export const reasonText = (reason: string | null, t: TFunction): string => {
  if (!reason) return '';
  return /^[A-Z][A-Z0-9_]+$/.test(reason) ? t(`errors:${reason}`, { defaultValue: reason }) : reason;
};
