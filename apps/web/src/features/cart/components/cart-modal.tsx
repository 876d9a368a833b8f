import CloseIcon from '@mui/icons-material/Close';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { cartMessages } from '@shop/contract/cart';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { LineSummary } from '../../../components/ui/line-summary.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { OrderSums } from '../../../components/ui/order-sums.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import { cartSums, unavailableLines, useCart } from '../api/cart-query.ts';

/**
 * The header's look into the cart: its lines and sums, and the ways on to the cart page or to checkout. Links here
 * replace the dialog's history entry, so that Back from the next page comes to the page under the dialog.
 */
export function CartModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const cart = useCart();
  useCloseOnBack(open, onClose);
  const items = cart.data?.items ?? [];
  const blocked = cart.data ? unavailableLines(cart.data).length > 0 : false;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, flex: 1 }}>
          سبد خرید{cart.data && cart.data.count > 0 && ` (${formatNumber(cart.data.count)} کالا)`}
        </DialogTitle>
        <IconButton aria-label="بستن" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers>
        {cart.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            <CircularProgress aria-label="در حال بارگذاری سبد خرید" />
          </Box>
        ) : cart.isError ? (
          <LoadFailed error={cart.error} onRetry={() => void cart.refetch()} />
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
            <RemoveShoppingCartOutlinedIcon sx={{ fontSize: 48 }} />
            <Typography sx={{ mt: 1 }}>سبد خرید شما خالی است.</Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <LineSummary label="کالاهای سبد خرید" lines={items} />
            {cart.data && <OrderSums {...cartSums(cart.data)} />}
            {blocked && (
              <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
                {cartMessages.unavailableLines}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, py: 2, gap: 1, '& > *': { flex: 1 } }}>
        <Button variant="outlined" component={RouterLink} to={paths.cart} replace>
          مشاهده سبد خرید
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.checkout}
          replace
          disabled={!cart.data || cart.data.count === 0 || blocked}
        >
          ثبت سفارش
        </Button>
      </DialogActions>
    </Dialog>
  );
}
