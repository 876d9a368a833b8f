/**
 * The catalogue's tables, which its back office writes: products with their galleries, attributes and variations,
 * categories and brands. The catalogue owns them (catalogue-tables.ts) and reads them for the storefront.
 */
export {
  attributes,
  attributeValues,
  brands,
  categories,
  productAttributes,
  productAttributeValues,
  productGallery,
  products,
  variations,
  variationValues,
} from '../catalogue/catalogue-tables.ts';
