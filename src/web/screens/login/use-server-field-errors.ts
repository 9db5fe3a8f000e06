import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/api-error';
import { tMessage } from '../../i18n/i18n';

/** Puts each field error of a rejected call on its form field; returns whether any landed. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const f of error.fields) {
    if ((fields as readonly string[]).includes(f.path)) {
      setError(f.path as Path<T>, { type: 'server', message: tMessage(f.message) }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
