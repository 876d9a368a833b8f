import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { toast } from './toast.ts';

/**
 * Puts a 400's field errors on the form's own fields (spec section 5) and focuses the first. Errors of fields the
 * form does not show are told in a toast, so none is lost; the API client has already told `non_field_errors`.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  const untold: string[] = [];
  let focus = true;
  for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field)) {
      untold.push(...fieldMessages);
      continue;
    }
    setError(field as Path<Values>, { type: 'server', message: fieldMessages.join(' ') }, { shouldFocus: focus });
    focus = false;
  }
  if (untold.length) toast(untold.join('\n'), 'error');
}
