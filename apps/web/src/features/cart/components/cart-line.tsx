import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CART_NOTES_MAX,
  type CartItem,
  type CartItemUpdate,
  type CartItemUpdateFormValues,
  CartItemUpdateSchema,
  cartMessages,
  cartMessageWith,
} from '@shop/contract/cart';
import { paths } from '@shop/contract/paths';
import { formatToman } from '@shop/contract/persian';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useChangeNotes, useChangeQuantity, useRemoveCartItem } from '../api/cart-mutations.ts';

/** The line's note, saved with its own button, which is enabled only once the note differs from the saved one. */
function NotesForm({ item }: { item: CartItem }) {
  const change = useChangeNotes();
  const form = useForm<CartItemUpdateFormValues, unknown, CartItemUpdate>({
    resolver: zodResolver(CartItemUpdateSchema),
    defaultValues: { notes: item.notes },
  });
  const submit = form.handleSubmit(({ notes = '' }) =>
    change.mutate(
      { id: item.id, notes },
      {
        onSuccess: () => form.reset({ notes }),
        onError: (error) => showServerErrors(error, form.setError, ['notes']),
      },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <FormTextField
        control={form.control}
        name="notes"
        label="یادداشت"
        size="small"
        multiline
        maxRows={4}
        slotProps={{ htmlInput: { maxLength: CART_NOTES_MAX } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={!form.formState.isDirty}
        loading={change.isPending}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        به‌روزرسانی
      </Button>
    </Box>
  );
}

/** Why a line cannot be ordered as it is, and what the customer can do about it; nothing when it can. */
function unavailability({ is_available, product_data: product }: CartItem): string | undefined {
  if (is_available) return undefined;
  if (product.stock_type === 'call') return cartMessages.lineByPhone;
  if (!product.in_stock || product.stock === null) return cartMessages.lineSoldOut;
  return cartMessageWith.lineShort(product.stock);
}

/**
 * One line of the cart: what it is, its price, its quantity in steps, its note, and its deletion. A line that sold out
 * or fell short meanwhile says so, and that the cart's sums leave it out.
 */
export function CartLine({ item }: { item: CartItem }) {
  const product = item.product_data;
  const changeQuantity = useChangeQuantity();
  const remove = useRemoveCartItem();
  const step = product.quantity_step;
  const max = product.stock_type === 'limited' && product.stock !== null ? product.stock : undefined;
  const problem = unavailability(item);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 1.5, borderColor: problem ? 'error.light' : undefined }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <LinePicture image={product.featured_image} size={80} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Link
            component={RouterLink}
            to={paths.product(product.product_id)}
            underline="hover"
            sx={{ fontWeight: 700, color: 'text.primary', lineHeight: 1.8 }}
          >
            {product.name}
          </Link>
          {product.variation_label && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {product.variation_label}
            </Typography>
          )}
          {problem && (
            <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
              {problem}
            </Typography>
          )}
          <Box sx={{ width: 'fit-content' }}>
            <Price price={item.unit_price - item.unit_discount} regularPrice={item.unit_price} />
          </Box>
        </Box>
        <IconButton
          color="error"
          aria-label={`حذف ${product.name}`}
          onClick={() => remove.mutate(item.id)}
          disabled={remove.isPending}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <QuantityStepper
          value={item.quantity}
          step={step}
          max={max}
          onChange={(quantity) => changeQuantity.mutate({ id: item.id, quantity })}
          label={`تعداد ${product.name}`}
          // What cannot be bought at all is removed, not reduced; a line beyond what is left can be.
          disabled={!product.in_stock || product.stock_type === 'call'}
        />
        {problem ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {cartMessages.lineNotCounted}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: 14 }}>
              جمع:{' '}
            </Box>
            {formatToman(item.total)}
          </Typography>
        )}
      </Box>
      <NotesForm item={item} />
    </Paper>
  );
}
