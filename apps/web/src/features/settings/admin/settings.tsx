import SettingsIcon from '@mui/icons-material/Settings';
import Typography from '@mui/material/Typography';
import { SETTINGS_ID, SettingsUpdateSchema } from '@shop/contract/settings';
import { settingsRoutes } from '@shop/contract/settings-routes';
import type { ReactNode } from 'react';
import { Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { Navigate } from 'react-router';
import { fieldRule } from '../../../components/admin/field-rule.ts';

const fields = SettingsUpdateSchema.shape;
const ltr = { htmlInput: { dir: 'ltr' } };

function Section({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Latin text (numbers, ids, links) in a Persian form: typed and read left to right. */
function LatinInput({ source, label, helperText }: { source: keyof typeof fields; label: string; helperText?: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      validate={fieldRule(fields[source])}
      slotProps={ltr}
      helperText={helperText ?? false}
    />
  );
}

/** Only saving: the settings are one record, never deleted. */
function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveButton label="ذخیره تنظیمات" />
    </Toolbar>
  );
}

/** The store's contacts, address, licence, blog, map position and the seller's codes on invoices. */
export function SettingsEdit() {
  return (
    <Edit title="تنظیمات فروشگاه" mutationMode="pessimistic" redirect={false}>
      <SimpleForm sx={{ maxWidth: 720 }} toolbar={<SettingsToolbar />}>
        <Section>فروشگاه</Section>
        <TextInput source="store_title" label="نام فروشگاه" validate={fieldRule(fields.store_title)} />
        <TextInput
          source="contacts_store_address"
          label="نشانی فروشگاه (با کد پستی)"
          multiline
          minRows={2}
          validate={fieldRule(fields.contacts_store_address)}
          fullWidth
        />
        <NumberInput
          source="store_latitude"
          label="عرض جغرافیایی روی نقشه"
          validate={fieldRule(fields.store_latitude)}
          helperText="مانند ۳۵٫۷۰۰۹؛ خالی بگذارید تا نقشه نمایش داده نشود"
        />
        <NumberInput source="store_longitude" label="طول جغرافیایی روی نقشه" validate={fieldRule(fields.store_longitude)} />

        <Section>تماس</Section>
        <LatinInput source="contacts_store_tel" label="تلفن فروشگاه" helperText="مانند ۰۲۱۶۶۱۲۳۴۵۶" />
        <LatinInput source="contacts_support_tel" label="تلفن پشتیبانی" />
        <LatinInput source="contacts_sale_manager_tel" label="تلفن مدیر فروش" />
        <LatinInput source="contacts_store_email" label="ایمیل" />
        <LatinInput source="whatsapp" label="واتس‌اپ" helperText="شماره موبایل، مانند ۰۹۱۲۱۲۳۴۵۶۷" />
        <LatinInput source="sms" label="شماره پیامک" />
        <LatinInput source="telegram" label="شناسه تلگرام" />
        <LatinInput source="eitaa" label="شناسه ایتا" />
        <LatinInput source="bale" label="شناسه بله" />
        <LatinInput source="instagram" label="شناسه اینستاگرام" />

        <Section>پیوندها</Section>
        <LatinInput source="license_enamad" label="پیوند نماد اعتماد (اینماد)" />
        <LatinInput source="blog_url" label="نشانی وبلاگ" />

        <Section>فاکتور</Section>
        <LatinInput source="seller_economic_code" label="کد اقتصادی فروشنده" />
        <LatinInput source="seller_national_id" label="شناسه ملی فروشنده" />
      </SimpleForm>
    </Edit>
  );
}

/** The menu opens the one record's form. */
function SettingsOpen() {
  return <Navigate to={`/settings/${SETTINGS_ID}`} replace />;
}

export const settingsResource = {
  name: 'settings',
  routes: settingsRoutes.admin,
  list: SettingsOpen,
  edit: SettingsEdit,
  icon: SettingsIcon,
  options: { label: 'تنظیمات' },
};
