import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { errorText } from './error-text';

/** `err('currency')` gives the translated message for a field, or undefined. */
export const useErrorText = <T extends FieldValues>(errors: FieldErrors<T>) => {
  const { t } = useTranslation();
  return (name: string) => errorText(t, errors, name);
};
