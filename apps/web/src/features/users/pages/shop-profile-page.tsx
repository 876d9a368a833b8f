import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import { toasts } from '@shop/contract/toasts';
import { type Profile, ProfileFormSchema, type ProfileFormValues, type ProfileUpdate } from '@shop/contract/users';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useProfile } from '../api/account-queries.ts';
import { useUpdateProfile } from '../api/use-update-profile.ts';

const TITLE = 'تکمیل اطلاعات';
const NameSchema = ProfileFormSchema.pick({ first_name: true, last_name: true });
type NameValues = Pick<ProfileFormValues, 'first_name' | 'last_name'>;
const FIELD_NAMES = Object.keys(NameSchema.shape);

const formSx = { display: 'grid', gap: 2.5 } as const;

/** Without a profile (it failed to load) the names start empty: the customer can still type them and go on. */
function NameForm({ profile }: { profile: Profile | undefined }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const { control, handleSubmit, setError } = useForm<NameValues, unknown, ProfileUpdate>({
    resolver: zodResolver(NameSchema),
    defaultValues: { first_name: profile?.first_name ?? '', last_name: profile?.last_name ?? '' },
  });

  const submit = handleSubmit((names) =>
    update.mutate(names, {
      onSuccess: () => {
        toast(toasts.profileRecorded, 'success');
        void navigate(paths.checkout);
      },
      onError: (error) => {
        toast(toasts.profileRecordFailed, 'error');
        showServerErrors(error, setError, FIELD_NAMES);
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={formSx}>
      <FormTextField control={control} name="first_name" label="نام" required autoComplete="given-name" />
      <FormTextField control={control} name="last_name" label="نام خانوادگی" required autoComplete="family-name" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={update.isPending}>
        ثبت و ادامهٔ خرید
      </Button>
    </Box>
  );
}

/** `/shop/profile`: checkout sends a customer without a name here first; the invoice and the courier need it. */
export function ShopProfilePage() {
  const profile = useProfile();
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title={TITLE} />
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {TITLE}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          برای ادامهٔ خرید، نام و نام خانوادگی خود را وارد کنید.
        </Typography>
        {profile.data || profile.isError ? (
          <NameForm profile={profile.data} />
        ) : (
          <Box sx={formSx} aria-busy>
            <Skeleton variant="rounded" sx={{ height: 56 }} />
            <Skeleton variant="rounded" sx={{ height: 56 }} />
            <Skeleton variant="rounded" sx={{ height: 42 }} />
          </Box>
        )}
      </Paper>
    </Container>
  );
}
