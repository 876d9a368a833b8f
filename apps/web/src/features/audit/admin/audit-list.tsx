import HistoryIcon from '@mui/icons-material/History';
import { auditRoutes } from '@shop/contract/audit-routes';
import { Datagrid, FunctionField, List, TextInput } from 'react-admin';
import { JalaliField, PersianDigitsField } from '../../../components/admin/fields.tsx';

const entityLabel: Record<string, string> = {
  product: 'کالا',
  category: 'دسته‌بندی',
  brand: 'برند',
  order: 'سفارش',
  payment: 'پرداخت',
  user: 'کاربر',
  catalogue: 'کاتالوگ',
  signup_link: 'لینک ثبت‌نام',
  story_group: 'گروه استوری',
  story: 'استوری',
  announcement: 'اطلاعیه',
  article: 'مقاله',
  shipping_method: 'روش ارسال',
  payment_method: 'روش پرداخت',
  settings: 'تنظیمات',
  text_template: 'متن پیامک',
  text_settings: 'شماره‌های پیامک کارکنان',
};

const actionLabel: Record<string, string> = {
  create: 'ایجاد',
  update: 'ویرایش',
  reset: 'بازگشت به پیش‌فرض',
  delete: 'حذف',
  import: 'ورود از فایل',
  status: 'تغییر وضعیت',
  add_note: 'افزودن یادداشت',
  edit_note: 'ویرایش یادداشت',
  delete_note: 'حذف یادداشت',
  approve_payment: 'تایید پرداخت',
  refuse_payment: 'رد پرداخت',
  refund: 'ثبت بازپرداخت',
  gallery_add: 'افزودن تصویر',
  gallery_order: 'ترتیب تصاویر',
  gallery_remove: 'حذف تصویر',
  grant_staff: 'دادن دسترسی مدیریت',
  revoke_staff: 'گرفتن دسترسی مدیریت',
};

const filters = [
  <TextInput key="entity" source="entity" label="نوع" alwaysOn />,
  <TextInput key="entity_id" source="entity_id" label="شناسه" alwaysOn />,
];

/** The journal of every change staff made, newest first. */
export function AuditList() {
  return (
    <List title="تاریخچه تغییرات" sort={{ field: 'at', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <JalaliField source="at" label="زمان" showTime sortable />
        <FunctionField
          label="کارمند"
          render={(entry: { staff: { full_name: string; mobile_number: string } | null }) =>
            entry.staff ? entry.staff.full_name || entry.staff.mobile_number : '—'
          }
        />
        <FunctionField label="نوع" render={(entry: { entity: string }) => entityLabel[entry.entity] ?? entry.entity} />
        <PersianDigitsField source="entity_id" label="شناسه" sortable={false} />
        <FunctionField label="کار" render={(entry: { action: string }) => actionLabel[entry.action] ?? entry.action} />
      </Datagrid>
    </List>
  );
}

export const auditResource = {
  name: 'audit',
  routes: auditRoutes.admin,
  list: AuditList,
  icon: HistoryIcon,
  options: { label: 'تاریخچه تغییرات' },
};
