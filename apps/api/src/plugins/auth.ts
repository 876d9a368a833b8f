import { messages } from '@shop/contract/messages';
import { type Permission, roleCan, roleMeets, type StaffRole, staffMessages } from '@shop/contract/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.ts';

/** Whose request it is, once its token checked out; `tokenHash` is what logout revokes. */
export interface SignedInUser {
  id: number;
  tokenHash: string;
}

/** The customer a token belongs to, or null for an unknown or revoked token: the auth module's, handed in by app.ts. */
export type UserOfToken = (token: string) => Promise<SignedInUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, or null: no token, or one that is unknown or revoked. */
    user: SignedInUser | null;
    /** On a back-office route, the member of staff's role, read for this request. */
    staffRole: StaffRole | null;
  }
  interface FastifyContextConfig {
    /** What a back-office route needs (the route table's `staff`), set by serve(). */
    staff?: Permission | 'member';
  }
}

/** The storefront sends `Token <token>`; the invoice downloads send `Bearer <token>`, another name for the same. */
const AUTHORIZATION = /^(?:token|bearer)\s+([\w-]{20,200})$/i;

export function tokenOf(header: string | undefined): string | undefined {
  return header ? AUTHORIZATION.exec(header.trim())?.[1] : undefined;
}

/**
 * Reads the token of every request. A public call with a bad token is answered as to a visitor; the customer's own
 * calls (`requireSignedIn`) answer 401 before they read a body.
 */
export function registerAuth(app: FastifyInstance, userOfToken: UserOfToken): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenOf(request.headers.authorization);
    if (token) request.user = await userOfToken(token);
  });
}

/** The signed-in customer of a request, or a Persian 401 that says whether the token was missing or refused. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (request.user) return request.user;
  throw new UnauthorizedError(request.headers.authorization ? messages.invalidToken : messages.notAuthenticated);
}

/** An onRequest hook for a plugin whose every route is the customer's own. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  signedInUser(request);
}

/** Who makes a back-office change, and when: what the services' journal rows record. */
export function staffChange(request: FastifyRequest): { staffId: number; at: Date } {
  return { staffId: signedInUser(request).id, at: request.server.clock() };
}

/** A member of staff's role now, or null for a customer: the users module's, handed in by app.ts. */
export type StaffRoleOf = (userId: number) => Promise<StaffRole | null>;

/**
 * Every back-office route (a route of the table with `staff`, which serve() hands on in the route's config): a 401
 * for a visitor, a 403 for a customer and for a role without the route's permission. The role is read on each call,
 * so that a member whose role is changed or taken is refused at once, by every process.
 */
export function registerStaffCheck(app: FastifyInstance, staffRoleOf: StaffRoleOf): void {
  app.decorateRequest('staffRole', null);
  app.addHook('onRequest', async (request) => {
    const needed = request.routeOptions.config.staff;
    if (!needed) return;
    const role = await staffRoleOf(signedInUser(request).id);
    if (!role) throw new ForbiddenError();
    if (!roleMeets(role, needed)) throw new ForbiddenError(staffMessages.notPermitted);
    request.staffRole = role;
  });
}

/** A permission beyond the route's own that a part of a call needs: a Persian 403 for a role without it. */
export function requirePermission(request: FastifyRequest, permission: Permission): void {
  if (!roleCan(request.staffRole, permission)) throw new ForbiddenError(staffMessages.notPermitted);
}
