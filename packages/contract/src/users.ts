import { z } from 'zod';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { id } from './query.ts';
import { StaffRoleSchema } from './staff.ts';
import {
  AddressLineSchema,
  BirthDateSchema,
  blankable,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  NationalCodeSchema,
  PostalCodeSchema,
} from './validation.ts';

export const GENDERS = ['male', 'female'] as const;
export const GenderSchema = z.enum(GENDERS, { error: messages.genderRequired });
export type Gender = z.infer<typeof GenderSchema>;

export const genderLabel: Record<Gender, string> = { male: 'مرد', female: 'زن' };

/**
 * The signed-in customer. `username` and `mobile_number` are read-only (the number signed in with). Text fields the
 * customer has not filled are '', the rest null. Places come as ids and as `{id, name}` objects.
 */
export const ProfileSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    mobile_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    birth_date: z.string().nullable().describe('Gregorian YYYY-MM-DD'),
    gender: GenderSchema.nullable(),
    avatar: ImageSchema.nullable(),
    /** First and last name are known: checkout may go on. */
    is_profile_completed: z.boolean(),
    national_code: z.string(),
    postal_code: z.string(),
    address: z.string(),
    country: z.number().int().nullable(),
    state: z.number().int().nullable(),
    city: z.number().int().nullable(),
    country_data: LocationRefSchema.nullable(),
    state_data: LocationRefSchema.nullable(),
    city_data: LocationRefSchema.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * The account form. Optional fields take '' or null to clear them. The storefront's form requires gender; the
 * checkout's name completion sends first and last name alone, so the API takes any part of it (ProfileUpdateSchema).
 */
export const ProfileFormSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  gender: GenderSchema,
  email: blankable(EmailSchema),
  birth_date: blankable(BirthDateSchema),
  national_code: blankable(NationalCodeSchema),
  postal_code: blankable(PostalCodeSchema),
  address: blankable(AddressLineSchema),
  country: blankable(id(messages.countryRequired)),
  state: blankable(id(messages.stateRequired)),
  city: blankable(id(messages.cityRequired)),
});
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;

/** PATCH /api/users/me, as JSON or as multipart form fields with an optional `avatar` file (JPEG, PNG or WebP). */
export const ProfileUpdateSchema = ProfileFormSchema.partial().meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The avatar's limits, checked again by the API on the bytes themselves. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A member of staff: the one signed in to the back office, or who made a change in the journal (null: no role now). */
export const StaffMemberSchema = z
  .object({ id: z.number().int(), mobile_number: z.string(), full_name: z.string(), role: StaffRoleSchema.nullable() })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
