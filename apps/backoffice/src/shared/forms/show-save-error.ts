import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../http/api-error';
import { applyServerIssues } from './apply-server-issues';

/**
 * Shows a failed save on the form: validation issues on their fields, a taken code on the code
 * field, anything else (already in the staff member's language, from the server) above the buttons.
 */
export const showSaveError = <T extends FieldValues>(error: unknown, values: T, setError: UseFormSetError<T>, codeField: Path<T>, fallback: string) => {
  if (isApiError(error) && applyServerIssues(error.issues, values, setError) > 0) return;
  if (isApiError(error) && error.code === 'CONFLICT') {
    setError(codeField, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  setError('root' as Path<T>, { type: 'server', message: error instanceof Error ? error.message : fallback });
};
