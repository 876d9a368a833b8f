import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, tehranDate } from '@shop/contract/checkout';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import { type AdminSignupLink, AdminSignupLinkWriteSchema, SIGNUP_LINK_LIFETIME_DAYS } from '@shop/contract/signup-links';
import { Create, Edit, Labeled, SaveButton, SimpleForm, TextInput, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import { JalaliDateInput, JalaliField } from '../../../components/admin/fields.tsx';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { LocationFields } from '../../../components/ui/location-fields.tsx';
import { SignupLinkState, usesOfMax } from './signup-link-list.tsx';

/** Digits are shown in Persian as they are typed; the contract reads them in any digits. */
const persianDigits = (value: unknown) => (value === null || value === undefined ? '' : toPersianDigits(String(value)));
// Numbers read left to right inside the right-to-left form, and still sit at the field's right edge.
const numberInput = { htmlInput: { dir: 'ltr', inputMode: 'numeric', style: { textAlign: 'right' } } } as const;

const row = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/** What the link pre-fills (all of it optional), until when it works and how many forms it takes. */
function SignupLinkFields() {
  const link = useRecordContext<AdminSignupLink>();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        اطلاعاتی که فرم با آن پر می‌شود
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        هر چه خالی بماند را مشتری خودش وارد می‌کند.
      </Typography>
      <Box sx={row}>
        <TextInput source="first_name" label="نام" />
        <TextInput source="last_name" label="نام خانوادگی" />
        <TextInput source="mobile_number" label="شماره موبایل" format={persianDigits} slotProps={numberInput} />
        <TextInput source="national_code" label="کد ملی" format={persianDigits} slotProps={numberInput} />
      </Box>
      <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, mb: 2.5 }}>
        <LocationFields
          initial={{
            country: link?.country_data ?? null,
            state: link?.state_data ?? null,
            city: link?.city_data ?? null,
          }}
        />
      </Box>
      <Box sx={row}>
        <TextInput source="postal_code" label="کد پستی" format={persianDigits} slotProps={numberInput} />
      </Box>
      <TextInput source="address" label="آدرس" multiline minRows={2} fullWidth />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1, mb: 2 }}>
        اعتبار لینک
      </Typography>
      <Box sx={row}>
        <JalaliDateInput source="expires_on" label="آخرین روز اعتبار" />
        <TextInput
          source="max_uses"
          label="حداکثر تعداد استفاده"
          format={persianDigits}
          slotProps={numberInput}
          helperText="چند فرم با این لینک پذیرفته شود"
        />
      </Box>
    </>
  );
}

export function SignupLinkCreate() {
  return (
    <Create title="لینک ثبت‌نام تازه" redirect="edit">
      <SimpleForm
        resolver={zodResolver(AdminSignupLinkWriteSchema)}
        // A link that pre-fills nothing is a link too: it can be made without touching a field.
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
        defaultValues={() => ({
          max_uses: 1,
          expires_on: addDays(tehranDate(new Date()), SIGNUP_LINK_LIFETIME_DAYS),
        })}
      >
        <SignupLinkFields />
      </SimpleForm>
    </Create>
  );
}

/** The link as it stands: its page to copy, its uses so far and when it was last used. */
function SignupLinkFacts() {
  const link = useRecordContext<AdminSignupLink>();
  if (!link) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, mb: 2 }}>
      <Labeled label="کد">
        <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
          {link.code}
        </Box>
      </Labeled>
      <Labeled label="وضعیت">
        <SignupLinkState link={link} />
      </Labeled>
      <Labeled label="استفاده">
        <Box component="span">{usesOfMax(link)}</Box>
      </Labeled>
      <Labeled label="آخرین استفاده">
        {link.last_used_at ? <JalaliField source="last_used_at" showTime /> : <Box component="span">هنوز استفاده نشده</Box>}
      </Labeled>
      <Labeled label="ساخته‌شده در">
        <JalaliField source="created_at" showTime />
      </Labeled>
    </Stack>
  );
}

function CopySignupLink() {
  const link = useRecordContext<AdminSignupLink>();
  return link ? <CopyLinkButton path={paths.signupLink(link.code)} label="لینک ثبت‌نام" /> : null;
}

export function SignupLinkEdit() {
  return (
    <Edit
      title="لینک ثبت‌نام"
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <CopySignupLink />
        </TopToolbar>
      }
    >
      <SimpleForm resolver={zodResolver(AdminSignupLinkWriteSchema)}>
        <SignupLinkFacts />
        <SignupLinkFields />
      </SimpleForm>
    </Edit>
  );
}
