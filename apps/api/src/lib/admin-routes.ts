import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';

/** What every back-office route's schema shares: its tag, its refusals, and the bodies a form with a picture sends. */
export const adminRoute = {
  tags: ['admin'],
  errors: { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema },
  consumes: ['application/json', 'multipart/form-data'],
};

/** The line of a route's summary that says how a picture comes with the record (`lib/multipart-form.ts`). */
export const withPictureFile = (what: string) =>
  ` As JSON, or multipart: the fields as the JSON part \`data\` and ${what} as the file \`image\` (JPEG, PNG or WebP, 5 MB, 25 MP)`;
