import { customerAdminMessages } from '@shop/contract/customers';
import { messages } from '@shop/contract/messages';
import { roleCan, type StaffRole, staffMessages } from '@shop/contract/staff';
import type { Profile, ProfileUpdate, StaffMember } from '@shop/contract/users';
import type { Database, Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import type { Clock } from '../../lib/clock.ts';
import { ForbiddenError, InvalidError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { inspectPlace, type Place, placeNames } from '../location/location-service.ts';
import { type MediaStorage, type PictureUrls, uploadProblem } from '../media/media-service.ts';
import * as queries from './users-queries.ts';

const AVATAR_SIZE = 512;
const AVATAR_THUMB_SIZE = 128;

/** A profile is complete once it has a first and a last name: what checkout asks for. */
const isNamed = (row: queries.UserRow) => row.firstName !== '' && row.lastName !== '';

function toProfile(pictures: PictureUrls, row: queries.UserRow, place: Place): Profile {
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  return {
    id: row.id,
    username: row.mobileNumber,
    mobile_number: row.mobileNumber,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName,
    email: row.email,
    birth_date: row.birthDate,
    gender: row.gender,
    avatar: pictures.image(row.avatar),
    is_profile_completed: isNamed(row),
    national_code: row.nationalCode,
    postal_code: row.postalCode,
    address: row.address,
    country: row.countryId,
    state: row.stateId,
    city: row.cityId,
    country_data: place.country,
    state_data: place.state,
    city_data: place.city,
  };
}

const placeOf = (row: queries.UserRow) => ({ country: row.countryId, state: row.stateId, city: row.cityId });

/** The customer signing in with this number, created on the first verified code. */
export async function findOrCreateUser(db: Database, mobileNumber: string): Promise<{ id: number }> {
  const row = await queries.findOrInsertUser(db, mobileNumber);
  return { id: row.id };
}

/** What a signup link's form tells of a customer; its place is checked by the caller. */
export interface SignupDetails {
  mobileNumber: string;
  firstName: string;
  lastName: string;
  nationalCode: string;
  postalCode: string;
  address: string;
  countryId: number;
  stateId: number;
  cityId: number;
}

/**
 * The customer a signup form names by their mobile number: made from the form when new, else completed if the caller
 * may (else a 400 on the number, the transaction undone). Only what
 * an existing customer left empty is filled, so a form filled from the store's link never overwrites what the
 * customer wrote themselves; the place is taken whole or not at all, so that its province stays in its country.
 */
export async function signUpCustomer(
  tx: Transaction,
  mayComplete: boolean,
  details: SignupDetails,
): Promise<{ id: number; created: boolean }> {
  const { mobileNumber, ...values } = details;
  const { row, created } = await queries.lockOrInsertUser(tx, mobileNumber, values);
  if (created) return { id: row.id, created };
  if (!mayComplete) throw new InvalidError({ mobile_number: [messages.mobileAlreadyRegistered] });
  const ifEmpty = (current: string, given: string) => (current === '' ? given : undefined);
  const fill: queries.UserChanges = {
    firstName: ifEmpty(row.firstName, values.firstName),
    lastName: ifEmpty(row.lastName, values.lastName),
    nationalCode: ifEmpty(row.nationalCode, values.nationalCode),
    postalCode: ifEmpty(row.postalCode, values.postalCode),
    address: ifEmpty(row.address, values.address),
    ...(row.countryId === null ? { countryId: values.countryId, stateId: values.stateId, cityId: values.cityId } : {}),
  };
  if (Object.values(fill).some((value) => value !== undefined)) await queries.fillUser(tx, row.id, fill);
  return { id: row.id, created };
}

export async function getProfile(db: Database, pictures: PictureUrls, userId: number): Promise<Profile> {
  const row = await queries.findUser(db, userId);
  // Tokens go with their user, so a missing user means a token revoked while the request ran.
  if (!row) throw new UnauthorizedError(messages.invalidToken);
  return toProfile(pictures, row, (await placeNames(db, [placeOf(row)]))(placeOf(row)));
}

/**
 * The customer as an order names them: the name, whether it is complete, the number they sign in with, and the
 * national code an invoice carries when they gave one.
 */
export async function findBuyer(db: Database, userId: number) {
  const row = await queries.findUser(db, userId);
  if (!row) throw new UnauthorizedError(messages.invalidToken);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    mobileNumber: row.mobileNumber,
    nationalCode: row.nationalCode,
    isProfileCompleted: isNamed(row),
  };
}

/**
 * Applies the account form (any part of it) and an optional new avatar. Every field is checked first, the place and
 * the avatar included, and all problems are answered together: a refused form changes nothing. A replaced avatar's
 * files are deleted once the new one is saved, so that it is no longer served; a new avatar that could not be saved
 * to the account is deleted too.
 */
export async function updateProfile(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  userId: number,
  changes: ProfileUpdate,
  avatar: Buffer | undefined,
): Promise<Profile> {
  const current = await queries.findUser(db, userId);
  if (!current) throw new UnauthorizedError(messages.invalidToken);
  const place = {
    country: changes.country === undefined ? current.countryId : changes.country,
    state: changes.state === undefined ? current.stateId : changes.state,
    city: changes.city === undefined ? current.cityId : changes.city,
  };
  const [inspected, avatarError] = await Promise.all([inspectPlace(db, place), avatar ? uploadProblem(avatar) : undefined]);
  const errors = { ...inspected.errors, ...(avatarError ? { avatar: [avatarError] } : {}) };
  if (Object.keys(errors).length) throw new InvalidError(errors);

  let storedAvatar: StoredImage | undefined;
  if (avatar) {
    try {
      storedAvatar = await media.saveUpload(avatar, {
        folder: 'avatars',
        name: `avatar-${userId}`,
        size: AVATAR_SIZE,
        thumbSize: AVATAR_THUMB_SIZE,
      });
    } catch {
      // The header read well but the picture did not decode: a truncated or forged file.
      throw new InvalidError({ avatar: [messages.imageWrongFormat] });
    }
  }

  const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));
  const changed = await queries
    .updateUser(db, userId, {
      firstName: changes.first_name,
      lastName: changes.last_name,
      gender: changes.gender,
      email: text(changes.email),
      birthDate: changes.birth_date,
      nationalCode: text(changes.national_code),
      postalCode: text(changes.postal_code),
      address: text(changes.address),
      countryId: place.country,
      stateId: place.state,
      cityId: place.city,
      avatar: storedAvatar,
    })
    .catch(async (error: unknown) => {
      if (storedAvatar) await media.discard(storedAvatar);
      throw error;
    });
  if (!changed) {
    if (storedAvatar) await media.discard(storedAvatar);
    throw new UnauthorizedError(messages.invalidToken);
  }
  if (storedAvatar && changed.before?.avatar) await media.discard(changed.before.avatar);
  const updated = changed.after;
  return toProfile(pictures, updated, inspected.place);
}

