import { authRoutes } from '@shop/contract/auth-routes';
import { toPersianDigits } from '@shop/contract/persian';
import { staffMessages } from '@shop/contract/staff';
import type { StaffMember } from '@shop/contract/users';
import { usersRoutes } from '@shop/contract/users-routes';
import type { AuthProvider } from 'react-admin';
import { adminClient } from '../lib/admin-data.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { authToken } from '../lib/auth-token.ts';

/** Said on the sign-in page to a customer whose account is no member of staff. */
export const NOT_STAFF = 'این حساب به بخش مدیریت دسترسی ندارد.';

/** The API's word on the token, asked again after a while: a role taken away shows on the next page. */
const ASK_AGAIN_MS = 30_000;

export interface StaffAuthProvider extends AuthProvider {
  /** Whether the browser is signed in as a customer who is no member of staff: the sign-in page then says so. */
  signedInAsCustomer(): Promise<boolean>;
}

/**
 * Staff sign in with the shop's one-time code, into the same token the storefront keeps: a member of staff signed in
 * on the storefront is signed in here too. Whether they are staff is the API's answer to /api/admin/me.
 */
export function createAuthProvider(api: ApiClient): StaffAuthProvider {
  const admin = adminClient(api);
  let known: { token: string; at: number; member: Promise<StaffMember> } | undefined;
  /** The token the API last refused as no staff's: a customer's, from the storefront, which the back office leaves be. */
  let customerToken: string | undefined;

  function staffMember(): Promise<StaffMember> {
    const token = authToken.get();
    if (!token) return Promise.reject(new Error());
    if (!known || known.token !== token || Date.now() - known.at > ASK_AGAIN_MS) {
      const member = admin.call(usersRoutes.admin.me);
      known = { token, at: Date.now(), member };
      member.catch((error: { status?: number }) => {
        if (known?.member === member) known = undefined;
        if (error.status === 403) customerToken = token;
      });
    }
    return known.member;
  }

  return {
    async login({ mobile_number, code }: { mobile_number: string; code: string }) {
      const { token } = await api.call(authRoutes.verify, { body: { mobile_number, code }, silent: true });
      authToken.set(token);
      try {
        await staffMember();
      } catch {
        throw new Error(NOT_STAFF);
      }
    },
    async logout() {
      // react-admin logs out whoever it refuses: a customer is only sent to the sign-in page, and stays signed in on
      // the storefront.
      if (authToken.get() && authToken.get() === customerToken) return;
      if (authToken.get()) await api.call(authRoutes.logout, { silent: true }).catch(() => undefined);
      authToken.clearAll();
      known = undefined;
    },
    async checkAuth() {
      if (!authToken.get()) throw { message: false };
      try {
        await staffMember();
      } catch (error) {
        // A customer signed in on the storefront stays signed in there: the sign-in page says this account is no staff's.
        if ((error as { status?: number }).status === 403) throw { message: NOT_STAFF, logoutUser: false };
        throw error;
      }
    },
    async checkError(error: { status?: number; body?: Record<string, unknown> | null }) {
      if (error?.status === 401) {
        authToken.clearAll();
        throw new Error();
      }
      // A member whose role does not reach a call is still staff: the page says the API's own word for it.
      if (error?.status === 403 && error.body?.detail !== staffMessages.notPermitted) {
        throw { message: NOT_STAFF, logoutUser: false };
      }
    },
    /**
     * The member's role, which says what the menu and the pages offer (contract staff.ts); none for whom checkAuth
     * sends to the sign-in page, which a refusal here would leave loading.
     */
    async getPermissions() {
      return staffMember().then(
        (member) => member.role,
        () => null,
      );
    },
    async getIdentity() {
      const member = await staffMember();
      return { id: member.id, fullName: member.full_name || toPersianDigits(member.mobile_number) };
    },
    async signedInAsCustomer() {
      if (!authToken.get()) return false;
      try {
        await staffMember();
        return false;
      } catch (error) {
        return (error as { status?: number }).status === 403;
      }
    },
  };
}
