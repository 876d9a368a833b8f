import TextField, { type TextFieldProps } from '@mui/material/TextField';
// Checks a schema leaves unworded (a name too long) are told in Persian, as the API tells them.
import '@shop/contract/zod-persian';
import { toPersianDigits } from '@shop/contract/persian';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  /** Shows digits in Persian however they are typed; the contract's schemas read both. */
  persianDigits?: boolean;
};

/** A text field of a react-hook-form form: its value, and its error (the schema's or the server's) as the helper text. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  persianDigits = false,
  helperText,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(persianDigits ? toPersianDigits(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