const toStaffMember = (row: queries.UserRow): StaffMember => ({
  id: row.id,
  mobile_number: row.mobileNumber,
  full_name: `${row.firstName} ${row.lastName}`.trim(),
  role: row.staffRole,
});

/** Staff members' numbers and names by id, for the rows of the back office's journal. */
export async function findStaffNames(db: Database, ids: number[]): Promise<Map<number, StaffMember>> {
  return new Map((await queries.findUsers(db, ids)).map((row) => [row.id, toStaffMember(row)]));
}

/** The member of staff signed in to the back office, with the role the back office shows them what it allows. */
export async function getStaffMember(db: Database, userId: number): Promise<StaffMember> {
  const row = await queries.findUser(db, userId);
  if (!row?.staffRole) throw new UnauthorizedError();
  return toStaffMember(row);
}

export async function staffRoleOf(db: Database, userId: number): Promise<StaffRole | null> {
  return (await queries.findUser(db, userId))?.staffRole ?? null;
}

/** Makes an owner from the shell (`npm run staff:add 09…`): the account is made if it has never signed in. */
export async function grantStaffFromShell(db: Database, mobileNumber: string): Promise<{ id: number }> {
  const row = await queries.setStaffByNumber(db, mobileNumber, 'owner');
  return { id: row.id };
}

// The back office's customers (modules/customers, above users since it shows their orders) read the rows.
export { type CustomerFilters, findCustomerPage, findUser, type UserRow } from './users-queries.ts';

/**
 * Gives a staff role, changes it or takes it (`null`). Only an owner does, never to themselves (another owner must),
 * and the shop always keeps an owner. Every member's row is locked first, grant or revoke alike, and the acting
 * member is read again among them: a member whose role was taken or narrowed while this request waited acts no more,
 * and two owners demoting each other at once are counted one after the other, the second finding itself the last.
 * Asking for the role a customer already has changes nothing: `after` is then `before`.
 */
export async function changeStaffRole(
  tx: Transaction,
  clock: Clock,
  staffId: number,
  customerId: number,
  role: StaffRole | null,
): Promise<{ before: queries.UserRow; after: queries.UserRow }> {
  const staff = await queries.lockStaff(tx);
  const actor = staff.find((member) => member.id === staffId);
  if (!roleCan(actor?.staffRole, 'staff.manage')) throw new ForbiddenError(staffMessages.notPermitted);
  const target = await queries.lockUser(tx, customerId);
  if (!target) throw new NotFoundError(customerAdminMessages.customerNotFound);
  if (target.staffRole === role) return { before: target, after: target };
  if (target.id === staffId) throw new InvalidError({ role: [staffMessages.ownRole] });
  const owners = staff.filter((member) => member.staffRole === 'owner');
  if (target.staffRole === 'owner' && owners.length <= 1) throw new InvalidError({ role: [staffMessages.lastOwner] });
  return { before: target, after: await queries.setStaffRole(tx, target.id, role, clock()) };
}
