import { randomBytes } from 'node:crypto';
import { messages } from '@shop/contract/messages';
import type { SignupLink, SignupSubmit } from '@shop/contract/signup';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { createAddress } from '../addresses/addresses-service.ts';
import { checkPlace, placeNames } from '../location/location-service.ts';
import { signUpCustomer } from '../users/users-service.ts';
import * as queries from './signup-links-queries.ts';

/** How long a link works unless its maker says otherwise: time enough for a customer to find the message. */
export const SIGNUP_LINK_LIFETIME_DAYS = 30;

/** 128 random bits: a code that cannot be guessed, short enough for a text message. */
const newCode = () => randomBytes(16).toString('base64url');

/** What the store already knows of the customer; anything left out is asked on the form. */
export type SignupPrefill = Partial<
  Pick<
    queries.SignupLinkValues,
    'firstName' | 'lastName' | 'mobileNumber' | 'nationalCode' | 'countryId' | 'stateId' | 'cityId' | 'postalCode' | 'address'
  >
>;

export interface NewSignupLink {
  prefill?: SignupPrefill;
  /** By default SIGNUP_LINK_LIFETIME_DAYS from now. */
  expiresAt?: Date;
  /** Submissions the link takes; one by default. */
  maxUses?: number;
  /** Only the demo shop names its own code, so that its link can be printed in the README; others are random. */
  code?: string;
}

/** Makes a link for the back office to send; answers its code (the page is `paths.signupLink(code)`). */
export async function createSignupLink(
  { db, clock }: { db: Database; clock: Clock },
  { prefill = {}, expiresAt, maxUses = 1, code = newCode() }: NewSignupLink = {},
) {
  await checkPlace(db, { country: prefill.countryId ?? null, state: prefill.stateId ?? null, city: prefill.cityId ?? null });
  const row = await queries.insertSignupLink(db, {
    ...prefill,
    code,
    maxUses,
    expiresAt: expiresAt ?? new Date(clock().getTime() + SIGNUP_LINK_LIFETIME_DAYS * 24 * 3600_000),
  });
  return { code: row.code, expiresAt: row.expiresAt, maxUses: row.maxUses };
}

const isUsable = (row: queries.SignupLinkRow, now: Date) => row.uses < row.maxUses && row.expiresAt > now;

/** A used, expired or unknown code is one answer: nothing tells which codes exist. */
const linkNotFound = () => new NotFoundError(messages.signupLinkNotFound);

export async function getSignupLink({ db, clock }: { db: Database; clock: Clock }, code: string): Promise<SignupLink> {
  const row = await queries.findSignupLink(db, code);
  if (!row || !isUsable(row, clock())) throw linkNotFound();
  const place = { country: row.countryId, state: row.stateId, city: row.cityId };
  const named = (await placeNames(db, [place]))(place);
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    mobile_number: row.mobileNumber,
    national_code: row.nationalCode,
    country_data: named.country,
    state_data: named.state,
    city_data: named.city,
    postal_code: row.postalCode,
    address: row.address,
  };
}

/**
 * The form sent from a link: the customer its mobile number names is made, or completed when the link was made for
 * that number (users-service); the address
 * is saved to their addresses, and the use is counted, all in one transaction on the link's locked row. A second
 * submission waits for the first and then finds the link used. The person is not signed in: holding a link proves
 * nothing about the number typed on it, so they sign in with a code like everyone.
 */
export async function submitSignup({ db, clock }: { db: Database; clock: Clock }, code: string, form: SignupSubmit) {
  if (form.code !== undefined && form.code !== code) throw linkNotFound();
  // A place at fault is told before the link is touched.
  await checkPlace(db, { country: form.country, state: form.state, city: form.city });
  await db.transaction(async (tx) => {
    const now = clock();
    const link = await queries.lockSignupLink(tx, code);
    if (!link || !isUsable(link, now)) throw linkNotFound();
    // Only the number the store made the link for may complete an account that exists: anyone else holding the link
    // could otherwise add addresses and details to a stranger's account by typing their number.
    const customer = await signUpCustomer(tx, link.mobileNumber === form.mobile_number, {
      mobileNumber: form.mobile_number,
      firstName: form.first_name,
      lastName: form.last_name,
      nationalCode: form.national_code,
      postalCode: form.postal_code,
      address: form.address,
      countryId: form.country,
      stateId: form.state,
      cityId: form.city,
    });
    await createAddress(tx, customer.id, form);
    await queries.countUse(tx, link.id, now);
  });
}
