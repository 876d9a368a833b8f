import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_NOTES_MAX } from '@shop/contract/cart';
import { formatNumber, formatToman } from '@shop/contract/persian';
import { useId } from 'react';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import type { CatalogueCartView } from '../api/catalogue-cart.ts';
import { quantityLimit } from './catalogue-item-row.tsx';

interface CatalogueCartDialogProps {
  open: boolean;
  onClose: () => void;
  cart: CatalogueCartView;
  onQuantity: (id: number, quantity: number) => void;
  onNotes: (id: number, notes: string) => void;
  onRemove: (id: number) => void;
  /** Null when the store has no messaging number to order on. */
  onOrder: (() => void) | null;
}

/** The catalogue's cart: each line's quantity and note, the sums, and the order sent as a chat message. */
export function CatalogueCartDialog({ open, onClose, cart, onQuantity, onNotes, onRemove, onOrder }: CatalogueCartDialogProps) {
  const titleId = useId();
  useCloseOnBack(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, flex: 1 }}>
          سبد سفارش ({formatNumber(cart.count)} کالا)
        </DialogTitle>
        <IconButton aria-label="بستن" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers>
        {cart.count === 0 ? (
          <Typography sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>سبد سفارش شما خالی است.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Box component="ul" aria-label="کالاهای سبد" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {cart.lines.map((line) => {
                const product = line.item.product_data;
                return (
                  <Box
                    component="li"
                    key={line.id}
                    sx={{ display: 'grid', gap: 1, pb: 2, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                      <LinePicture image={product.featured_image} size={48} />
                      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, fontWeight: 600, lineHeight: 1.7 }}>
                        {product.name}
                      </Typography>
                      <IconButton aria-label={`حذف ${product.name} از سبد`} onClick={() => onRemove(line.id)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Box>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
                      <QuantityStepper
                        value={line.quantity}
                        step={product.quantity_step}
                        max={quantityLimit(line.item)}
                        onChange={(quantity) => onQuantity(line.id, quantity)}
                        label={`تعداد ${product.name}`}
                      />
                      <Typography sx={{ fontWeight: 700, pt: 1.25 }}>{formatToman(line.total)}</Typography>
                    </Box>
                    <TextField
                      label="یادداشت شما"
                      size="small"
                      value={line.notes}
                      onChange={(event) => onNotes(line.id, event.target.value)}
                      // As long as a signed-in cart's note may be.
                      slotProps={{ htmlInput: { maxLength: CART_NOTES_MAX } }}
                    />
                  </Box>
                );
              })}
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
              <DefinitionRow label="جمع کالاها">{formatToman(cart.subtotal)}</DefinitionRow>
              {cart.discount > 0 && (
                <DefinitionRow label="سود شما از خرید">
                  <Typography component="span" sx={{ color: 'error.main' }}>
                    {formatToman(cart.discount)}
                  </Typography>
                </DefinitionRow>
              )}
              <DefinitionRow label="مبلغ کل" strong>
                {formatToman(cart.total)}
              </DefinitionRow>
            </Box>
            {!onOrder && <Alert severity="info">شماره واتس‌اپ فروشگاه ثبت نشده است؛ لطفا با فروشگاه تماس بگیرید.</Alert>}
          </Box>
        )}
      </DialogContent>
      {/* Closing is the corner's button or Back: the order has the whole line. */}
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          fullWidth
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          onClick={onOrder ?? undefined}
          disabled={!onOrder || cart.count === 0}
        >
          سفارش در واتس‌اپ
        </Button>
      </DialogActions>
    </Dialog>
  );
}
