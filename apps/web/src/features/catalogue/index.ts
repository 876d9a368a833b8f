// What the app and other features may use of the catalogue: its reads and their keys, nothing of its pages or components.
export {
  brandsQueryOptions,
  catalogueKeys,
  categoriesQueryOptions,
  type ProductQuery,
  productQueryOptions,
  productsQueryOptions,
  useBrands,
  useCategories,
  useProducts,
} from './api/catalogue-queries.ts';
export { prefetchListingPage } from './api/use-listing-params.ts';
