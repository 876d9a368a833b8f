import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderNote } from '@shop/contract/orders';
import { formatNumber, toPersianDigits } from '@shop/contract/persian';
import type { ReactNode } from 'react';
import { isolateNumbers } from '../../../lib/bidi-text.ts';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';

interface OrderNotesListProps {
  notes: OrderNote[];
  empty: string;
  /** Buttons under a note (the back office's edit and delete). */
  actions?: (note: OrderNote) => ReactNode;
}

/** The store's notes to the customer, oldest first, each with its number and dates. */
export function OrderNotesList({ notes, empty, actions }: OrderNotesListProps) {
  if (notes.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Box component="ul" aria-label="یادداشت‌های سفارش" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {notes.map((note) => (
        <Box component="li" key={note.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {isolateNumbers(toPersianDigits(note.message))}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
          >
            <span>یادداشت {formatNumber(note.id)}</span>
            <span>ثبت: {formatJalaliDateTime(note.created_at)}</span>
            {note.updated_at !== note.created_at && <span>ویرایش: {formatJalaliDateTime(note.updated_at)}</span>}
          </Typography>
          {actions?.(note)}
        </Box>
      ))}
    </Box>
  );
}
