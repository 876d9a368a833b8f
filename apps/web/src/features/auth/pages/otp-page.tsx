import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OTP_CODE_LENGTH } from '@shop/contract/constants';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import { toLatinDigits, toPersianDigits } from '@shop/contract/persian';
import { toasts } from '@shop/contract/toasts';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { authToken, useSignedIn } from '../../../lib/auth-token.ts';
import { toast } from '../../../lib/toast.ts';
import { isOtpScreenState, type OtpScreenState, useSendCode, useVerifyCode } from '../api/otp.ts';
import { AuthCard } from '../components/auth-card.tsx';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Seconds left until `deadline`, ticking each second; 0 once it has passed. */
function useSecondsLeft(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** WebOTP's request, which TypeScript's DOM types do not know yet (https://wicg.github.io/web-otp/). */
interface SmsCodeRequest extends CredentialRequestOptions {
  otp: { transport: 'sms'[] };
}

/**
 * Chrome on Android finds the SMS that ends with `@<this host> #<code>` and, once the customer allows it, hands the
 * code to `onCode`. It listens until the code expires at `expiresAt`, again for each new code; the returned `stop`
 * ends it once a code goes to be checked, as leaving the page does. Safari fills the box from its
 * `autocomplete="one-time-code"` instead.
 */
function useSmsCode(onCode: (code: string) => void, expiresAt: number): () => void {
  const listening = useRef<AbortController | null>(null);
  const receive = useEffectEvent(onCode);
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const controller = new AbortController();
    listening.current = controller;
    const request: SmsCodeRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials
      .get(request)
      .then((credential) => {
        if (credential && 'code' in credential && typeof credential.code === 'string') receive(credential.code);
      })
      // Stopped, refused by the customer or timed out: the code is typed as without WebOTP.
      .catch(() => undefined);
    // A code read after its time is over would be refused anyway.
    const expiry = setTimeout(() => controller.abort(), Math.max(0, expiresAt - Date.now()));
    return () => {
      clearTimeout(expiry);
      controller.abort();
    };
  }, [expiresAt]);
  return useCallback(() => listening.current?.abort(), []);
}

const minutesAndSeconds = (seconds: number) =>
  toPersianDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

/** The code's first error message of a refused verification, as the server words it (wrong, expired, too many tries). */
function refusal(error: unknown): string {
  const codeErrors = error instanceof ApiError ? error.fieldErrors.code : undefined;
  return codeErrors?.[0] ?? messages.codeWrong;
}

function CodeForm({ screen }: { screen: OtpScreenState }) {
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(() => Date.now() + screen.ttl * 1000);
  const secondsLeft = useSecondsLeft(deadline);
  const stopListening = useSmsCode((received) => type(received), deadline);

  const check = (complete: string) => {
    stopListening();
    verify.mutate(
      { mobile_number: screen.mobile_number, code: complete },
      {
        onSuccess: ({ token }) => {
          authToken.set(token);
          toast(toasts.welcome, 'success');
          void navigate(screen.from ?? '/', { replace: true });
        },
        onError: (failure) => {
          // Transport failures were told by the API client; a refused code is told here and the box emptied.
          if (!(failure instanceof ApiError) || failure.status !== 400) return;
          const message = refusal(failure);
          setError(message);
          setCode('');
          toast(message, 'error');
        },
      },
    );
  };

  const type = (typed: string) => {
    const digits = toLatinDigits(typed).replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
    setCode(digits);
    setError(null);
    // The spec's auto-verify: the fourth digit sends the code, with no button to find.
    if (digits.length === OTP_CODE_LENGTH && !verify.isPending) check(digits);
  };

  const resend = () =>
    sendCode.mutate(screen.mobile_number, {
      onSuccess: ({ ttl }) => {
        setDeadline(Date.now() + ttl * 1000);
        toast(toasts.codeResent, 'success');
      },
      onError: () => toast(toasts.codeResendFailed, 'error'),
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === OTP_CODE_LENGTH) check(code);
        else setError(messages.codeInvalid);
      }}
    >
      <TextField
        value={code}
        onChange={(event) => type(event.target.value)}
        label="کد ورود"
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        disabled={verify.isPending}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            dir: 'ltr',
            'aria-describedby': 'otp-countdown',
            style: { textAlign: 'center', letterSpacing: '0.6em', fontSize: 24 },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending} sx={{ mt: 1 }}>
        ورود
      </Button>
      <Box id="otp-countdown" aria-live="polite" sx={{ mt: 3, minHeight: 40, display: 'grid', placeItems: 'center' }}>
        {secondsLeft > 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            ارسال دوباره کد تا <b>{minutesAndSeconds(secondsLeft)}</b> دیگر
          </Typography>
        ) : (
          <Button onClick={resend} loading={sendCode.isPending}>
            ارسال مجدد کد
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** `/auth/otp`: the 4-digit code sent to the number that the sign-in screen passed in its navigation state. */
export function OtpPage() {
  const state: unknown = useLocation().state;
  const signedIn = useSignedIn();
  // The navigation state lives in the browser's history; the server's page shows only that something is coming.
  if (signedIn === undefined)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="در حال بارگذاری" />
      </Box>
    );
  // A signed-in customer is not sent away here: the sign-in that just succeeded navigates on its own.
  if (!isOtpScreenState(state)) return <Navigate to={paths.signIn} replace />;
  return (
    <AuthCard
      title="کد ورود"
      lead={
        <>
          کد {toPersianDigits(OTP_CODE_LENGTH)} رقمی پیامک‌شده به{' '}
          <Box component="span" dir="ltr" sx={{ fontWeight: 700, color: 'text.primary', unicodeBidi: 'isolate' }}>
            {toPersianDigits(state.mobile_number)}
          </Box>{' '}
          را وارد کنید.{' '}
          <Link component={RouterLink} to={paths.signIn} state={{ from: state.from }}>
            ویرایش شماره
          </Link>
        </>
      }
    >
      <CodeForm screen={state} />
    </AuthCard>
  );
}
