import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { paths } from '@shop/contract/paths';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApi } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/auth-token.ts';
import { useOpenDocument } from '../../../lib/open-document.ts';

export const invoiceFileName = (orderId: number) => `invoice-${orderId}.pdf`;
/** A signed-in customer holding another customer's tracking link. */
const NOT_THE_OWNER = 'فاکتور و برچسب ارسال فقط برای صاحب سفارش در دسترس است.';
const labelFileName = (orderId: number) => `shipping-label-${orderId}.pdf`;

/**
 * The invoice's and the shipping label's print buttons. The PDFs are served to the order's owner only, so a visitor
 * sees them disabled, with the way to sign in (spec section 6).
 */
export function DocumentButtons({ order }: { order: Order }) {
  const api = useApi();
  const signedIn = useSignedIn();
  const { open, opening } = useOpenDocument();
  const params = { id: order.id };
  const { pathname, search } = useLocation();
  const hintId = useId();
  const invoice = invoiceFileName(order.id);
  const label = labelFileName(order.id);
  const disabled = signedIn !== true;
  const described = signedIn === false ? hintId : undefined;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrintOutlinedIcon />}
        disabled={disabled}
        loading={opening === invoice}
        aria-describedby={described}
        onClick={() => open(() => api.document(ordersRoutes.invoice, { params }, 'application/pdf'), invoice, NOT_THE_OWNER)}
      >
        چاپ فاکتور
      </Button>
      <Button
        variant="outlined"
        startIcon={<LocalShippingOutlinedIcon />}
        disabled={disabled}
        loading={opening === label}
        aria-describedby={described}
        onClick={() => open(() => api.document(ordersRoutes.shippingLabel, { params }, 'application/pdf'), label, NOT_THE_OWNER)}
      >
        چاپ برچسب ارسال
      </Button>
      {signedIn === false && (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
          برای چاپ فاکتور و برچسب،{' '}
          <Link component={RouterLink} to={paths.signIn} state={{ from: pathname + search }}>
            وارد حساب خود شوید
          </Link>
          .
        </Typography>
      )}
    </>
  );
}
