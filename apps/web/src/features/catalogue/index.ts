// What other features may use of the catalogue: its reads and their keys, nothing of its pages or components.
export {
  catalogueKeys,
  type ProductQuery,
  productQueryOptions,
  useBrands,
  useCategories,
  useProducts,
} from './api/catalogue-queries.ts';
