import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';
import { PageHead } from '../../../components/ui/page-head.tsx';

/**
 * The page's own 404: the route's error element speaks of a server error (500), so a missing product
 * is answered here, inside the page, with the header and footer still around it.
 */
export function ProductNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageHead title={messages.productNotFound} status={404} />
      <SearchOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {messages.productNotFound}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>ممکن است این کالا حذف شده یا نشانی آن نادرست باشد.</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.home} variant="contained" size="large">
          بازگشت به صفحه اصلی
        </Button>
        <Button component={RouterLink} to={paths.products} variant="outlined" size="large">
          مشاهده فروشگاه
        </Button>
      </Box>
    </Container>
  );
}

/** Any other failure to load the product: the transport already showed why, so this offers a retry. */
export function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageHead title={messages.somethingWentWrong} status={500} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 4 }}>
        {messages.somethingWentWrong}
      </Typography>
      <Button onClick={onRetry} variant="contained" size="large">
        تلاش دوباره
      </Button>
    </Container>
  );
}
