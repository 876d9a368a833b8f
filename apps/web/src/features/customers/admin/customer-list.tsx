import Chip from '@mui/material/Chip';
import type { AdminCustomer } from '@shop/contract/customers';
import { type StaffRole, staffRoleLabel } from '@shop/contract/staff';
import { Datagrid, FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { CountField, JalaliField, PersianDigitsField } from '../../../components/admin/fields.tsx';

/** A member of staff's role, named; nothing for a customer. */
export const staffChip = (role: StaffRole | null) =>
  role && <Chip label={staffRoleLabel[role]} color="primary" size="small" sx={{ fontWeight: 600 }} />;

const filters = [
  <SearchInput key="q" source="q" placeholder="نام یا شماره موبایل" alwaysOn />,
  <SelectInput
    key="is_staff"
    source="is_staff"
    label="نقش"
    choices={[
      { id: 'true', name: 'کارمند' },
      { id: 'false', name: 'مشتری' },
    ]}
    alwaysOn
  />,
  <SelectInput
    key="has_orders"
    source="has_orders"
    label="سفارش"
    choices={[
      { id: 'true', name: 'سفارش داده' },
      { id: 'false', name: 'بدون سفارش' },
    ]}
    alwaysOn
  />,
];

/** Everyone who signed in, newest first: found by name or by a mobile number typed in any digits. */
export function CustomerList() {
  return (
    <List title="مشتریان" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField label="نام" sortBy="last_name" render={(customer: AdminCustomer) => customer.full_name || '—'} />
        <PersianDigitsField source="mobile_number" label="شماره موبایل" sortable={false} />
        <FunctionField label="نقش" render={(customer: AdminCustomer) => staffChip(customer.staff_role)} />
        <JalaliField source="created_at" label="تاریخ عضویت" />
        <CountField source="orders_count" label="سفارش‌ها" sortable={false} />
      </Datagrid>
    </List>
  );
}
