import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { type CheckoutFormValues, type CheckoutInput, type DeliveryWindow, deliveryDates } from '@shop/contract/checkout';
import { WORKING_HOURS } from '@shop/contract/constants';
import { toPersianDigits } from '@shop/contract/persian';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormJalaliDateField } from '../../../components/ui/form-jalali-date-field.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

const hourOf = (time: string) => Number(time.slice(0, 2));
const asTime = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** An hour each within the store's hours, for a method without windows of its own. */
const HOURLY_WINDOWS: DeliveryWindow[] = Array.from(
  { length: hourOf(WORKING_HOURS.end) - hourOf(WORKING_HOURS.start) },
  (_, index) => ({ start: asTime(hourOf(WORKING_HOURS.start) + index), end: asTime(hourOf(WORKING_HOURS.start) + index + 1) }),
);

/** The windows a delivery can be booked in: the method's own, or the store's hours an hour at a time. */
export const windowsOf = (methodWindows: DeliveryWindow[] | undefined): DeliveryWindow[] =>
  methodWindows?.length ? methodWindows : HOURLY_WINDOWS;

/** «۰۹:۰۰ تا ۱۲:۰۰». */
const windowText = (window: DeliveryWindow) => `${toPersianDigits(window.start)} تا ${toPersianDigits(window.end)}`;

interface DeliveryFieldsProps {
  control: Control<CheckoutFormValues, unknown, CheckoutInput>;
  windows: DeliveryWindow[];
}

/**
 * The delivery's day, picked on the Jalali calendar among the days the contract offers (from tomorrow for two weeks,
 * no Fridays), and its time window; the order sends the window's start.
 */
export function DeliveryFields({ control, windows }: DeliveryFieldsProps) {
  // The page's clock: the server checks the same days against its own.
  const days = useMemo(() => deliveryDates(new Date()), []);
  const selectable = useMemo(() => new Set(days), [days]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormJalaliDateField
        control={control}
        name="delivery_date"
        label="تاریخ تحویل"
        required
        minDate={days[0]}
        maxDate={days.at(-1)}
        referenceDate={days[0]}
        selectable={selectable}
      />
      <FormTextField control={control} name="delivery_time" label="ساعت تحویل" required select>
        {windows.map((window) => (
          <MenuItem key={window.start} value={window.start}>
            {windowText(window)}
          </MenuItem>
        ))}
      </FormTextField>
    </Box>
  );
}
