import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@shop/contract/catalogue';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import { formatNumber, toPersianDigits } from '@shop/contract/persian';
import { toasts } from '@shop/contract/toasts';
import { Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BOTTOM_NAV_PX, PAGE_BAR_PX } from '../../../components/ui/bottom-bar.ts';
import { hasPrice, Price } from '../../../components/ui/price.tsx';
import { useSignedIn } from '../../../lib/auth-token.ts';
import { telLink, whatsappLink } from '../../../lib/contact-links.ts';
import { lazyWhenOnline } from '../../../lib/offline.ts';
import { useSiteOrigin } from '../../../lib/page-setting.ts';
import { useGeneralSettings } from '../../../lib/store-settings.ts';
import { toast } from '../../../lib/toast.ts';
import { loadAddToCartDialog } from '../../cart/index.ts';
import type { Purchase } from './product-variation.ts';

// Behind a tap: the dialog's code (and its form's) is loaded when the order button is first pressed.
const AddToCartDialog = lazyWhenOnline(loadAddToCartDialog);

interface PurchaseProps {
  product: ProductDetail;
  purchase: Purchase;
}

/** A variable product cannot be ordered until its choices name an orderable variation. */
const needsChoice = (product: ProductDetail, purchase: Purchase) =>
  product.type === 'variable' && (purchase.status === 'choose' || purchase.status === 'unavailable');

interface ProductActionProps {
  product: ProductDetail;
  purchase: Purchase;
  helperId: string | undefined;
}

/** The order button, or the store's phone number for products sold by phone. */
function ProductAction({ product, purchase, helperId }: ProductActionProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  const { data: settings } = useGeneralSettings();
  /** What the dialog is for, and whether it shows: hidden, it keeps what was typed until cancelled or added. */
  const [dialog, setDialog] = useState<{ open: boolean } | null>(null);

  if (purchase.status === 'call') {
    const phone = settings?.contacts_store_tel ?? '';
    return (
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<PhoneIcon />}
        href={phone ? telLink(phone) : undefined}
        disabled={!phone}
        aria-label={`برای خرید تماس بگیرید: ${toPersianDigits(phone)}`}
        sx={{ minHeight: 44 }}
      >
        <Box component="span" dir="ltr">
          {toPersianDigits(phone)}
        </Box>
      </Button>
    );
  }

  // Ordering needs an account (spec section 4); the customer comes back to this product once signed in.
  const order = () => {
    if (signedIn) return setDialog({ open: true });
    toast(toasts.cartNeedsSignIn, 'warning');
    void navigate(paths.signIn, { state: { from: pathname } });
  };
  return (
    <>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={<AddShoppingCartIcon />}
        disabled={purchase.status !== 'available'}
        aria-describedby={helperId}
        onClick={order}
        aria-haspopup={signedIn ? 'dialog' : undefined}
        sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
      >
        افزودن به سبد خرید
      </Button>
      {dialog && (
        <Suspense fallback={null}>
          {/* Another variation starts a fresh form. */}
          <AddToCartDialog
            key={purchase.variation?.id ?? product.id}
            product={product}
            variation={purchase.variation}
            open={dialog.open}
            onClose={() => setDialog({ open: false })}
            onDone={() => setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function Unavailable() {
  return (
    <Typography component="p" sx={{ color: 'error.main', fontWeight: 700, fontSize: 18 }}>
      ناموجود
    </Typography>
  );
}

function CallToBuy() {
  return (
    <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700 }}>
      برای خرید تماس بگیرید
    </Typography>
  );
}

/** Price, stock, packaging and the order button, beside the gallery; on phones the button moves to the buy bar. */
export function ProductPurchaseBox({ product, purchase }: PurchaseProps) {
  const helperId = useId();
  const { data: settings } = useGeneralSettings();
  const origin = useSiteOrigin();
  const { status, offer } = purchase;
  const choiceNeeded = needsChoice(product, purchase);
  const inquiry =
    settings?.contacts_sale_manager_tel &&
    whatsappLink(
      settings.contacts_sale_manager_tel,
      `سلام، درباره محصول «${product.name}» (کد ${toPersianDigits(product.id)}) سؤال داشتم: ${origin}/products/${product.id}`,
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, minHeight: 56 }}>
        <Box>
          {status === 'call' && <CallToBuy />}
          {status === 'unavailable' && <Unavailable />}
          {status === 'available' && offer?.stock_type === 'limited' && offer.stock !== null && (
            <Typography component="p" sx={{ color: 'error.main', fontWeight: 600 }}>
              تنها {formatNumber(offer.stock)} عدد در انبار
            </Typography>
          )}
        </Box>
        {offer && status !== 'call' && hasPrice(offer) && (
          <Price price={offer.price} regularPrice={offer.regular_price} size="large" />
        )}
      </Box>
      {product.price_note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.price_note}
        </Typography>
      )}
      {offer && offer.quantity_step > 1 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          فروش در بسته‌های {formatNumber(offer.quantity_step)} تایی
        </Typography>
      )}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <ProductAction product={product} purchase={purchase} helperId={choiceNeeded ? helperId : undefined} />
        {choiceNeeded && (
          <FormHelperText id={helperId} sx={{ textAlign: 'center', fontSize: 13 }}>
            {messages.selectOption}
          </FormHelperText>
        )}
      </Box>
      {inquiry && (
        <Button
          href={inquiry}
          target="_blank"
          rel="noopener"
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          sx={{ minHeight: 44 }}
        >
          پرسش از مدیر فروش در واتس‌اپ
        </Button>
      )}
    </Paper>
  );
}

/** Phones keep the price and the order button in reach above the bottom navigation. */
export function ProductBuyBar({ product, purchase }: PurchaseProps) {
  const helperId = useId();
  const { status, offer } = purchase;
  const choiceNeeded = needsChoice(product, purchase);
  return (
    <>
      {/* While the bar is shown, the page ends above it. */}
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: {
            body: { paddingBottom: PAGE_BAR_PX },
          },
        })}
      />
      <Paper
        role="region"
        aria-label="خرید"
        square
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: BOTTOM_NAV_PX,
          zIndex: 'appBar',
          height: PAGE_BAR_PX,
          px: 2,
          display: { xs: 'flex', md: 'none' },
          alignItems: 'center',
          gap: 2,
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.08)',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {status === 'call' && <CallToBuy />}
          {status === 'unavailable' && <Unavailable />}
          {status === 'choose' && (
            <FormHelperText id={helperId} sx={{ m: 0, fontSize: 13 }}>
              {messages.selectOption}
            </FormHelperText>
          )}
          {status === 'available' && offer && (
            // Price lines its figures up at its end; fitting it to them keeps them at the bar's start.
            <Box sx={{ width: 'fit-content' }}>
              <Price price={offer.price} regularPrice={offer.regular_price} />
            </Box>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, maxWidth: 220 }}>
          <ProductAction
            product={product}
            purchase={purchase}
            helperId={choiceNeeded && status === 'choose' ? helperId : undefined}
          />
        </Box>
      </Paper>
    </>
  );
}
