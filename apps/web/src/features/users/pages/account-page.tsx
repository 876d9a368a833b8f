import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@shop/contract/persian';
import { toasts } from '@shop/contract/toasts';
import {
  GENDERS,
  genderLabel,
  type Profile,
  ProfileFormSchema,
  type ProfileFormValues,
  type ProfileUpdate,
} from '@shop/contract/users';
import { useId } from 'react';
import { Controller, type DefaultValues, FormProvider, useForm } from 'react-hook-form';
import { FormJalaliDateField } from '../../../components/ui/form-jalali-date-field.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { LocationFields } from '../../../components/ui/location-fields.tsx';
import { ProfilePage } from '../../../components/ui/profile-page.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { monthYearsAgoIso, todayIso } from '../../../lib/jalali-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useProfile } from '../api/account-queries.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';

const FIELD_NAMES = Object.keys(ProfileFormSchema.shape);

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 2.5,
} as const;

/** The form starts from the saved profile; empty texts are '' so that a field left alone does not count as changed. */
function toFormValues(profile: Profile): DefaultValues<ProfileFormValues> {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    gender: profile.gender ?? undefined,
    email: profile.email,
    birth_date: profile.birth_date ?? '',
    national_code: toPersianDigits(profile.national_code),
    postal_code: toPersianDigits(profile.postal_code),
    address: profile.address,
    country: profile.country,
    state: profile.state,
    city: profile.city,
  };
}

function AccountForm({ profile }: { profile: Profile }) {
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: toFormValues(profile),
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const update = useUpdateProfile();
  const genderLabelId = useId();

  const submit = handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        toast(toasts.profileUpdated, 'success');
      },
      onError: (error) => {
        toast(toasts.profileUpdateFailed, 'error');
        showServerErrors(error, setError, FIELD_NAMES);
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={gridSx}>
        <FormTextField control={control} name="first_name" label="نام" required autoComplete="given-name" />
        <FormTextField control={control} name="last_name" label="نام خانوادگی" required autoComplete="family-name" />
        <TextField
          label="نام کاربری"
          value={toPersianDigits(profile.username)}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        />
        <TextField
          label="شماره موبایل"
          value={toPersianDigits(profile.mobile_number)}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        />
        <FormTextField
          control={control}
          name="email"
          label="ایمیل"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          control={control}
          name="national_code"
          label="کد ملی"
          persianDigits
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormJalaliDateField
          control={control}
          name="birth_date"
          label="تاریخ تولد"
          maxDate={todayIso()}
          referenceDate={monthYearsAgoIso(30)}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormLabel id={genderLabelId} sx={{ fontSize: 13 }}>
                جنسیت
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={genderLabelId}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              >
                {GENDERS.map((gender, index) => (
                  <FormControlLabel
                    key={gender}
                    value={gender}
                    label={genderLabel[gender]}
                    // A server error on gender focuses the first choice.
                    control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <LocationFields initial={{ country: profile.country_data, state: profile.state_data, city: profile.city_data }} />
        <FormTextField
          control={control}
          name="postal_code"
          label="کد پستی"
          persianDigits
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="address"
          label="آدرس"
          multiline
          minRows={2}
          autoComplete="street-address"
          sx={{ gridColumn: '1 / -1' }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" loading={update.isPending} disabled={!formState.isDirty}>
            ذخیره تغییرات
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}

function AccountFormSkeleton() {
  return (
    <Box sx={gridSx} aria-busy>
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} variant="rounded" sx={{ height: 56 }} />
      ))}
      <Skeleton variant="rounded" sx={{ height: 80, gridColumn: '1 / -1' }} />
      <Skeleton variant="rounded" sx={{ height: 42, width: 140 }} />
    </Box>
  );
}

/** `/profile/account`: the customer's own details; the username and the mobile number signed in with are fixed. */
export function AccountPage() {
  const profile = useProfile();
  return (
    <ProfilePage title="حساب کاربری">
      {profile.data ? (
        <AccountForm profile={profile.data} />
      ) : profile.isError ? (
        <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <AccountFormSkeleton />
      )}
    </ProfilePage>
  );
}
