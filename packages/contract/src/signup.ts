import { z } from 'zod';
import { LocationRefSchema } from './location.ts';
import { messages } from './messages.ts';
import { id } from './query.ts';
import {
  AddressLineSchema,
  FirstNameSchema,
  LastNameSchema,
  MobileNumberSchema,
  NationalCodeSchema,
  PostalCodeSchema,
} from './validation.ts';

/**
 * What a signup link's page is pre-filled with: what the store knew when it made the link. Text it did not know is
 * '', places it did not know are null.
 */
export const SignupLinkSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    mobile_number: z.string(),
    national_code: z.string(),
    country_data: LocationRefSchema.nullable(),
    state_data: LocationRefSchema.nullable(),
    city_data: LocationRefSchema.nullable(),
    postal_code: z.string(),
    address: z.string(),
  })
  .meta({ id: 'SignupLink' });
export type SignupLink = z.infer<typeof SignupLinkSchema>;

/** The signup form (spec section 5): every field required, the national code with its check digit. */
export const SignupFormSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  mobile_number: MobileNumberSchema,
  national_code: NationalCodeSchema,
  country: id(messages.countryRequired),
  state: id(messages.stateRequired),
  city: id(messages.cityRequired),
  postal_code: PostalCodeSchema,
  address: AddressLineSchema,
});
export type SignupFormValues = z.input<typeof SignupFormSchema>;
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** POST /api/users/public/signup_links/{code}: the form, and the code again as the spec's payload carries it. */
export const SignupSubmitSchema = SignupFormSchema.extend({ code: z.string().max(200).optional() }).meta({ id: 'SignupSubmit' });
export type SignupSubmit = z.infer<typeof SignupSubmitSchema>;

/** Any code reads as one: a malformed one is simply not found (the router takes 200 characters at most). */
export const SignupLinkParamsSchema = z.object({ code: z.string() });
