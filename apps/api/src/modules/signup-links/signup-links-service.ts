import { randomBytes } from 'node:crypto';
import { readOrdering } from '@shop/contract/admin';
import { addDays, tehranDate } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import type { SignupLink, SignupSubmit } from '@shop/contract/signup-links';
import {
  type AdminSignupLink,
  type AdminSignupLinkListQuery,
  type AdminSignupLinkWrite,
  SIGNUP_LINK_LIFETIME_DAYS,
  signupLinkMessageWith as sharingAdminMessageWith,
  signupLinkMessages,
} from '@shop/contract/signup-links';
import type { Database, Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { createAddress } from '../addresses/addresses-service.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { checkPlace, inspectPlace, type Place, placeNames } from '../location/location-service.ts';
import { signUpCustomer } from '../users/users-service.ts';
import * as queries from './signup-links-queries.ts';

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

// The back office's links: made with createSignupLink, listed with their uses, changed and deleted, each change
// journalled in its own transaction.

interface Context {
  db: Database;
  clock: Clock;
}

/** Iran keeps +03:30 all year (no summer time since 2022). */
const TEHRAN_OFFSET = '+03:30';

/** A link chosen to work until a day works until that day's last moment in Tehran. */
const endOfTehranDay = (day: string) => new Date(`${day}T23:59:59.999${TEHRAN_OFFSET}`);

const placeOf = (row: queries.SignupLinkRow) => ({ country: row.countryId, state: row.stateId, city: row.cityId });

function toAdminLink(row: queries.SignupLinkRow, place: Place, origin: string, now: Date): AdminSignupLink {
  return {
    id: row.id,
    code: row.code,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile_number: row.mobileNumber,
    national_code: row.nationalCode,
    country: row.countryId,
    state: row.stateId,
    city: row.cityId,
    country_data: place.country,
    state_data: place.state,
    city_data: place.city,
    postal_code: row.postalCode,
    address: row.address,
    expires_at: row.expiresAt.toISOString(),
    expires_on: tehranDate(row.expiresAt),
    max_uses: row.maxUses,
    uses: row.uses,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    is_usable: isUsable(row, now),
    web_client_url: origin + paths.signupLink(row.code),
  };
}

/** What the journal keeps of a link. */
const auditView = (row: queries.SignupLinkRow) => ({
  code: row.code,
  first_name: row.firstName,
  last_name: row.lastName,
  mobile_number: row.mobileNumber,
  national_code: row.nationalCode,
  country: row.countryId,
  state: row.stateId,
  city: row.cityId,
  postal_code: row.postalCode,
  address: row.address,
  expires_at: row.expiresAt.toISOString(),
  max_uses: row.maxUses,
  uses: row.uses,
});

const adminNotFound = () => new NotFoundError(signupLinkMessages.signupLinkNotFound);

export async function listSignupLinks(
  { db, clock }: Context,
  query: AdminSignupLinkListQuery,
  origin: string,
): Promise<{ count: number; results: AdminSignupLink[] }> {
  const now = clock();
  const { field, descending } = readOrdering(query.ordering, '-created_at');
  const page = await queries.findSignupLinkPage(
    db,
    {
      words: query.search ? query.search.split(/\s+/) : [],
      ...(query.is_usable === undefined ? {} : { usable: { usable: query.is_usable, now } }),
    },
    { limit: query.limit, offset: query.offset, orderBy: field, descending },
  );
  const names = await placeNames(db, page.rows.map(placeOf));
  return { count: page.count, results: page.rows.map((row) => toAdminLink(row, names(placeOf(row)), origin, now)) };
}

async function answer(db: Database, row: queries.SignupLinkRow, origin: string, now: Date) {
  return toAdminLink(row, (await placeNames(db, [placeOf(row)]))(placeOf(row)), origin, now);
}

export async function getSignupLinkForStaff({ db, clock }: Context, id: number, origin: string): Promise<AdminSignupLink> {
  const row = await queries.findSignupLinkById(db, id);
  if (!row) throw adminNotFound();
  return answer(db, row, origin, clock());
}

/** The form's text as the row keeps it: a field left empty is ''. */
const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));

/**
 * Every field at fault in one answer: the place as the signup form checks it, a last day already past, and a
 * number of forms below those already sent.
 */
