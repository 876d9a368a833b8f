import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Variation } from '@shop/contract/catalogue';
import { TRUNCATE_CHARS } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import type { CatalogueItem, CatalogueItemAvailability } from '@shop/contract/shared-catalogues';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { truncate } from '../../../lib/truncate.ts';
import type { CatalogueCartLine, CatalogueOffer } from '../api/catalogue-cart.ts';
import { CatalogueVariationDialog } from './catalogue-variation-dialog.tsx';

/** Why an item cannot be put in the cart, in the words of the shop's product cards. */
const unavailableLabels: Record<Exclude<CatalogueItemAvailability, 'available'>, string> = {
  call: 'برای قیمت تماس بگیرید',
  out_of_stock: 'ناموجود',
  withdrawn: 'دیگر عرضه نمی‌شود',
};

/** The most a limited stock lets a visitor ask for; the store confirms the rest in the chat. */
export const quantityLimit = (offer: CatalogueOffer) => (offer.stock_type === 'limited' ? (offer.stock ?? undefined) : undefined);

interface CatalogueItemRowProps {
  item: CatalogueItem;
  /** The item's lines in the cart: a simple product's one, or one per variation chosen. */
  lines: CatalogueCartLine[];
  onAdd: (variation: Variation | null) => void;
  onQuantity: (line: CatalogueCartLine, quantity: number) => void;
  onRemove: (line: CatalogueCartLine) => void;
}

/** A variable product's variations in the cart, named by their values, and the way to choose another. */
function VariableItemBuy({ item, lines, onAdd }: Pick<CatalogueItemRowProps, 'item' | 'lines' | 'onAdd'>) {
  const [choosing, setChoosing] = useState<{ open: boolean } | null>(null);
  const product = item.product_data;
  return (
    <>
      <Button
        variant={lines.length ? 'outlined' : 'contained'}
        startIcon={<TuneIcon />}
        onClick={() => setChoosing({ open: true })}
        aria-haspopup="dialog"
        aria-label={`انتخاب ویژگی‌های ${product.name}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {lines.length ? 'تنوع دیگر' : 'انتخاب ویژگی‌ها'}
      </Button>
      {choosing && (
        // A fresh choice each time it opens; hidden, it keeps the choice until it closes.
        <CatalogueVariationDialog
          item={item}
          open={choosing.open}
          onClose={() => setChoosing(null)}
          inCart={new Set(lines.flatMap((line) => (line.variation === null ? [] : [line.variation])))}
          onAdd={onAdd}
        />
      )}
    </>
  );
}

/** One product of the catalogue: picture, name, excerpt and the store's note, its price, and its place in the cart. */
export function CatalogueItemRow({ item, lines, onAdd, onQuantity, onRemove }: CatalogueItemRowProps) {
  const product = item.product_data;
  const available = item.availability === 'available';
  const variable = product.type === 'variable';
  const line = variable ? undefined : lines[0];
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', md: '72px minmax(0, 1fr) 400px' },
        gridTemplateAreas: { xs: '"picture about" "buy buy"', md: '"picture about buy"' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        opacity: available ? 1 : 0.75,
      }}
    >
      <Box sx={{ gridArea: 'picture', alignSelf: 'start' }}>
        <LinePicture image={product.featured_image} size={72} />
      </Box>
      <Box sx={{ gridArea: 'about', minWidth: 0 }}>
        <Typography component="h2" variant="body1" sx={{ fontWeight: 600, lineHeight: 1.8 }}>
          {/* A product no longer in the shop has no page to open. */}
          {item.availability === 'withdrawn' ? (
            product.name
          ) : (
            <Link component={RouterLink} to={paths.product(product.id)} underline="hover" color="inherit">
              {product.name}
            </Link>
          )}
        </Typography>
        {product.excerpt && (
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
            {truncate(product.excerpt, TRUNCATE_CHARS)}
          </Typography>
        )}
        {item.notes && (
          <Typography variant="body2" sx={{ color: 'primary.dark', display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
            <StickyNote2OutlinedIcon fontSize="small" aria-hidden />
            {item.notes}
          </Typography>
        )}
        {variable && lines.length > 0 && (
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            در سبد: {lines.map((chosen) => `${chosen.variation_label} (${formatNumber(chosen.quantity)} عدد)`).join('؛ ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'buy', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        {item.availability === 'available' ? (
          // Price lines its figures up at its end; fitting it to them keeps them beside the name.
          <Box sx={{ width: 'fit-content' }}>
            <Price price={product.price} regularPrice={product.regular_price} />
          </Box>
        ) : (
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, color: item.availability === 'call' ? 'secondary.main' : 'text.secondary' }}
          >
            {unavailableLabels[item.availability]}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {available && variable && <VariableItemBuy item={item} lines={lines} onAdd={onAdd} />}
          {available && !variable && !line && (
            <Button
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
              onClick={() => onAdd(null)}
              aria-label={`افزودن ${product.name} به سبد`}
            >
              افزودن
            </Button>
          )}
          {available && line && (
            <>
              <QuantityStepper
                value={line.quantity}
                step={line.offer.quantity_step}
                max={quantityLimit(line.offer)}
                onChange={(quantity) => onQuantity(line, quantity)}
                label={`تعداد ${product.name}`}
              />
              <IconButton
                aria-label={`حذف ${product.name} از سبد`}
                onClick={() => onRemove(line)}
                sx={{ alignSelf: 'flex-start', mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
