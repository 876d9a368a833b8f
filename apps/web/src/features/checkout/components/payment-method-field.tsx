import type { PaymentMethod } from '@shop/contract/methods';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ChoiceList } from './choice-list.tsx';

interface PaymentMethodFieldProps<Form extends FieldValues> {
  control: Control<Form>;
  methods: PaymentMethod[];
  /** The method chosen now, as the form holds it. */
  chosen: number | undefined;
  /** A card transfer's receipt fields, under the card-to-card method once it is chosen (and under no other). */
  cardTransfer: ReactNode;
}

/** The payment method of a form that pays: a checkout, or an order paid later. */
export function PaymentMethodField<Form extends FieldValues>({
  control,
  methods,
  chosen,
  cardTransfer,
}: PaymentMethodFieldProps<Form>) {
  return (
    <Controller
      control={control}
      name={'payment_method' as Path<Form>}
      render={({ field, fieldState }) => (
        <ChoiceList
          label="روش پرداخت"
          choices={methods.map((method) => ({
            id: method.id,
            title: method.name,
            details: method.description,
            image: method.image,
            more: method.kind === 'card_to_card' ? cardTransfer : undefined,
          }))}
          value={chosen}
          onChange={field.onChange}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
