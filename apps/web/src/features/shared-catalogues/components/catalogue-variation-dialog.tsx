import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
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
import type { Variation } from '@shop/contract/catalogue';
import { messages } from '@shop/contract/messages';
import { formatNumber } from '@shop/contract/persian';
import type { CatalogueItem } from '@shop/contract/shared-catalogues';
import { useId, useState } from 'react';
import { Price } from '../../../components/ui/price.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import { ProductVariantPicker, resolvePurchase, type VariationChoice } from '../../catalogue/index.ts';

interface CatalogueVariationDialogProps {
  item: CatalogueItem;
  open: boolean;
  onClose: () => void;
  /** The variations already in the cart, which are not added twice. */
  inCart: ReadonlySet<number>;
  onAdd: (variation: Variation) => void;
}

/**
 * A variable product's attributes, chosen as on its own page: it goes into the cart only once every attribute is
 * chosen and a variation in stock has them, at that variation's price.
 */
export function CatalogueVariationDialog({ item, open, onClose, inCart, onAdd }: CatalogueVariationDialogProps) {
  const titleId = useId();
  const helperId = useId();
  const [choice, setChoice] = useState<VariationChoice>({});
  useCloseOnBack(open, onClose);
  const product = item.product_data;
  const purchase = resolvePurchase({ ...product, variable_attributes: item.variable_attributes }, item.variations, choice);
  const { status, offer, variation } = purchase;
  const added = variation !== null && inCart.has(variation.id);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} scroll="paper">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, flex: 1, lineHeight: 1.8 }}>
          {product.name}
        </DialogTitle>
        <IconButton aria-label="بستن" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <ProductVariantPicker attributes={item.variable_attributes} choice={choice} onChange={setChoice} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 56 }}>
          {status === 'unavailable' && (
            <Typography component="p" sx={{ color: 'error.main', fontWeight: 700 }}>
              ناموجود
            </Typography>
          )}
          {status === 'call' && (
            <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700 }}>
              برای قیمت تماس بگیرید
            </Typography>
          )}
          {status === 'choose' && (
            <FormHelperText id={helperId} sx={{ m: 0, fontSize: 13 }}>
              {messages.selectOption}
            </FormHelperText>
          )}
          {status === 'available' && offer?.stock_type === 'limited' && offer.stock !== null && (
            <Typography component="p" sx={{ color: 'error.main', fontWeight: 600 }}>
              تنها {formatNumber(offer.stock)} عدد در انبار
            </Typography>
          )}
          {/* Price lines its figures up at its end; the box keeps them at the dialog's end. */}
          {offer && status !== 'call' && status !== 'unavailable' && (
            <Box sx={{ width: 'fit-content', marginInlineStart: 'auto' }}>
              <Price price={offer.price} regularPrice={offer.regular_price} />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          disabled={status !== 'available' || !variation || added}
          aria-describedby={status === 'choose' ? helperId : undefined}
          onClick={() => {
            if (!variation) return;
            onAdd(variation);
            onClose();
          }}
        >
          {added ? 'این مورد در سبد است' : 'افزودن به سبد'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
