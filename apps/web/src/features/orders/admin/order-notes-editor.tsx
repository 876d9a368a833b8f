import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { AdminOrder, OrderNote } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatNumber } from '@shop/contract/persian';
import { type FormEvent, useState } from 'react';
import { Confirm } from 'react-admin';
import type { ApiClient } from '../../../lib/api-client.ts';
import { OrderNotesList } from '../components/order-notes-list.tsx';
import { useOrderAction } from './use-order-action.ts';

/** A note's text field and its button, for a new note or one being rewritten. */
function NoteForm({
  initial,
  label,
  method,
  save,
  done,
  onDone,
  onCancel,
}: {
  initial: string;
  label: string;
  method: 'post' | 'patch';
  /** Sends the note's text: a new note, or the note rewritten. */
  save: (admin: ApiClient, message: string) => Promise<unknown>;
  done: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const [message, setMessage] = useState(initial);
  const { run, busy, errors } = useOrderAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await run((admin) => save(admin, message), done))) return;
    if (method === 'post') setMessage('');
    onDone?.();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message}
        multiline
        minRows={2}
        required
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'end' }}>
        {onCancel && <Button onClick={onCancel}>انصراف</Button>}
        <Button type="submit" variant="contained" loading={busy}>
          {method === 'post' ? 'افزودن یادداشت' : 'ذخیره'}
        </Button>
      </Box>
    </Box>
  );
}

/** The store's notes to the customer, with a form for a new one; each may be rewritten or deleted. */
export function OrderNotesEditor({ order }: { order: AdminOrder }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<OrderNote | null>(null);
  const { run, busy } = useOrderAction();
  const { addNote, editNote, deleteNote } = ordersRoutes.admin;
  const remove = async () => {
    if (deleting) {
      const params = { id: order.id, noteId: deleting.id };
      await run((api) => api.call(deleteNote, { params }), 'یادداشت حذف شد.');
    }
    setDeleting(null);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <OrderNotesList
        notes={order.order_notes}
        empty="یادداشتی برای مشتری ثبت نشده است."
        actions={(note) =>
          editing === note.id ? (
            <Box sx={{ mt: 1 }}>
              <NoteForm
                initial={note.message}
                label="متن یادداشت"
                method="patch"
                save={(api, message) => api.call(editNote, { params: { id: order.id, noteId: note.id }, body: { message } })}
                done="یادداشت ذخیره شد."
                onDone={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            </Box>
          ) : (
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Button size="small" onClick={() => setEditing(note.id)}>
                ویرایش
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(note)}>
                حذف
              </Button>
            </Box>
          )
        }
      />
      <NoteForm
        initial=""
        label="یادداشت تازه برای مشتری"
        method="post"
        save={(api, message) => api.call(addNote, { params: { id: order.id }, body: { message } })}
        done="یادداشت ثبت شد؛ مشتری آن را در صفحهٔ سفارش می‌بیند."
      />
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title={deleting ? `حذف یادداشت ${formatNumber(deleting.id)}؟` : ''}
        content="مشتری دیگر این یادداشت را نمی‌بیند."
        confirm="حذف"
        cancel="انصراف"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
