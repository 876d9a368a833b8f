import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumber, formatToman } from '@shop/contract/persian';
import { BOTTOM_NAV_PX, PAGE_BAR_PX } from '../../../components/ui/bottom-bar.ts';

/** Clear of the floating contact and scroll buttons at a desktop's bottom corners. */
const DESKTOP_BAR_MAX_PX = 720;

/**
 * The cart's count and total, kept in reach at the bottom of the screen while the visitor scrolls the catalogue: above
 * the bottom navigation on a phone, floating in the middle on a desktop.
 */
export function CatalogueCartBar({ count, total, onOpen }: { count: number; total: number; onOpen: () => void }) {
  return (
    <>
      {/* While the bar is shown, the page ends above it. */}
      <GlobalStyles styles={{ body: { paddingBottom: PAGE_BAR_PX + 16 } }} />
      <Paper
        role="region"
        aria-label="سبد کاتالوگ"
        elevation={6}
        sx={{
          position: 'fixed',
          zIndex: 'appBar',
          insetInline: 0,
          bottom: { xs: BOTTOM_NAV_PX, md: 16 },
          mx: { md: 'auto' },
          maxWidth: { md: DESKTOP_BAR_MAX_PX },
          height: PAGE_BAR_PX,
          px: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          borderRadius: { xs: 0, md: 3 },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatNumber(count)} کالا در سبد
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="catalogue-cart-total">
            {formatToman(total)}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<ShoppingCartOutlinedIcon />} onClick={onOpen} aria-haspopup="dialog">
          مشاهده سبد و سفارش
        </Button>
      </Paper>
    </>
  );
}
