import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANNOUNCEMENT_ANIMATIONS } from '@shop/contract/announcements';
import { DELIVERY_PROMISES, DeliveryWindowSchema } from '@shop/contract/checkout';
import { PAYMENT_KINDS } from '@shop/contract/methods';
import { paths } from '@shop/contract/paths';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { systemClock } from '../../lib/clock.ts';
import { brandSearchName, createProduct } from '../../modules/catalogue-admin/product-writes-service.ts';
import type { MediaStorage } from '../../modules/media/media-service.ts';
import { createCatalogue } from '../../modules/shared-catalogues/shared-catalogues-service.ts';
import { createSignupLink } from '../../modules/signup-links/signup-links-service.ts';
import { type Database, inTransaction, type Transaction } from '../client.ts';
import {
  announcements,
  articles,
  brands,
  categories,
  cities,
  closures,
  countries,
  paymentMethods,
  shippingMethods,
  states,
  storeSettings,
  storyGroups,
  storyItems,
  users,
} from '../schema.ts';
import type { StoredImage } from '../stored-image.ts';
import shopFile from './demo/shop.json' with { type: 'json' };
import { demoArticles } from './demo-articles.ts';
import { demoBrands, demoCategories, demoProducts, type IconKind } from './demo-catalogue.ts';
import { bannerSvg, productImageSvg } from './demo-images.ts';
import { seedLocations } from './locations.ts';
import { methodIcons } from './method-icons.ts';
import { checkSeedFile } from './seed-file.ts';

const brandLogoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'brand-logos');

const text = z.string().min(1);
const methodIcon = z.enum(Object.keys(methodIcons) as [keyof typeof methodIcons]);
/** What the store knows of a customer before the form; places by name, as iran-cities-json spells them. */
const SignupLinkSchema = z.strictObject({
  code: text,
  maxUses: z.int().positive(),
  prefill: z.strictObject({
    firstName: text.optional(),
    lastName: text.optional(),
    mobileNumber: text.optional(),
    nationalCode: text.optional(),
    country: text.optional(),
    state: text.optional(),
    city: text.optional(),
    postalCode: text.optional(),
    address: text.optional(),
  }),
});

