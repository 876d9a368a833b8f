import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  CART_NOTES_MAX,
  type CartItemCreate,
  type CartItemCreateFormValues,
  CartItemCreateSchema,
  cartMessages,
} from '@shop/contract/cart';
import { type ProductDetail, type Variation, variationLabel } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { insufficientStockMessage, isNotEnoughStock, useAddToCart } from '../api/cart-mutations.ts';

export interface AddToCartDialogProps {
  product: ProductDetail;
  /** The chosen variation of a variable product; null for a simple one. */
  variation: Variation | null;
  open: boolean;
  /** Hides the dialog and keeps what was typed: Back, its close button, Escape or a tap beside it. */
  onClose: () => void;
  /** Cancelled or added: what was typed is done with. */
  onDone: () => void;
}

/**
 * The product page's order dialog: a quantity in the product's steps (at most what a limited stock holds) and a note,
 * then, once added, the choice of going on shopping or to the cart.
 */
export function AddToCartDialog({ product, variation, open, onClose, onDone }: AddToCartDialogProps) {
  const titleId = useId();
  const add = useAddToCart();
  const [added, setAdded] = useState(false);
  const offer = variation ?? product;
  const step = offer.quantity_step;
  const max = offer.stock_type === 'limited' && offer.stock !== null ? offer.stock : undefined;
  const form = useForm<CartItemCreateFormValues, unknown, CartItemCreate>({
    resolver: zodResolver(CartItemCreateSchema),
    defaultValues: { product: offer.id, quantity: step, notes: '' },
  });
  const { control } = form;
  useCloseOnBack(open, added ? onDone : onClose);

  const submit = form.handleSubmit((item) =>
    add.mutate(item, {
      onSuccess: () => setAdded(true),
      onError: (error) => {
        if (isNotEnoughStock(error)) {
          const message = insufficientStockMessage(error);
          form.setError('quantity', { type: 'server', message }, { shouldFocus: true });
          toast(message, 'error');
          return;
        }
        showServerErrors(error, form.setError, ['quantity', 'notes']);
        toast(cartMessages.addToCartFailed, 'error');
      },
    }),
  );

  const heading = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, flex: 1 }}>
        {added ? 'سبد خرید' : 'افزودن به سبد خرید'}
      </DialogTitle>
      <IconButton aria-label="بستن" onClick={added ? onDone : onClose} disabled={add.isPending}>
        <CloseIcon />
      </IconButton>
    </Box>
  );

  return (
    <Dialog
      open={open}
      onClose={add.isPending ? undefined : added ? onDone : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      keepMounted
    >
      {heading}
      {added ? (
        <>
          <DialogContent sx={{ textAlign: 'center' }}>
            <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 56 }} />
            <Typography sx={{ fontWeight: 700, mt: 1 }}>{cartMessages.addedToCart}</Typography>
          </DialogContent>
          {/* Side by side where they fit, the way to the cart on top where they do not. */}
          <DialogActions
            disableSpacing
            sx={{ px: 3, pb: 2, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, '& > *': { width: 1 } }}
          >
            <Button variant="outlined" onClick={onDone}>
              ادامه خرید
            </Button>
            {/* Replaces the dialog's history entry: Back from the cart comes to the product, not to the dialog. */}
            <Button variant="contained" component={RouterLink} to={paths.cart} replace>
              مشاهده سبد خرید
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <LinePicture image={variation?.featured_image ?? product.featured_image} size={64} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.8 }}>{product.name}</Typography>
                {variation && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {variationLabel(variation)}
                  </Typography>
                )}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Controller
                control={control}
                name="quantity"
                render={({ field, fieldState }) => (
                  <Box>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                      تعداد
                    </Typography>
                    <QuantityStepper
                      value={Number(field.value)}
                      step={step}
                      max={max}
                      onChange={field.onChange}
                      label={`تعداد ${product.name}`}
                    />
                    {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                  </Box>
                )}
              />
              <Price price={offer.price} regularPrice={offer.regular_price} />
            </Box>
            <FormTextField
              control={control}
              name="notes"
              label="یادداشت (اختیاری)"
              placeholder="مثلا رنگ، سایز یا درخواست شما"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: CART_NOTES_MAX } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onDone} disabled={add.isPending}>
              انصراف
            </Button>
            <Button type="submit" variant="contained" loading={add.isPending}>
              افزودن به سبد خرید
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
