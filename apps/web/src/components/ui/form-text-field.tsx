import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { toPersianDigits } from '@shop/contract/persian';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type FormTextFieldProps<Values extends FieldValues, Output extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** Shows digits in Persian however they are typed; the contract's schemas read both. */
  persianDigits?: boolean;
};

/** An MUI text field bound to a react-hook-form field, with the field's error beneath it. */
export function FormTextField<Values extends FieldValues, Output extends FieldValues>({
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
