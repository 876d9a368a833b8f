import TextField from '@mui/material/TextField';
import { toLatinDigits, toPersianDigits } from '@shop/contract/persian';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/**
 * What was typed, as much of HH:mm as there is, in Latin digits: «۰۹۳۰» and «9:30» become «09:30» and «09:3».
 * The colon comes by itself after two digits; a typed colon (or a point, Latin or Persian «٫») ends the hour early.
 */
function asTime(typed: string): string {
  const text = toLatinDigits(typed);
  const separator = text.search(/[:٫.]/);
  if (separator >= 0) {
    const hours = text.slice(0, separator).replace(/\D/g, '').slice(0, 2);
    const minutes = text
      .slice(separator + 1)
      .replace(/\D/g, '')
      .slice(0, 2);
    return `${hours}:${minutes}`;
  }
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

interface TimeFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  /** An example time in HH:mm, shown in Persian digits while the field is empty. */
  example: string;
}

/**
 * A 24-hour time typed on the number pad and shown in Persian digits. The browser's own time picker was left out:
 * it shows the device's locale (Latin digits and AM/PM on most phones), unlike every other time in the shop.
 */
export function TimeField<Values extends FieldValues, Output>({ control, name, label, example }: TimeFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      label={label}
      required
      name={field.name}
      value={toPersianDigits(value)}
      onChange={(event) => field.onChange(asTime(event.target.value))}
      onBlur={() => {
        // «9:30» is read as «09:30», the form the API takes.
        if (/^\d:\d\d$/.test(value)) field.onChange(`0${value}`);
        field.onBlur();
      }}
      inputRef={field.ref}
      placeholder={toPersianDigits(example)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{
        inputLabel: { shrink: true },
        // Times read left to right in Persian text too; the digits still sit at the field's right edge.
        htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off', maxLength: 5, style: { textAlign: 'right' } },
      }}
    />
  );
}
