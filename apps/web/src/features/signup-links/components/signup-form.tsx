import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SIGNUP_REDIRECT_DELAY_MS } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import {
  type SignupForm as SignupFormOutput,
  SignupFormSchema,
  type SignupFormValues,
  type SignupLink,
} from '@shop/contract/signup-links';
import { toasts } from '@shop/contract/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LocationFields } from '../../../components/ui/location-fields.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { signupLinkKey, useSubmitSignup } from '../api/signup-queries.ts';

const FIELD_NAMES = Object.keys(SignupFormSchema.shape);

/** The link's record as the form shows it: numbers in Persian digits, as the customer types them. */
const formOf = (link: SignupLink): SignupFormValues => ({
  first_name: link.first_name,
  last_name: link.last_name,
  mobile_number: toPersianDigits(link.mobile_number),
  national_code: toPersianDigits(link.national_code),
  country: link.country_data?.id ?? null,
  state: link.state_data?.id ?? null,
  city: link.city_data?.id ?? null,
  postal_code: toPersianDigits(link.postal_code),
  address: link.address,
});

// Numbers are read left to right inside the right-to-left form, and still sit at the field's right edge.
const numberInput = { dir: 'ltr', inputMode: 'numeric', style: { textAlign: 'right' } } as const;

/** The signup form, pre-filled from the link; once sent it says so and goes home (spec section 4). */
export function SignupForm({ code, link }: { code: string; link: SignupLink }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitSignup(code);
  const form = useForm<SignupFormValues, unknown, SignupFormOutput>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: formOf(link),
  });
  const { control } = form;
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaving.current), []);

  const send = form.handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast(toasts.signupSent, 'success');
        leaving.current = setTimeout(() => {
          void navigate(paths.home);
          // The link is used now: coming back asks again, and finds it gone.
          queryClient.removeQueries({ queryKey: signupLinkKey(code) });
        }, SIGNUP_REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        toast(toasts.signupSendFailed, 'error');
        showServerErrors(error, form.setError, FIELD_NAMES);
        // Used up or expired since the page was opened: the page turns into the not-found page.
        if (isNotFound(error)) void queryClient.invalidateQueries({ queryKey: signupLinkKey(code) });
      },
    }),
  );
  const sent = submit.isSuccess;

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={send}
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}
      >
        <FormTextField control={control} name="first_name" label="نام" required autoComplete="given-name" />
        <FormTextField control={control} name="last_name" label="نام خانوادگی" required autoComplete="family-name" />
        <FormTextField
          control={control}
          name="mobile_number"
          label="شماره موبایل"
          required
          persianDigits
          autoComplete="tel"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          slotProps={{ htmlInput: numberInput }}
        />
        <FormTextField
          control={control}
          name="national_code"
          label="کد ملی"
          required
          persianDigits
          slotProps={{ htmlInput: numberInput }}
        />
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          <LocationFields required initial={{ country: link.country_data, state: link.state_data, city: link.city_data }} />
        </Box>
        <FormTextField
          control={control}
          name="postal_code"
          label="کد پستی"
          required
          persianDigits
          autoComplete="postal-code"
          slotProps={{ htmlInput: numberInput }}
        />
        <FormTextField
          control={control}
          name="address"
          label="آدرس"
          required
          multiline
          minRows={3}
          autoComplete="street-address"
          sx={{ gridColumn: '1 / -1' }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={submit.isPending}
          disabled={sent}
          sx={{ gridColumn: '1 / -1', justifySelf: { sm: 'start' }, minWidth: { sm: 200 } }}
        >
          ثبت اطلاعات
        </Button>
      </Box>
    </FormProvider>
  );
}
