import { messages } from '@shop/contract/messages';
import { useState } from 'react';
import { HttpError, useNotify, useRefresh } from 'react-admin';
import { useAdminApi } from '../../../lib/admin-data.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** What the API said was wrong with each field of the last call, one sentence per field. */
export type FieldErrors = Record<string, string>;

/**
 * Sends one of an order's actions (a status, a payment's decision, a note, a refund), then says it was done and reads
 * the order again; a refusal is told and its field messages kept for the form that sent it. Answers whether it was done.
 */
export function useOrderAction() {
  const api = useAdminApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const run = async (send: (admin: ApiClient) => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setErrors({});
    try {
      await send(api);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const refused = error instanceof HttpError;
      if (refused) setErrors((error.body?.errors as FieldErrors | undefined) ?? {});
      notify(refused ? error.message : messages.unknownError, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, clearErrors: () => setErrors({}) };
}
