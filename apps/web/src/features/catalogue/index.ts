// What the app and other features may use of the catalogue: its reads and their keys, and the choice of a variation
// (a shared catalogue asks for one as the product's page does); nothing of its pages.
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
export { ProductVariantPicker } from './components/product-variant-picker.tsx';
export { type Purchase, resolvePurchase, type VariationChoice } from './components/product-variation.ts';
