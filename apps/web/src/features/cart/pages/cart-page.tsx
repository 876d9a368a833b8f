import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cartMessages } from '@shop/contract/cart';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { toasts } from '@shop/contract/toasts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FreeShippingHint } from '../../../components/ui/free-shipping-hint.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { OrderSums } from '../../../components/ui/order-sums.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useClearCart } from '../api/cart-mutations.ts';
import { cartSums, unavailableLines, useCart } from '../api/cart-query.ts';
import { CartLine } from '../components/cart-line.tsx';

const TITLE = 'سبد خرید';

const layoutSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
  gap: { xs: 2, md: 3 },
  alignItems: 'start',
} as const;

function EmptyCart() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, py: 6, px: 2, textAlign: 'center' }}>
      <RemoveShoppingCartOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography sx={{ my: 2, fontWeight: 600 }}>سبد خرید شما خالی است.</Typography>
      <Button variant="contained" component={RouterLink} to={paths.products}>
        رفتن به فروشگاه
      </Button>
    </Paper>
  );
}

/** `/shop/cart`: the lines with their steppers, notes and deletion, the sums, and the way on to checkout. */
export function CartPage() {
  const cart = useCart();
  const clear = useClearCart();
  const [confirming, setConfirming] = useState(false);
  const items = cart.data?.items ?? [];
  const blocked = cart.data ? unavailableLines(cart.data).length > 0 : false;
  const blockedId = useId();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={TITLE} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: 1 }}>
          {TITLE}
          {items.length > 0 && (
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: 16 }}>
              {' '}
              ({formatNumber(items.length)} کالا)
            </Typography>
          )}
        </Typography>
        {items.length > 0 && (
          <Button color="error" startIcon={<DeleteSweepOutlinedIcon />} onClick={() => setConfirming(true)}>
            حذف همه
          </Button>
        )}
      </Box>
      {cart.isPending ? (
        <Box sx={layoutSx} aria-busy>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" sx={{ height: 220, borderRadius: 3 }} />
            <Skeleton variant="rounded" sx={{ height: 220, borderRadius: 3 }} />
          </Box>
          <Skeleton variant="rounded" sx={{ height: 220, borderRadius: 3 }} />
        </Box>
      ) : cart.isError ? (
        <LoadFailed error={cart.error} onRetry={() => void cart.refetch()} />
      ) : items.length === 0 ? (
        <EmptyCart />
      ) : (
        <Box sx={layoutSx}>
          <Box component="ul" aria-label="کالاهای سبد خرید" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </Box>
          <Paper
            component="section"
            aria-label="خلاصه سبد خرید"
            variant="outlined"
            sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}
          >
            {cart.data && <OrderSums {...cartSums(cart.data)} />}
            {cart.data && <FreeShippingHint cart={cart.data} />}
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={paths.checkout}
              disabled={blocked}
              aria-describedby={blocked ? blockedId : undefined}
            >
              ادامه و ثبت سفارش
            </Button>
            {blocked && (
              <FormHelperText id={blockedId} error sx={{ m: 0, textAlign: 'center' }}>
                {cartMessages.unavailableLines}
              </FormHelperText>
            )}
          </Paper>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title="خالی کردن سبد خرید"
        message={toasts.cartClearConfirm}
        busy={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Container>
  );
}
