import { formatJalaliDate, formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { type FieldProps, type InputProps, useFieldValue, useInput } from 'react-admin';
import { JalaliDateField } from '../ui/jalali-date-field.tsx';

/** An amount of whole Toman, in Persian digits: «۱٬۲۵۰٬۰۰۰ تومان». */
export function TomanField(props: FieldProps) {
  const value = useFieldValue(props);
  return <span>{typeof value === 'number' ? formatToman(value) : ''}</span>;
}

/** A count, in Persian digits with Persian separators. */
export function CountField(props: FieldProps) {
  const value = useFieldValue(props);
  return <span>{typeof value === 'number' ? formatNumber(value) : ''}</span>;
}

const jalaliTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Tehran',
});

/** An ISO timestamp as a Jalali date in Tehran (and its time with `showTime`): «۲۹ آبان ۱۴۰۵، ۱۴:۳۰». */
export function JalaliField({ showTime, ...props }: FieldProps & { showTime?: boolean }) {
  const value = useFieldValue(props);
  if (typeof value !== 'string' || !value) return <span />;
  return <span>{showTime ? `${formatJalaliDate(value)}، ${jalaliTime.format(new Date(value))}` : formatJalaliDate(value)}</span>;
}

/** Any text with its Latin digits in Persian: ids, mobile numbers, codes. */
export function PersianDigitsField(props: FieldProps) {
  const value = useFieldValue(props);
  return <span>{value === null || value === undefined ? '' : toPersianDigits(String(value))}</span>;
}

/** A Gregorian YYYY-MM-DD picked on the shop's Jalali calendar. */
export function JalaliDateInput(props: InputProps & { label: string }) {
  const { field, fieldState } = useInput(props);
  return (
    <JalaliDateField
      label={props.label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