/** The shop's own details (demo/shop.json); lists are shown in the order written. */
const ShopSchema = z.strictObject({
  /** The demo's fixed clock, so that every fresh shop and every test run sees the same order of products. */
  now: z.iso.datetime(),
  settings: z.strictObject({
    storeTitle: text,
    storeTel: z.string(),
    saleManagerTel: z.string(),
    supportTel: z.string(),
    storeAddress: z.string(),
    storeEmail: z.string(),
    whatsapp: z.string(),
    sms: z.string(),
    telegram: z.string(),
    eitaa: z.string(),
    bale: z.string(),
    instagram: z.string(),
    licenseEnamad: z.string(),
    /** Where the home page's article teasers link to: `<blogUrl>/<slug>`. */
    blogUrl: z.url(),
    sellerEconomicCode: z.string(),
    sellerNationalId: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** The demo's member of staff (README): signs in at /admin with a code from the development outbox. */
  staff: z.strictObject({ mobileNumber: text, firstName: text, lastName: text }),
  announcements: z.array(
    z.strictObject({
      message: text,
      backgroundColor: z.string(),
      color: z.string(),
      animation: z.enum(ANNOUNCEMENT_ANIMATIONS).nullable(),
      url: z.string().nullable(),
    }),
  ),
  /** A story's badge: for a product on sale, else for the first of its group. */
  storyBadges: z.strictObject({ onSale: text, first: text }),
  shippingMethods: z.array(
    z.strictObject({
      name: text,
      description: z.string(),
      cost: z.int().nonnegative(),
      icon: methodIcon,
      /** The provinces it alone delivers to, by name; the whole country when left out. */
      provinces: z.array(text).optional(),
      deliveryWindows: z.array(DeliveryWindowSchema).optional(),
      deliveryPromise: z.enum(DELIVERY_PROMISES),
      estimateMinDays: z.int().nonnegative().optional(),
      estimateMaxDays: z.int().nonnegative().optional(),
      freeShippingThreshold: z.int().positive().optional(),
    }),
  ),
  /** The store's closure days (Gregorian), each with its reason; checkout books no delivery on them. */
  closures: z.array(z.strictObject({ date: z.iso.date(), reason: z.string() })),
  /** A card number in a description sits between U+2066 and U+2069, so that its groups read left to right. */
  paymentMethods: z.array(z.strictObject({ name: text, description: z.string(), kind: z.enum(PAYMENT_KINDS), icon: methodIcon })),
  /** The shared catalogue; its key is fixed so that the README can link to it (every other catalogue's is random). */
  catalogue: z.strictObject({ key: text, name: text, publicNotes: z.string(), stockNote: z.string() }),
  /**
   * Codes anyone can type, to try the signup page (README): the shop's own links are random (signup-links-service.ts).
   * The first takes many forms, so every visitor of the demo can send it; the second is used by its first form.
   */
  signupLinks: z.strictObject({ reusable: SignupLinkSchema, singleUse: SignupLinkSchema }),
});

const demoShop = checkSeedFile('shop.json', ShopSchema, shopFile);

export const DEMO_NOW = Date.parse(demoShop.now);
const DAY_MS = 24 * 3600 * 1000;
export const DEMO_CATALOGUE_KEY = demoShop.catalogue.key;
export const DEMO_SIGNUP_CODES = {
  reusable: demoShop.signupLinks.reusable.code,
  singleUse: demoShop.signupLinks.singleUse.code,
};

/** The row a place name in shop.json finds: a misspelt name stops the seed rather than leaving the place out. */
async function placeId(found: Promise<{ id: number }[]>, what: string) {
  const [row] = await found;
  if (!row) throw new Error(`apps/api/src/db/seed/demo/shop.json names ${what}, which the seeded places lack`);
  return row.id;
}

const stateId = (tx: Transaction, name: string) =>
  placeId(tx.select({ id: states.id }).from(states).where(eq(states.name, name)), `the province «${name}»`);

/** A signup link's prefill with its places as ids. */
async function withPlaceIds(tx: Transaction, { country, state, city, ...prefill }: z.output<typeof SignupLinkSchema>['prefill']) {
  const countryId =
    country === undefined
      ? undefined
      : await placeId(
          tx.select({ id: countries.id }).from(countries).where(eq(countries.name, country)),
          `the country «${country}»`,
        );
  const provinceId = state === undefined ? undefined : await stateId(tx, state);
  const cityId =
    city === undefined
      ? undefined
      : await placeId(
          tx
            .select({ id: cities.id })
            .from(cities)
            .where(and(eq(cities.name, city), provinceId === undefined ? undefined : eq(cities.stateId, provinceId))),
          `the city «${city}»`,
        );
  return { ...prefill, countryId, stateId: provinceId, cityId };
}

/** Runs `work` over `items` a few at a time: sharp renders on its own threads. */
async function inBatches<Item, Result>(items: Item[], size: number, work: (item: Item, index: number) => Promise<Result>) {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

export async function seedDemoShopIfEmpty(db: Database, media: MediaStorage) {
  const [settings] = await db.select({ count: count() }).from(storeSettings);
  if ((settings?.count ?? 0) > 0) return undefined;
  return seedDemoShop(db, media);
}

/**
 * The demo medical-equipment shop, in one transaction: a start interrupted halfway leaves an empty database,
 * which the next start fills again. The settings row goes in last and marks the shop as loaded.
 */
export async function seedDemoShop(db: Database, media: MediaStorage) {
  const iconOf = new Map(demoCategories.map((category) => [category.key, category.icon]));
  const svgImage = (svg: string, folder: string, name: string, size?: number) =>
    media.saveImage(Buffer.from(svg), { folder, name, ...(size ? { size } : {}) });

  const categoryImages = await inBatches(demoCategories, 4, (category, index) =>
    svgImage(productImageSvg(category.icon, 1000 + index), 'categories', category.name, 400),
  );
  const productImages = await inBatches(demoProducts, 4, async (product, index) => {
    const icon: IconKind = iconOf.get(product.categoryKey) ?? 'stethoscope';
    return Promise.all([
      svgImage(productImageSvg(icon, index * 2), 'products', product.name),
      svgImage(productImageSvg(icon, index * 2 + 1), 'products', product.name),
    ]);
  });
  const storyBanners = await inBatches(demoCategories.slice(0, 12), 4, (category, index) =>
    svgImage(bannerSvg(category.icon, 2000 + index), 'stories', category.name, 1200),
  );
  const brandLogos = await inBatches(demoBrands, 4, async (brand) => {
    const file = path.join(brandLogoDir, `${brand.key}.png`);
    return existsSync(file) ? media.saveImage(await readFile(file), { folder: 'brands', name: brand.name, size: 400 }) : null;
  });
  const articleImages = await inBatches(demoArticles, 4, (article, index) =>
    svgImage(bannerSvg(article.icon, 3000 + index), 'articles', article.title),
  );
  const methodImages = Object.fromEntries(
    await Promise.all(
      Object.entries(methodIcons).map(async ([key, svg]) => [key, await svgImage(svg, 'methods', key, 256)] as const),
    ),
  ) as Record<keyof typeof methodIcons, StoredImage>;

  return inTransaction(db, async (tx) => {
    const location = await seedLocations(tx);

    const categoryIds = new Map<string, number>();
    for (const [index, category] of demoCategories.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({
          name: category.name,
          parentId: category.parentKey ? categoryIds.get(category.parentKey) : null,
          image: categoryImages[index] ?? null,
          sortOrder: index,
        })
        .returning({ id: categories.id });
      if (row) categoryIds.set(category.key, row.id);
    }

    const brandIds = new Map<string, number>();
    for (const [index, brand] of demoBrands.entries()) {
      const [row] = await tx
        .insert(brands)
        .values({
          name: brand.name,
          nameEn: brand.nameEn,
          searchName: brandSearchName(brand.name, brand.nameEn),
          image: brandLogos[index] ?? null,
          sortOrder: index,
        })
        .returning({ id: brands.id });
      if (row) brandIds.set(brand.key, row.id);
    }

    const productIds: number[] = [];
    for (const [index, product] of demoProducts.entries()) {
      const [featured, alternate] = productImages[index] ?? [];
      const attributeNames = Object.keys(product.attributes ?? {});
      productIds.push(
        await createProduct(tx, {
          name: product.name,
          excerpt: product.excerpt,
          description: product.description,
          priceNote: product.priceNote ?? '',
          categoryId: categoryIds.get(product.categoryKey) ?? null,
          brandId: brandIds.get(product.brandKey) ?? null,
          regularPrice: product.regularPrice,
          salePrice: product.salePrice ?? null,
          stockType: product.stockType,
          stock: product.stock ?? null,
          quantityStep: product.quantityStep ?? 1,
          featuredImage: featured ?? null,
          gallery: [featured, alternate].filter((image): image is StoredImage => Boolean(image)),
          attributes: attributeNames.map((name) => ({ name, values: product.attributes?.[name] ?? [] })),
          variations: (product.variations ?? []).map((variation, variationIndex) => ({
            ...variation,
            quantityStep: product.quantityStep ?? 1,
            image: variationIndex % 2 === 1 ? (alternate ?? null) : (featured ?? null),
          })),
          // Spread over the last four months, deterministically, so "newest" means something.
          updatedAt: new Date(DEMO_NOW - ((index * 7919) % 120) * DAY_MS - index * 60_000),
        }),
      );
    }

    await tx
      .insert(announcements)
      .values(demoShop.announcements.map((announcement, sortOrder) => ({ ...announcement, sortOrder })));

    const storyCategories = demoCategories.filter((category) => category.parentKey).slice(0, 12);
    for (const [groupIndex, category] of storyCategories.entries()) {
      const categoryId = categoryIds.get(category.key);
      const members = demoProducts
        .flatMap((product, index) => (categoryIds.get(product.categoryKey) === categoryId ? [index] : []))
        .slice(0, 4);
      if (!members.length) continue;
      const [group] = await tx
        .insert(storyGroups)
        .values({ name: category.name, image: categoryImages[demoCategories.indexOf(category)] ?? null, sortOrder: groupIndex })
        .returning({ id: storyGroups.id });
      if (!group) continue;
      await tx.insert(storyItems).values(
        members.map((productIndex, sortOrder) => {
          const product = demoProducts[productIndex];
          return {
            groupId: group.id,
            title: product?.name ?? category.name,
            badge: product?.salePrice ? demoShop.storyBadges.onSale : sortOrder === 0 ? demoShop.storyBadges.first : '',
            image: storyBanners[(groupIndex + sortOrder) % storyBanners.length] ?? null,
            productId: productIds[productIndex] ?? null,
            sortOrder,
          };
        }),
      );
    }

    for (const [sortOrder, { icon, provinces = [], ...method }] of demoShop.shippingMethods.entries()) {
      const provinceIds = await Promise.all(provinces.map((name) => stateId(tx, name)));
      await tx.insert(shippingMethods).values({ ...method, image: methodImages[icon], provinces: provinceIds, sortOrder });
    }
    await tx.insert(closures).values(demoShop.closures);
    await tx
      .insert(paymentMethods)
      .values(
        demoShop.paymentMethods.map(({ icon, ...method }, sortOrder) => ({ ...method, image: methodImages[icon], sortOrder })),
      );

    // Products across the shop, then one sold in packs, one out of stock and one priced by phone, which the
    // catalogue's page each shows its own way.
    const catalogueProducts = [
      ...productIds.filter((_, index) => index % 13 === 0).slice(0, 9),
      productIds[demoProducts.findIndex((product) => !product.variations && (product.quantityStep ?? 1) > 1)],
      productIds[demoProducts.findIndex((product) => product.stockType === 'out_of_stock')],
      productIds[demoProducts.findIndex((product) => product.stockType === 'call')],
    ].filter((productId) => productId !== undefined);
    const { key: catalogueKey, stockNote, ...catalogue } = demoShop.catalogue;
    await createCatalogue(
      tx,
      {
        ...catalogue,
        items: catalogueProducts.map((productId, index) => ({ productId, notes: index % 3 === 0 ? stockNote : '' })),
        updatedAt: new Date(DEMO_NOW),
      },
      catalogueKey,
    );

    // The demo's links expire a year after the shop is loaded, by the real clock rather than DEMO_NOW's.
    const demoLinks = { db: tx, clock: systemClock };
    const expiresAt = new Date(systemClock().getTime() + 365 * DAY_MS);
    for (const { prefill, ...link } of Object.values(demoShop.signupLinks)) {
      await createSignupLink(demoLinks, { ...link, expiresAt, prefill: await withPlaceIds(tx, prefill) });
    }

    await tx
      .insert(users)
      .values({ ...demoShop.staff, staffRole: 'owner' })
      .onConflictDoUpdate({ target: users.mobileNumber, set: { staffRole: 'owner' } });

    await tx.insert(articles).values(
      demoArticles.map((article, index) => ({
        title: article.title,
        excerpt: article.excerpt,
        image: articleImages[index] ?? null,
        url: `${demoShop.settings.blogUrl}/${article.slug}`,
        publishedAt: new Date(DEMO_NOW - article.daysAgo * DAY_MS),
        sortOrder: index,
      })),
    );

    await tx.insert(storeSettings).values({ id: 1, ...demoShop.settings });

    return {
      categories: categoryIds.size,
      brands: brandIds.size,
      products: productIds.length,
      states: location.states,
      cities: location.cities,
      signupLinks: Object.values(DEMO_SIGNUP_CODES).map(paths.signupLink),
    };
  });
}
