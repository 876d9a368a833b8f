import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import type { AdminSignupLink } from '@shop/contract/signup-links';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { JalaliField, PersianDigitsField } from '../../../components/admin/fields.tsx';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';

const filters = [
  <SearchInput key="q" source="q" placeholder="نام، موبایل یا کد" alwaysOn />,
  <SelectInput
    key="is_usable"
    source="is_usable"
    label="وضعیت"
    choices={[
      { id: 'true', name: 'فعال' },
      { id: 'false', name: 'استفاده‌شده یا منقضی' },
    ]}
    alwaysOn
  />,
];

/** Whether the link's page still takes a form, and if not why. */
export function SignupLinkState({ link }: { link: AdminSignupLink }) {
  if (link.is_usable) return <Chip size="small" color="success" label="فعال" />;
  return <Chip size="small" variant="outlined" label={link.uses >= link.max_uses ? 'استفاده‌شده' : 'منقضی'} />;
}

/** «۲ از ۵»: forms sent from the link, of those it takes. */
export const usesOfMax = (link: AdminSignupLink) => `${toPersianDigits(link.uses)} از ${toPersianDigits(link.max_uses)}`;

/** The links the store sent, newest first, with their uses and the link to copy again. */
export function SignupLinkList() {
  return (
    <List title="لینک‌های ثبت‌نام" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="code" label="کد" sortable={false} sx={{ fontFamily: 'monospace' }} dir="ltr" />
        <FunctionField label="نام" render={(link: AdminSignupLink) => `${link.first_name} ${link.last_name}`.trim() || '—'} />
        <PersianDigitsField source="mobile_number" label="موبایل" sortable={false} />
        <FunctionField label="استفاده" sortBy="uses" render={usesOfMax} />
        <JalaliField source="expires_at" label="انقضا" />
        <FunctionField label="وضعیت" render={(link: AdminSignupLink) => <SignupLinkState link={link} />} />
        <FunctionField
          label="لینک"
          render={(link: AdminSignupLink) => (
            // Inside the row, which opens the link's form when clicked elsewhere.
            <Box onClick={(event) => event.stopPropagation()}>
              <CopyLinkButton path={paths.signupLink(link.code)} label="لینک ثبت‌نام" />
            </Box>
          )}
        />
      </Datagrid>
    </List>
  );
}
