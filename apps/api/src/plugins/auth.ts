import { messages } from '@shop/contract/messages';
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

/** Whether a user is a member of staff now: the users module's, handed in by app.ts. */
export type IsStaff = (userId: number) => Promise<boolean>;

/**
 * The onRequest hook of every back-office route: a 401 for a visitor, a 403 for a customer. The role is read on each
 * call, so that a member of staff whose role is taken away is refused at once.
 */
export function requireStaff(isStaff: IsStaff) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = signedInUser(request);
    if (!(await isStaff(user.id))) throw new ForbiddenError();
  };
}
