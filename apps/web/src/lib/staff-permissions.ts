import type { RouteSpec } from '@shop/contract/route';
import { type Permission, roleCan, roleMeets, type StaffRole } from '@shop/contract/staff';
import { usePermissions } from 'react-admin';

/** Whether the member's role reaches a back-office route. */
export const roleReaches = (role: StaffRole | undefined, route: Pick<RouteSpec, 'staff'>): boolean =>
  route.staff !== undefined && roleMeets(role, route.staff);

/**
 * Whether the signed-in member's role allows it: the back office hides what the API would refuse (it refuses all the
 * same). False while the role is still being read.
 */
export function useCan(permission: Permission): boolean {
  const { permissions } = usePermissions<StaffRole>();
  return roleCan(permissions, permission);
}
