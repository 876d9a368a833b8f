import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OtpSigninRequestSchema, OtpVerifyRequestSchema } from '@shop/contract/auth';
import { authRoutes } from '@shop/contract/auth-routes';
import { toPersianDigits } from '@shop/contract/persian';
import { type FormEvent, useEffect, useState } from 'react';
import { useAuthProvider, useLogin, useNotify } from 'react-admin';
import { ApiError, useApi } from '../lib/api-client.ts';
import { NOT_STAFF, type StaffAuthProvider } from './auth-provider.ts';

const firstMessage = (error: unknown, fallback: string) => {
  if (error instanceof ApiError) {
    const body = error.body ?? {};
    const fieldMessage = Object.values(error.fieldErrors)[0]?.[0];
    const detail = typeof body.detail === 'string' ? body.detail : undefined;
    const nonField = Array.isArray(body.non_field_errors) ? String(body.non_field_errors[0]) : undefined;
    return fieldMessage ?? nonField ?? detail ?? fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
};

/** Staff sign in as customers do: a mobile number, then the one-time code sent to it. */
export function LoginPage() {
  const api = useApi();
  const authProvider = useAuthProvider<StaffAuthProvider>();
  const login = useLogin();
  const notify = useNotify();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // A customer signed in on the storefront who opens /admin is told why they are asked to sign in here.
  useEffect(() => {
    let current = true;
    void authProvider?.signedInAsCustomer().then((refused) => {
      if (current && refused) setError(NOT_STAFF);
    });
    return () => {
      current = false;
    };
  }, [authProvider]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OtpSigninRequestSchema.safeParse({ mobile_number: mobile });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    setError('');
    try {
      await api.call(authRoutes.signIn, { body: parsed.data, silent: true });
      setCodeSent(true);
    } catch (failure) {
      setError(firstMessage(failure, 'ارسال کد ممکن نشد.'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OtpVerifyRequestSchema.safeParse({ mobile_number: mobile, code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setBusy(true);
    setError('');
    try {
      await login(parsed.data);
    } catch (failure) {
      setError(firstMessage(failure, 'ورود ممکن نشد.'));
      notify(firstMessage(failure, 'ورود ممکن نشد.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 380, p: 3 }} component="main">
        <form onSubmit={codeSent ? verify : sendCode} noValidate>
          <Stack spacing={2}>
            <Avatar sx={{ bgcolor: 'primary.main', alignSelf: 'center' }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography component="h1" variant="h6" sx={{ textAlign: 'center' }}>
              ورود به مدیریت فروشگاه
            </Typography>
            {codeSent ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  کد ارسال‌شده به {toPersianDigits(mobile)} را وارد کنید.
                </Typography>
                <TextField
                  label="کد تایید"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  autoFocus
                  error={Boolean(error)}
                  helperText={error || ' '}
                />
                <Button type="submit" variant="contained" disabled={busy}>
                  ورود
                </Button>
                <Button
                  onClick={() => {
                    setCodeSent(false);
                    setCode('');
                    setError('');
                  }}
                >
                  تغییر شماره موبایل
                </Button>
              </>
            ) : (
              <>
                <TextField
                  label="شماره موبایل"
                  value={mobile}
                  onChange={(event) => setMobile(event.target.value)}
                  autoComplete="tel"
                  inputMode="tel"
                  autoFocus
                  error={Boolean(error)}
                  helperText={error || ' '}
                />
                <Button type="submit" variant="contained" disabled={busy}>
                  دریافت کد
                </Button>
              </>
            )}
          </Stack>
        </form>
      </Card>
    </Box>
  );
}
