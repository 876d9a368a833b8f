import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import type { ProductDetail } from '@shop/contract/catalogue';
import { messages } from '@shop/contract/messages';
import { useSignedIn } from '../../../lib/auth-token.ts';
import { toast } from '../../../lib/toast.ts';
import { useFavoriteToggle } from '../api/favorite-queries.ts';

/** The heart beside the product's name: a customer's favourite, or a visitor's note that it needs signing in. */
export function ProductFavoriteButton({ product }: { product: ProductDetail }) {
  const signedIn = useSignedIn();
  const toggle = useFavoriteToggle();
  const favorite = product.is_favorite;
  return (
    <IconButton
      aria-label={favorite ? 'حذف از علاقه‌مندی‌ها' : 'افزودن به علاقه‌مندی‌ها'}
      aria-pressed={favorite}
      disabled={toggle.isPending}
      onClick={() =>
        signedIn ? toggle.mutate({ productId: product.id, favorite: !favorite }) : toast(messages.favoriteNeedsLogin, 'warning')
      }
    >
      {favorite ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
