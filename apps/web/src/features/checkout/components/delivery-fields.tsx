import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  type CheckoutFormValues,
  type CheckoutInput,
  type ClosureDays,
  type DeliveryWindow,
  deliveryDates,
  deliveryEstimate,
  formatEstimate,
} from '@shop/contract/checkout';
import { WORKING_HOURS } from '@shop/contract/constants';
import type { ShippingMethod } from '@shop/contract/methods';
import { toPersianDigits } from '@shop/contract/persian';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { FormJalaliDateField } from '../../../components/ui/form-jalali-date-field.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

const hourOf = (time: string) => Number(time.slice(0, 2));
const asTime = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** An hour each within the store's hours, for a courier without windows of its own. */
const HOURLY_WINDOWS: DeliveryWindow[] = Array.from(
  { length: hourOf(WORKING_HOURS.end) - hourOf(WORKING_HOURS.start) },
  (_, index) => ({ start: asTime(hourOf(WORKING_HOURS.start) + index), end: asTime(hourOf(WORKING_HOURS.start) + index + 1) }),
);

/** The windows a slot can be booked in: the method's own, or the store's hours an hour at a time. */
export const windowsOf = (methodWindows: DeliveryWindow[] | undefined): DeliveryWindow[] =>
  methodWindows?.length ? methodWindows : HOURLY_WINDOWS;

/** «۰۹:۰۰ تا ۱۲:۰۰». */
const windowText = (window: DeliveryWindow) => `${toPersianDigits(window.start)} تا ${toPersianDigits(window.end)}`;

interface DeliveryFieldsProps {
  control: Control<CheckoutFormValues, unknown, CheckoutInput>;
  method: ShippingMethod | undefined;
  closures: ClosureDays;
}

/**
 * What the chosen method can promise: a slot's day and window, a day alone, both picked on the Jalali calendar among
 * the days the contract offers (from tomorrow for two weeks, no Fridays, no closures), or an estimate in working days
 * that asks nothing. The server checks the same days, and counts the estimate itself.
 */
export function DeliveryFields({ control, method, closures }: DeliveryFieldsProps) {
  // The page's clock: the server checks the same days against its own.
  const days = useMemo(() => deliveryDates(new Date(), closures), [closures]);
  const selectable = useMemo(() => new Set(days), [days]);
  if (!method) return <Alert severity="info">ابتدا روش ارسال را انتخاب کنید.</Alert>;
  if (method.delivery_promise === 'estimate') {
    const estimate = deliveryEstimate(new Date(), method.estimate_min_days ?? 0, method.estimate_max_days ?? 0, closures);
    return (
      <Alert severity="info">
        ارسال با {method.name}: {formatEstimate(estimate)}
      </Alert>
    );
  }
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
      {method.delivery_promise === 'slot' && (
        <FormTextField control={control} name="delivery_time" label="ساعت تحویل" required select>
          {windowsOf(method.delivery_windows).map((window) => (
            <MenuItem key={window.start} value={window.start}>
              {windowText(window)}
            </MenuItem>
          ))}
        </FormTextField>
      )}
    </Box>
  );
}