async function checkLink(
  tx: Transaction,
  place: { country: number | null; state: number | null; city: number | null },
  expiresOn: string | null | undefined,
  maxUses: number | undefined,
  uses: number,
  now: Date,
): Promise<void> {
  const errors: Record<string, string[]> = { ...(await inspectPlace(tx, place)).errors };
  if (expiresOn && expiresOn < tehranDate(now)) errors.expires_on = [signupLinkMessages.expiryPast];
  if (maxUses !== undefined && maxUses < uses) errors.max_uses = [sharingAdminMessageWith.maxUsesBelowUses(uses)];
  if (Object.keys(errors).length) throw new InvalidError(errors);
}

export async function createSignupLinkByStaff(
  { db, clock }: Context,
  staffId: number,
  input: AdminSignupLinkWrite,
  origin: string,
): Promise<AdminSignupLink> {
  const now = clock();
  const place = { country: input.country ?? null, state: input.state ?? null, city: input.city ?? null };
  const row = await db.transaction(async (tx) => {
    await checkLink(tx, place, input.expires_on, input.max_uses ?? undefined, 0, now);
    const { code } = await createSignupLink(
      { db: tx, clock },
      {
        prefill: {
          firstName: input.first_name ?? '',
          lastName: input.last_name ?? '',
          mobileNumber: input.mobile_number ?? '',
          nationalCode: input.national_code ?? '',
          countryId: place.country,
          stateId: place.state,
          cityId: place.city,
          postalCode: input.postal_code ?? '',
          address: input.address ?? '',
        },
        expiresAt: endOfTehranDay(input.expires_on ?? addDays(tehranDate(now), SIGNUP_LINK_LIFETIME_DAYS)),
        maxUses: input.max_uses ?? 1,
      },
    );
    const made = await queries.findSignupLink(tx, code);
    if (!made) throw new Error('the signup link just made was not found');
    await recordAudit(tx, {
      staffId,
      at: now,
      entity: 'signup_link',
      entityId: made.id,
      action: 'create',
      after: auditView(made),
    });
    return made;
  });
  return answer(db, row, origin, now);
}

/** Changes what it pre-fills, its last day or its number of forms; its code and its uses are its own. */
export async function updateSignupLinkByStaff(
  { db, clock }: Context,
  staffId: number,
  id: number,
  changes: AdminSignupLinkWrite,
  origin: string,
): Promise<AdminSignupLink> {
  const now = clock();
  const row = await db.transaction(async (tx) => {
    const current = await queries.lockSignupLinkById(tx, id);
    if (!current) throw adminNotFound();
    const place = {
      country: changes.country === undefined ? current.countryId : changes.country,
      state: changes.state === undefined ? current.stateId : changes.state,
      city: changes.city === undefined ? current.cityId : changes.city,
    };
    const maxUses = changes.max_uses ?? undefined;
    // The form sends the last day back as it was: an expired link's other fields can still be corrected.
    const expiresOn = changes.expires_on === tehranDate(current.expiresAt) ? undefined : changes.expires_on;
    await checkLink(tx, place, expiresOn, maxUses, current.uses, now);
    const changed = await queries.updateSignupLink(tx, id, {
      firstName: text(changes.first_name),
      lastName: text(changes.last_name),
      mobileNumber: text(changes.mobile_number),
      nationalCode: text(changes.national_code),
      postalCode: text(changes.postal_code),
      address: text(changes.address),
      countryId: place.country,
      stateId: place.state,
      cityId: place.city,
      ...(expiresOn ? { expiresAt: endOfTehranDay(expiresOn) } : {}),
      ...(maxUses === undefined ? {} : { maxUses }),
    });
    await recordAudit(tx, {
      staffId,
      at: now,
      entity: 'signup_link',
      entityId: id,
      action: 'update',
      before: auditView(current),
      after: auditView(changed),
    });
    return changed;
  });
  return answer(db, row, origin, now);
}

/** Its page is not found from then on; the customers it made stay. */
export async function deleteSignupLinkByStaff({ db, clock }: Context, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await queries.lockSignupLinkById(tx, id);
    if (!current) throw adminNotFound();
    await queries.deleteSignupLink(tx, id);
    await recordAudit(tx, {
      staffId,
      at: clock(),
      entity: 'signup_link',
      entityId: id,
      action: 'delete',
      before: auditView(current),
    });
  });
}
