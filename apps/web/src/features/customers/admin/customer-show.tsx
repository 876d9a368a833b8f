import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Address } from '@shop/contract/addresses';
import type { AdminCustomerDetail, AdminCustomerOrder } from '@shop/contract/customers';
import { formatJalaliDate, toPersianDigits } from '@shop/contract/persian';
import { genderLabel } from '@shop/contract/users';
import {
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { CountField, JalaliField, PersianDigitsField, TomanField } from '../../../components/admin/fields.tsx';
import { OrderStatusChip } from '../../orders/index.ts';
import { staffChip } from './customer-list.tsx';
import { StaffRoleButton } from './staff-role-button.tsx';

const PAGE_SIZE = 10;

/** The orders resource's own page of an order, in the back office. */
const orderPage = (id: number) => `/orders/${id}/show`;

function CustomerTitle() {
  const customer = useRecordContext<AdminCustomerDetail>();
  return <span>{customer ? `مشتری ${customer.full_name || toPersianDigits(customer.mobile_number)}` : 'مشتری'}</span>;
}

const placeOf = (customer: AdminCustomerDetail) =>
  [customer.country_data, customer.state_data, customer.city_data].flatMap((place) => (place ? [place.name] : [])).join('، ') ||
  '—';

function CustomerOrders() {
  const customer = useRecordContext<AdminCustomerDetail>();
  if (!customer) return null;
  return (
    <ListBase resource="customer-orders" filter={{ id: customer.id }} perPage={PAGE_SIZE} disableSyncWithLocation>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => orderPage(Number(id))}
        empty={<Typography sx={{ p: 2 }}>این مشتری هنوز سفارشی نداده است.</Typography>}
      >
        <FunctionField
          label="سفارش"
          render={(order: AdminCustomerOrder) => (
            <Link component={RouterLink} to={orderPage(order.id)} onClick={(event) => event.stopPropagation()}>
              {toPersianDigits(order.id)}
            </Link>
          )}
        />
        <JalaliField source="created_at" label="تاریخ" showTime sortable={false} />
        <FunctionField label="وضعیت" render={(order: AdminCustomerOrder) => <OrderStatusChip status={order.status} />} />
        <TomanField source="total" label="مبلغ کل" sortable={false} />
        <FunctionField label="پرداخت" render={(order: AdminCustomerOrder) => (order.is_paid ? 'پرداخت شده' : 'پرداخت نشده')} />
      </Datagrid>
      <Pagination rowsPerPageOptions={[PAGE_SIZE]} />
    </ListBase>
  );
}

function CustomerAddresses() {
  const customer = useRecordContext<AdminCustomerDetail>();
  if (!customer) return null;
  return (
    <ListBase resource="customer-addresses" filter={{ id: customer.id }} perPage={PAGE_SIZE} disableSyncWithLocation>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>این مشتری آدرسی ذخیره نکرده است.</Typography>}
      >
        <TextField source="full_name" label="گیرنده" sortable={false} />
        <PersianDigitsField source="mobile_number" label="موبایل گیرنده" sortable={false} />
        <FunctionField
          label="استان و شهر"
          render={(address: Address) => `${address.state_data.name}، ${address.city_data.name}`}
        />
        <TextField source="address" label="آدرس" sortable={false} />
        <PersianDigitsField source="postal_code" label="کد پستی" sortable={false} />
      </Datagrid>
      <Pagination rowsPerPageOptions={[PAGE_SIZE]} />
    </ListBase>
  );
}

/** A customer's profile, orders and addresses, and their staff role to grant or take. */
export function CustomerShow() {
  return (
    <Show
      title={<CustomerTitle />}
      actions={
        <TopToolbar>
          <StaffRoleButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="مشخصات">
          <FunctionField label="نام" render={(customer: AdminCustomerDetail) => customer.full_name || '—'} />
          <PersianDigitsField source="mobile_number" label="شماره موبایل" />
          <FunctionField label="نقش" render={(customer: AdminCustomerDetail) => staffChip(customer.staff_role) || 'مشتری'} />
          <JalaliField source="created_at" label="تاریخ عضویت" />
          <TextField source="email" label="ایمیل" emptyText="—" />
          <FunctionField
            label="جنسیت"
            render={(customer: AdminCustomerDetail) => (customer.gender ? genderLabel[customer.gender] : '—')}
          />
          <FunctionField
            label="تاریخ تولد"
            render={(customer: AdminCustomerDetail) => (customer.birth_date ? formatJalaliDate(customer.birth_date) : '—')}
          />
          <PersianDigitsField source="national_code" label="کد ملی" />
          <FunctionField label="کشور، استان و شهر" render={placeOf} />
          <PersianDigitsField source="postal_code" label="کد پستی" />
          <TextField source="address" label="آدرس" emptyText="—" />
          <CountField source="orders_count" label="تعداد سفارش‌ها" />
          <CountField source="addresses_count" label="تعداد آدرس‌ها" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="سفارش‌ها" path="orders">
          <CustomerOrders />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="آدرس‌ها" path="addresses">
          <CustomerAddresses />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
