import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { LocationRefSchema } from './location.ts';
import { messages } from './messages.ts';
import { id, inQuery, paginated, paginationQuery, searchText } from './query.ts';
import { AddressLineSchema, AddressMobileNumberSchema, FirstNameSchema, LastNameSchema, PostalCodeSchema } from './validation.ts';

/** The address form: every field required; the province must be in the country and the city in the province. */
export const AddressFormSchema = z
  .object({
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    mobile_number: AddressMobileNumberSchema,
    country: id(messages.countryRequired),
    state: id(messages.stateRequired),
    city: id(messages.cityRequired),
    postal_code: PostalCodeSchema,
    address: AddressLineSchema,
  })
  .meta({ id: 'AddressForm' });
/** What the form holds (`AddressFormValues`) and what the API receives once parsed (`AddressInput`). */
export type AddressFormValues = z.input<typeof AddressFormSchema>;
export type AddressInput = z.infer<typeof AddressFormSchema>;

/** PATCH takes any part of the form. */
export const AddressUpdateSchema = AddressFormSchema.partial().meta({ id: 'AddressUpdate' });
export type AddressUpdate = z.infer<typeof AddressUpdateSchema>;

export const AddressSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    mobile_number: z.string(),
    country: z.number().int(),
    state: z.number().int(),
    city: z.number().int(),
    country_data: LocationRefSchema,
    state_data: LocationRefSchema,
    city_data: LocationRefSchema,
    postal_code: z.string(),
    address: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export const AddressListQuerySchema = z.object({
  search: inQuery(searchText()),
  ...paginationQuery(PAGE_SIZE.addresses),
});
export const AddressListSchema = paginated(AddressSchema);
