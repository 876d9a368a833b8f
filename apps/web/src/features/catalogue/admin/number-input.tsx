import { formatToman, parseWholeNumber, toPersianDigits } from '@shop/contract/persian';
import { TextInput, type TextInputProps, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** What was typed, in any digits and with or without separators, as a whole number; other text goes to the API to refuse. */
const parse = (text: string) => (text.trim() === '' ? null : (parseWholeNumber(text) ?? text));
const format = (value: unknown) => (value === null || value === undefined ? '' : toPersianDigits(String(value)));

/**
 * A whole number typed and shown in Persian digits (a browser's number box shows Latin ones); with `toman`, the amount
 * is read back under the box as the shop writes prices.
 */
export function WholeNumberInput({ toman, ...props }: TextInputProps & { toman?: boolean }) {
  const value: unknown = useWatch({ name: useWrappedSource(props.source) });
  const amount = typeof value === 'number' ? value : undefined;
  return (
    <TextInput
      {...props}
      parse={parse}
      format={format}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', style: { textAlign: 'right' } } }}
      helperText={toman && amount !== undefined ? formatToman(amount) : (props.helperText ?? false)}
    />
  );
}
