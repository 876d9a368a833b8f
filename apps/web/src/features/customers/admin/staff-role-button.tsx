import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { type AdminCustomerDetail, customerAdminMessages } from '@shop/contract/customers';
import { customersRoutes } from '@shop/contract/customers-routes';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useAdminApi } from '../../../lib/admin-data.ts';

/**
 * Grants the staff role, or takes it away, after a yes. A member of staff's own role is not theirs to take: the button
 * says so rather than ask a question the shop would refuse.
 */
export function StaffRoleButton() {
  const api = useAdminApi();
  const customer = useRecordContext<AdminCustomerDetail>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!customer) return null;

  const granting = !customer.is_staff;
  const name = customer.full_name || customer.mobile_number;
  const isSelf = customer.is_staff && identity?.id === customer.id;

  const change = async () => {
    setBusy(true);
    try {
      await api.call(customersRoutes.admin.staffRole, { params: { id: customer.id }, body: { is_staff: granting } });
      notify(granting ? 'نقش کارمندی داده شد.' : 'نقش کارمندی برداشته شد.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  const button = (
    <Button
      variant="outlined"
      color={granting ? 'primary' : 'error'}
      startIcon={granting ? <AdminPanelSettingsOutlinedIcon /> : <PersonRemoveOutlinedIcon />}
      disabled={isSelf}
      onClick={() => setAsking(true)}
    >
      {granting ? 'دادن نقش کارمندی' : 'برداشتن نقش کارمندی'}
    </Button>
  );
  return (
    <>
      {isSelf ? (
        <Tooltip title={customerAdminMessages.ownStaffRole}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        open={asking}
        busy={busy}
        title={granting ? 'دادن نقش کارمندی' : 'برداشتن نقش کارمندی'}
        message={
          granting
            ? `«${name}» به بخش مدیریت فروشگاه دسترسی پیدا می‌کند و می‌تواند همه چیز را تغییر دهد. ادامه می‌دهید؟`
            : `«${name}» دیگر به بخش مدیریت فروشگاه دسترسی ندارد. ادامه می‌دهید؟`
        }
        onConfirm={change}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
