import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_NOTES_MAX } from '@shop/contract/cart';
import { formatNumber, formatToman, joinParts } from '@shop/contract/persian';
import { useId } from 'react';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import type { CatalogueCartView, CatalogueLineKey } from '../api/catalogue-cart.ts';
import type { OrderChannel } from '../api/order-channels.ts';
import { quantityLimit } from './catalogue-item-row.tsx';
import { CatalogueSendOrder } from './catalogue-send-order.tsx';

interface CatalogueCartDialogProps {
  open: boolean;
  onClose: () => void;
  cart: CatalogueCartView;
  onQuantity: (line: CatalogueLineKey, quantity: number) => void;
  onNotes: (line: CatalogueLineKey, notes: string) => void;
  onRemove: (line: CatalogueLineKey) => void;
  /** The order as its chat message, and the store's messengers to send it on. */
  message: string;
  channels: OrderChannel[];
  onSent: () => void;
}

/** The catalogue's cart: each line's quantity and note, the sums, and the order sent as a chat message. */
export function CatalogueCartDialog({
  open,
  onClose,
  cart,
  onQuantity,
  onNotes,
  onRemove,
  message,
  channels,
  onSent,
}: CatalogueCartDialogProps) {
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
                // A variation is named with its values, so that a screen reader tells two sizes apart.
                const name = joinParts(product.name, line.variation_label);
                return (
                  <Box
                    component="li"
                    key={`${line.id}:${line.variation}`}
                    sx={{ display: 'grid', gap: 1, pb: 2, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                      <LinePicture image={product.featured_image} size={48} />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.7 }}>
                          {product.name}
                        </Typography>
                        {line.variation_label && (
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {line.variation_label}
                          </Typography>
                        )}
                      </Box>
                      <IconButton aria-label={`حذف ${name} از سبد`} onClick={() => onRemove(line)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Box>
                    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
                      <QuantityStepper
                        value={line.quantity}
                        step={line.offer.quantity_step}
                        max={quantityLimit(line.offer)}
                        onChange={(quantity) => onQuantity(line, quantity)}
                        label={`تعداد ${name}`}
                      />
                      <Typography sx={{ fontWeight: 700, pt: 1.25 }}>{formatToman(line.total)}</Typography>
                    </Box>
                    <TextField
                      label="یادداشت شما"
                      size="small"
                      value={line.notes}
                      onChange={(event) => onNotes(line, event.target.value)}
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
            <CatalogueSendOrder message={message} channels={channels} onSent={onSent} />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
