// The demo catalogue of the Persian medical-equipment storefront: categories, brands and products, kept as data in
// demo/categories.json, demo/brands.json and demo/products.json. Prices are in Toman; customer-visible text is
// Persian (ی / ک, with ZWNJ where needed).
import { STOCK_TYPES } from '@shop/contract/catalogue';
import { z } from 'zod';
import brandsFile from './demo/brands.json' with { type: 'json' };
import categoriesFile from './demo/categories.json' with { type: 'json' };
import productsFile from './demo/products.json' with { type: 'json' };
import { checkSeedFile, keyedList } from './seed-file.ts';

/** The drawings demo-images.ts makes: a category's (and its products') placeholder pictures. */
export const ICON_KINDS = [
  'heart',
  'thermometer',
  'drop',
  'pulse',
  'lungs',
  'oxygen',
  'wheelchair',
  'walker',
  'bed',
  'syringe',
  'glove',
  'mask',
  'bandage',
  'scale',
  'stethoscope',
  'massage',
  'baby',
  'crutch',
  'cabinet',
  'lamp',
] as const;
export type IconKind = (typeof ICON_KINDS)[number];

const text = z.string().min(1);
const toman = z.int().nonnegative();

/** Two levels: a leaf category names its parent, listed before it, by parentKey. */
const CategoriesSchema = keyedList(
  z.strictObject({ key: text, name: text, parentKey: text.optional(), icon: z.enum(ICON_KINDS) }),
).superRefine((list, context) => {
  for (const [index, category] of list.entries()) {
    if (category.parentKey !== undefined && !list.slice(0, index).some(({ key }) => key === category.parentKey)) {
      context.addIssue({ code: 'custom', path: [index, 'parentKey'], message: `no category «${category.parentKey}» before it` });
    }
  }
});

/** A brand's key names its logo too: brand-logos/<key>.png (render-brand-logos.ts). */
const BrandsSchema = keyedList(z.strictObject({ key: text, name: text, nameEn: text }));

const stock = { stockType: z.enum(STOCK_TYPES), stock: z.int().nonnegative().optional() };

const VariationSchema = z.strictObject({
  /** One value for each of the product's attributes. */
  values: z.record(z.string(), z.string()),
  regularPrice: toman,
  salePrice: toman.optional(),
  ...stock,
});

const productsSchema = (categoryKeys: string[], brandKeys: string[]) =>
  z.array(
    z
      .strictObject({
        name: text,
        excerpt: text,
        description: text,
        priceNote: z.string().optional(),
        categoryKey: z.enum(categoryKeys),
        brandKey: z.enum(brandKeys),
        regularPrice: toman,
        salePrice: toman.optional(),
        ...stock,
        quantityStep: z.int().positive().optional(),
        /** Variable products only: attribute name -> allowed values. */
        attributes: z.record(z.string(), z.array(text).min(1)).optional(),
        /** Variable products only. */
        variations: z.array(VariationSchema).optional(),
      })
      .superRefine((product, context) => {
        const attributes = product.attributes ?? {};
        for (const [index, variation] of (product.variations ?? []).entries()) {
          const names = Object.keys(variation.values);
          const fits =
            names.length === Object.keys(attributes).length &&
            names.every((name) => attributes[name]?.includes(variation.values[name] ?? ''));
          if (!fits) {
            context.addIssue({
              code: 'custom',
              path: ['variations', index, 'values'],
              message: 'names one of its allowed values for each of the product’s attributes, and nothing else',
            });
          }
        }
      }),
  );

export const demoCategories = checkSeedFile('categories.json', CategoriesSchema, categoriesFile);
export const demoBrands = checkSeedFile('brands.json', BrandsSchema, brandsFile);
export const demoProducts = checkSeedFile(
  'products.json',
  productsSchema(
    demoCategories.map(({ key }) => key),
    demoBrands.map(({ key }) => key),
  ),
  productsFile,
);
export type DemoProduct = (typeof demoProducts)[number];
