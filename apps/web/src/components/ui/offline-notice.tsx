import WifiOffIcon from '@mui/icons-material/WifiOff';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import { PageHead } from './page-head.tsx';

/**
 * A page that could not load for want of a network: the spec's sentence in place of the page, which comes by itself
 * once the network is back (its queries are asked again on reconnecting, its code loaded again).
 */
export function OfflineNotice() {
  return (
    <Container maxWidth="sm" role="status" sx={{ py: 10, textAlign: 'center' }}>
      <PageHead title={messages.offline} />
      <WifiOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, lineHeight: 1.8, mb: 1 }}>
        {messages.offline}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>با وصل شدن اینترنت، صفحه خودبه‌خود نمایش داده می‌شود.</Typography>
    </Container>
  );
}
