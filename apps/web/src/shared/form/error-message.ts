import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';

/**
 * What to show for a failed call: the server's message (already in the player's language) for an
 * API error, otherwise a generic translated text. Aborts show nothing.
 */
export const errorMessage = (error: unknown, t: TFunction): string | null => {
  if (error === null || error === undefined) return null;
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (isApiError(error)) return error.message || t('site:form.unknownError');
  if (error instanceof Error && error.message) return error.message;
  return t('site:form.unknownError');
};
