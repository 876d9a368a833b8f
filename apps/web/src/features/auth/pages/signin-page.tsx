import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type OtpSigninFormValues, type OtpSigninRequest, OtpSigninRequestSchema } from '@shop/contract/auth';
import { paths } from '@shop/contract/paths';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSignedIn } from '../../../lib/auth-token.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { type OtpScreenState, useSendCode } from '../api/otp.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** `/auth/signin`: the mobile number; signing up and signing in are the same flow. */
export function SigninPage() {
  const navigate = useNavigate();
  const from: unknown = useLocation().state?.from;
  const signedIn = useSignedIn();
  const sendCode = useSendCode();
  const form = useForm<OtpSigninFormValues, unknown, OtpSigninRequest>({
    resolver: zodResolver(OtpSigninRequestSchema),
    defaultValues: { mobile_number: '' },
  });
  const error = form.formState.errors.mobile_number;

  if (signedIn) return <Navigate to={paths.account} replace />;

  const submit = form.handleSubmit(({ mobile_number }) =>
    sendCode.mutate(mobile_number, {
      onSuccess: ({ ttl }) => {
        const state: OtpScreenState = { mobile_number, ttl, from: typeof from === 'string' ? from : undefined };
        void navigate(paths.otp, { state });
      },
      onError: (failure) => showServerErrors(failure, form.setError, ['mobile_number']),
    }),
  );

  return (
    <AuthCard title="ورود / ثبت‌نام" lead="شماره موبایل خود را وارد کنید تا کد ورود برایتان پیامک شود.">
      <form onSubmit={submit} noValidate>
        <TextField
          {...form.register('mobile_number')}
          label="شماره موبایل"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          type="tel"
          autoComplete="tel"
          autoFocus
          fullWidth
          error={Boolean(error)}
          helperText={error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={sendCode.isPending} sx={{ mt: 3 }}>
          دریافت کد ورود
        </Button>
      </form>
    </AuthCard>
  );
}
