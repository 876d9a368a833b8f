import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { addDays, PAID_DATE_DAYS_BACK, tehranDate } from '@shop/contract/checkout';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormJalaliDateField } from '../../../components/ui/form-jalali-date-field.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

// Numbers read left to right inside the right-to-left form, and still sit at the field's right edge.
const numberInput = { dir: 'ltr', inputMode: 'numeric', style: { textAlign: 'right' } } as const;

/** The formats the server re-encodes a receipt from, as it does an avatar. */
const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp';

/** The fields of a form that takes a card transfer: the cart's checkout, or the payment of an order placed earlier. */
type CardTransferValues = Partial<Record<'tracking_number' | 'card_last_four' | 'paid_date', unknown>>;

interface CardTransferFieldsProps<Values extends CardTransferValues, Output> {
  control: Control<Values, unknown, Output>;
  receipt: File | null;
  onReceipt: (receipt: File | null) => void;
}

/**
 * What a card-to-card transfer's receipt says: its tracking number, the card's last four digits and the day it was
 * paid (today or within the week before), and, if the customer has one, a picture of it.
 */
export function CardTransferFields<Values extends CardTransferValues, Output>({
  control: formControl,
  receipt,
  onReceipt,
}: CardTransferFieldsProps<Values, Output>) {
  // TypeScript cannot find these names among the paths of a form whose other fields it does not know.
  const control = formControl as unknown as Control<CardTransferValues>;
  const today = useMemo(() => tehranDate(new Date()), []);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormTextField
        control={control}
        name="tracking_number"
        label="شماره پیگیری واریز"
        required
        persianDigits
        slotProps={{ htmlInput: { ...numberInput, maxLength: 30 } }}
      />
      <FormTextField
        control={control}
        name="card_last_four"
        label="چهار رقم آخر کارت"
        required
        persianDigits
        slotProps={{ htmlInput: { ...numberInput, maxLength: 4 } }}
      />
      <FormJalaliDateField
        control={control}
        name="paid_date"
        label="تاریخ واریز"
        required
        minDate={addDays(today, -PAID_DATE_DAYS_BACK)}
        maxDate={today}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} sx={{ flexShrink: 0, minHeight: 44 }}>
          تصویر رسید (اختیاری)
          <input
            type="file"
            accept={RECEIPT_TYPES}
            hidden
            onChange={(event) => {
              onReceipt(event.target.files?.[0] ?? null);
              // The same file chosen again after removing it still counts as a change.
              event.target.value = '';
            }}
          />
        </Button>
        {receipt && (
          <>
            <Typography variant="body2" noWrap sx={{ minWidth: 0 }} dir="auto">
              {receipt.name}
            </Typography>
            <IconButton aria-label="حذف تصویر رسید" size="small" onClick={() => onReceipt(null)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Box>
    </Box>
  );
}
