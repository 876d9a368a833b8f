import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TRUNCATE_CHARS } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import type { CatalogueCartItem, CatalogueItem, CatalogueItemAvailability } from '@shop/contract/shared-catalogues';
import { Link as RouterLink } from 'react-router';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { truncate } from '../../../lib/truncate.ts';

/** Why an item cannot be put in the cart, in the words of the shop's product cards. */
const unavailableLabels: Record<Exclude<CatalogueItemAvailability, 'available'>, string> = {
  call: 'برای قیمت تماس بگیرید',
  out_of_stock: 'ناموجود',
  withdrawn: 'دیگر عرضه نمی‌شود',
};

/** The most a limited stock lets a visitor ask for; the store confirms the rest in the chat. */
export const quantityLimit = (item: CatalogueItem) =>
  item.product_data.stock_type === 'limited' ? (item.product_data.stock ?? undefined) : undefined;

interface CatalogueItemRowProps {
  item: CatalogueItem;
  /** The item's line in the cart, if it is there. */
  line: CatalogueCartItem | undefined;
  onAdd: () => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One product of the catalogue: picture, name, excerpt and the store's note, its price, and its place in the cart. */
export function CatalogueItemRow({ item, line, onAdd, onQuantity, onRemove }: CatalogueItemRowProps) {
  const product = item.product_data;
  const available = item.availability === 'available';
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
          {available && !line && (
            <Button
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
              onClick={onAdd}
              aria-label={`افزودن ${product.name} به سبد`}
            >
              افزودن
            </Button>
          )}
          {available && line && (
            <>
              <QuantityStepper
                value={line.quantity}
                step={product.quantity_step}
                max={quantityLimit(item)}
                onChange={onQuantity}
                label={`تعداد ${product.name}`}
              />
              <IconButton aria-label={`حذف ${product.name} از سبد`} onClick={onRemove} sx={{ alignSelf: 'flex-start', mt: 0.25 }}>
                <DeleteOutlineIcon />
              </IconButton>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
