import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { JalaliDateField, type JalaliDateFieldProps } from './jalali-date-field.tsx';

type FormJalaliDateFieldProps<Values extends FieldValues, Output> = Omit<
  JalaliDateFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
> & {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
};

/** A Jalali date field of a react-hook-form form: its Gregorian value, and its error as the helper text. */
export function FormJalaliDateField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: FormJalaliDateFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <JalaliDateField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}
