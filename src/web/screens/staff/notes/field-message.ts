import { ApiError, errorMessage } from '../../../api/api-error';
import { tMessage } from '../../../i18n/i18n';

/** What to show under a field after a failed call: the message for that field, else the whole message. */
export function fieldMessage(error: unknown, field: string): string {
  if (error instanceof ApiError) return tMessage(error.fields.find((f) => f.path === field)?.message ?? error.message);
  return tMessage(errorMessage(error));
}
