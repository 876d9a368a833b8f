import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { AdminCustomerDetail } from '@shop/contract/customers';
import { customersRoutes } from '@shop/contract/customers-routes';
import { toPersianDigits } from '@shop/contract/persian';
import { STAFF_ROLES, type StaffRole, staffMessages, staffRoleDescription, staffRoleLabel } from '@shop/contract/staff';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { useCan } from '../../../lib/staff-permissions.ts';

const CUSTOMER = 'customer';

/**
 * The customer's role in running the shop, which an owner gives, changes or takes after a yes that says what the role
 * opens. An owner's own role is not theirs to change: the field says so rather than ask a question the shop would
 * refuse. Other roles see no field: the API would refuse them.
 */
export function StaffRoleButton() {
  const api = useAdminApi();
  const customer = useRecordContext<AdminCustomerDetail>();
  const { identity } = useGetIdentity();
  const managesStaff = useCan('staff.manage');
  const notify = useNotify();
  const refresh = useRefresh();
  // The role asked about stays while the question closes, so that its words do not change as it fades.
  const [asked, setAsked] = useState<StaffRole | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!customer || !managesStaff) return null;

  const name = customer.full_name || toPersianDigits(customer.mobile_number);
  const isSelf = identity?.id === customer.id;

  const change = async () => {
    setBusy(true);
    try {
      await api.call(customersRoutes.admin.staffRole, { params: { id: customer.id }, body: { role: asked } });
      notify(asked ? `نقش «${staffRoleLabel[asked]}» داده شد.` : 'نقش کارمندی برداشته شد.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const field = (
    <TextField
      select
      size="small"
      label="نقش در فروشگاه"
      value={customer.staff_role ?? CUSTOMER}
      disabled={isSelf}
      onChange={(event) => {
        setAsked(event.target.value === CUSTOMER ? null : (event.target.value as StaffRole));
        setAsking(true);
      }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={CUSTOMER}>مشتری (بی دسترسی به مدیریت)</MenuItem>
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {staffRoleLabel[role]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {isSelf ? (
        <Tooltip title={staffMessages.ownRole}>
          <span>{field}</span>
        </Tooltip>
      ) : (
        field
      )}
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={asked ? `نقش «${staffRoleLabel[asked]}»` : 'برداشتن نقش کارمندی'}
        message={
          asked
            ? `«${name}» به این بخش‌های مدیریت فروشگاه دسترسی پیدا می‌کند: ${staffRoleDescription[asked]}. ادامه می‌دهید؟`
            : `«${name}» دیگر به بخش مدیریت فروشگاه دسترسی ندارد. ادامه می‌دهید؟`
        }
        onConfirm={change}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
