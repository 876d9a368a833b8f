import type { ProductDetail } from '@shop/contract/catalogue';
import { PAGE_SIZE } from '@shop/contract/constants';
import { favoritesRoutes } from '@shop/contract/favorites-routes';
import { toasts } from '@shop/contract/toasts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/auth-token.ts';
import { toast } from '../../../lib/toast.ts';
import { accountKeys } from '../../users/index.ts';
import { catalogueKeys } from './catalogue-queries.ts';

/** The customer's favourite products, newest first, a page of 20 at a time. */
export function useFavoriteProducts(page: number) {
  const api = useApi();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.favoritesPage(page),
    queryFn: ({ signal }) =>
      api.call(favoritesRoutes.list, {
        query: { limit: PAGE_SIZE.favorites, offset: (page - 1) * PAGE_SIZE.favorites },
        signal,
      }),
    enabled: signedIn === true,
    placeholderData: keepPreviousData,
  });
}

/**
 * Adds a product to the favourites or removes it (spec section 4). The product page's heart turns at once and
 * turns back if the server refuses.
 */
export function useFavoriteToggle() {
  const api = useApi();
  const queryClient = useQueryClient();
  const setFavorite = (productId: number, isFavorite: boolean) =>
    queryClient.setQueryData<ProductDetail>(catalogueKeys.product(productId), (product) =>
      product ? { ...product, is_favorite: isFavorite } : product,
    );
  return useMutation({
    mutationFn: ({ productId, favorite }: { productId: number; favorite: boolean }) =>
      favorite
        ? api.call(favoritesRoutes.add, { body: { product: productId } })
        : api.call(favoritesRoutes.remove, { params: { id: productId } }),
    onMutate: ({ productId, favorite }) => setFavorite(productId, favorite),
    onSuccess: (_, { favorite }) => toast(favorite ? toasts.favoriteAdded : toasts.favoriteRemoved, 'success'),
    onError: (_, { productId, favorite }) => {
      setFavorite(productId, !favorite);
      toast(favorite ? toasts.favoriteAddFailed : toasts.favoriteRemoveFailed, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.favorites }),
  });
}
