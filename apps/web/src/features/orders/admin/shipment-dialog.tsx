import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { type FormEvent, useState } from 'react';
import { useOrderAction } from './use-order-action.ts';

/**
 * «ارسال شد»: staff type the carrier's tracking code once the parcel is handed over; the buyer is texted it. A shipped
 * order's button corrects a mistyped code. A closed order has no such button.
 */
export function ShipmentButton({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState(order.shipment?.tracking_code ?? '');
  const { run, busy, errors, clearErrors } = useOrderAction();
  const closed = ['cancelled', 'failed', 'refunded'].includes(order.status);
  if (closed && !order.shipment) return null;
  const close = () => {
    clearErrors();
    setOpen(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { tracking_code: code };
    if (await run((api) => api.call(ordersRoutes.admin.ship, { params: { id: order.id }, body }), 'ارسال سفارش ثبت شد.')) {
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        variant={order.shipment ? 'outlined' : 'contained'}
        startIcon={<LocalShippingOutlinedIcon />}
        disabled={closed}
        onClick={() => setOpen(true)}
      >
        {order.shipment ? 'ویرایش کد رهگیری' : 'ارسال شد'}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="shipment-title">
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="shipment-title">ثبت ارسال با {order.shipping_method_data.name}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              کد رهگیری مرسوله به خریدار پیامک می‌شود و در صفحه پیگیری سفارش نمایش داده می‌شود.
            </Typography>
            <TextField
              label="کد رهگیری مرسوله"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={Boolean(errors.tracking_code)}
              helperText={errors.tracking_code}
              slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
              required
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>انصراف</Button>
            <Button type="submit" variant="contained" loading={busy}>
              ثبت ارسال
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
