import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSignupLink } from '../api/signup-queries.ts';
import { SignupForm } from '../components/signup-form.tsx';

const TITLE = 'ثبت‌نام';

const Page = ({ children }: { children: ReactNode }) => (
  <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
    {children}
  </Container>
);

function SignupLinkForm({ code }: { code: string }) {
  const link = useSignupLink(code);
  // Checked before the data: a link used up while the form was open turns into the not-found page.
  if (link.isError && isNotFound(link.error)) return <NotFoundPage />;
  if (link.isError && !link.data) {
    return (
      <Page>
        <PageHead title={messages.somethingWentWrong} status={500} />
        <LoadFailed error={link.error} onRetry={() => void link.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      {/* No address given: the page holds a customer's details and asks robots not to index it. */}
      <PageHead title={TITLE} />
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          تکمیل ثبت‌نام
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          اطلاعات زیر را بررسی و در صورت نیاز اصلاح کنید، سپس ثبت کنید.
        </Typography>
        {link.data ? (
          <SignupForm code={code} link={link.data} />
        ) : (
          <Box aria-busy sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {Array.from({ length: 7 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Skeleton key={index} variant="rounded" sx={{ height: 56 }} />
            ))}
            <Skeleton variant="rounded" sx={{ height: 100, gridColumn: '1 / -1' }} />
          </Box>
        )}
      </Paper>
    </Page>
  );
}

/**
 * `/signup_links?code=…`: the registration form a store sends a new customer, pre-filled with what it knows, rendered
 * on the server like the shop's other public pages. Without a code, or with a wrong, used or expired one, there is no
 * such page.
 */
export function SignupLinkPage() {
  const code = useSearchParams()[0].get('code')?.trim() || null;
  return code ? <SignupLinkForm key={code} code={code} /> : <NotFoundPage />;
}
