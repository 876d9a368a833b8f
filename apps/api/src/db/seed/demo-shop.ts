import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@shop/contract/paths';
import { count, eq } from 'drizzle-orm';
import { systemClock } from '../../lib/clock.ts';
import { brandSearchName, createProduct } from '../../modules/catalogue/catalogue-service.ts';
import type { MediaStorage } from '../../modules/media/media-service.ts';
import { createCatalogue } from '../../modules/shared-catalogues/shared-catalogues-service.ts';
import { createSignupLink } from '../../modules/signup-links/signup-links-service.ts';
import { type Database, inTransaction } from '../client.ts';
import {
  announcements,
  articles,
  brands,
  categories,
  cities,
  paymentMethods,
  shippingMethods,
  states,
  storeSettings,
  storyGroups,
  storyItems,
  users,
} from '../schema.ts';
import type { StoredImage } from '../stored-image.ts';
import { demoArticles } from './demo-articles.ts';
import { demoBrands, demoCategories, demoProducts, type IconKind } from './demo-catalogue.ts';
import { bannerSvg, productImageSvg } from './demo-images.ts';
import { seedLocations } from './locations.ts';
import { methodIcons } from './method-icons.ts';

const brandLogoDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'brand-logos');

/** A fixed clock for the demo's dates, so every fresh shop and every test run sees the same order of products. */
export const DEMO_NOW = Date.parse('2026-11-01T08:30:00Z');
const DAY_MS = 24 * 3600 * 1000;
/** The demo catalogue's key, fixed so that the README can link to it; every other catalogue's is random. */
export const DEMO_CATALOGUE_KEY = 'sepid-demo-catalogue-2026';
const BLOG_URL = 'https://blog.sepidmed.ir';

/** The demo's member of staff (README): signs in at /admin with a code from the development outbox. */
export const DEMO_STAFF_NUMBER = '09100000000';

/** The demo's signup links (README): one many customers can send, one that a single form uses up. */
export const DEMO_SIGNUP_CODES = { reusable: 'demo', singleUse: 'demo-once' } as const;

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

    await tx.insert(announcements).values([
      {
        message: 'ارسال رایگان برای سفارش‌های بالای ۵ میلیون تومان در سراسر ایران',
        backgroundColor: '#0d47a1',
        color: '#ffffff',
        animation: null,
        url: '/products?has_discount=true',
        sortOrder: 0,
      },
      {
        message: 'حراج پاییزه: تا ۲۵٪ تخفیف فشارسنج‌ها و دماسنج‌ها',
        backgroundColor: '#c62828',
        color: '#ffffff',
        animation: 'blink',
        url: '/products?has_discount=true',
        sortOrder: 1,
      },
      {
        message: 'مشاوره رایگان خرید تجهیزات پزشکی، شنبه تا پنجشنبه ساعت ۹ تا ۱۸',
        backgroundColor: '#e8f5e9',
        color: '#1b5e20',
        animation: 'bounce',
        url: '/contacts',
        sortOrder: 2,
      },
    ]);

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
            badge: product?.salePrice ? 'تخفیف ویژه' : sortOrder === 0 ? 'جدید' : '',
            image: storyBanners[(groupIndex + sortOrder) % storyBanners.length] ?? null,
            productId: productIds[productIndex] ?? null,
            sortOrder,
          };
        }),
      );
    }

    // The store is in Tehran: its own courier serves that province alone, in three windows a day.
    const [tehran] = await tx.select().from(states).where(eq(states.name, 'تهران'));
    await tx.insert(shippingMethods).values([
      {
        name: 'پست پیشتاز',
        description: 'ارسال به سراسر کشور، ۳ تا ۵ روز کاری',
        cost: 85_000,
        image: methodImages.post,
        sortOrder: 0,
      },
      {
        name: 'تیپاکس',
        description: 'ارسال سریع به مراکز استان‌ها، ۱ تا ۳ روز کاری',
        cost: 140_000,
        image: methodImages.courier,
        sortOrder: 1,
      },
      {
        name: 'پیک فروشگاه',
        description: 'تحویل با پیک فروشگاه در استان تهران، در بازه زمانی دلخواه شما',
        cost: 120_000,
        image: methodImages.motorbike,
        provinces: tehran ? [tehran.id] : [],
        deliveryWindows: [
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '15:00' },
          { start: '15:00', end: '18:00' },
        ],
        sortOrder: 2,
      },
      {
        name: 'تحویل حضوری',
        description: 'دریافت از فروشگاه در تهران، شنبه تا پنجشنبه ساعت ۹ تا ۱۸',
        cost: 0,
        image: methodImages.pickup,
        sortOrder: 3,
      },
    ]);

    await tx.insert(paymentMethods).values([
      {
        name: 'پرداخت آنلاین',
        description: 'پرداخت امن با همه کارت‌های عضو شتاب',
        kind: 'gateway',
        image: methodImages.gateway,
        sortOrder: 0,
      },
      {
        name: 'کارت به کارت',
        // The card number is isolated left to right, so that its four groups read in the order printed on the card.
        description:
          'مبلغ سفارش را به کارت \u2066۶۰۳۷-۹۹۷۵-۹۹۱۲-۳۴۵۶\u2069 به نام «تجهیزات پزشکی سپید» واریز کنید و شماره پیگیری، چهار رقم آخر کارت خود و تاریخ واریز را وارد کنید.',
        kind: 'card_to_card',
        image: methodImages.cardToCard,
        sortOrder: 1,
      },
      {
        name: 'پرداخت در محل',
        description: 'پرداخت با کارتخوان هنگام تحویل سفارش',
        kind: 'cash_on_delivery',
        image: methodImages.cash,
        sortOrder: 2,
      },
    ]);

    // Products across the shop, then one sold in packs, one out of stock and one priced by phone, which the
    // catalogue's page each shows its own way.
    const catalogueProducts = [
      ...productIds.filter((_, index) => index % 13 === 0).slice(0, 9),
      productIds[demoProducts.findIndex((product) => !product.variations && (product.quantityStep ?? 1) > 1)],
      productIds[demoProducts.findIndex((product) => product.stockType === 'out_of_stock')],
      productIds[demoProducts.findIndex((product) => product.stockType === 'call')],
    ].filter((productId) => productId !== undefined);
    await createCatalogue(
      tx,
      {
        name: 'کاتالوگ تجهیزات پزشکی خانگی',
        publicNotes:
          'منتخبی از پرفروش‌ترین تجهیزات پزشکی خانگی با گارانتی اصالت کالا. برای سفارش عمده با شماره فروشگاه تماس بگیرید یا سبد خود را از همین صفحه در پیام‌رسان بفرستید.',
        items: catalogueProducts.map((productId, index) => ({
          productId,
          notes: index % 3 === 0 ? 'موجود در انبار تهران' : '',
        })),
        updatedAt: new Date(DEMO_NOW),
      },
      DEMO_CATALOGUE_KEY,
    );

    const [tehranCity] = tehran ? await tx.select().from(cities).where(eq(cities.name, 'تهران')) : [];
    // Codes anyone can type, to try the signup page: the shop's own links are random (signup-links-service.ts). The
    // first takes many forms, so every visitor of the demo can send it; the second is used by its first form. They
    // expire a year after the shop is loaded, by the real clock rather than DEMO_NOW's.
    const demoLinks = { db: tx, clock: systemClock };
    const expiresAt = new Date(systemClock().getTime() + 365 * DAY_MS);
    await createSignupLink(demoLinks, {
      code: DEMO_SIGNUP_CODES.reusable,
      maxUses: 1000,
      expiresAt,
      prefill: {
        firstName: 'مریم',
        lastName: 'احمدی',
        mobileNumber: '09120000000',
        nationalCode: '0012345679',
        countryId: location.countryId,
        stateId: tehran?.id ?? null,
        cityId: tehranCity?.id ?? null,
        postalCode: '1417613151',
        address: 'خیابان انقلاب، خیابان قدس، پلاک ۱۲، واحد ۳',
      },
    });
    await createSignupLink(demoLinks, {
      code: DEMO_SIGNUP_CODES.singleUse,
      expiresAt,
      prefill: { firstName: 'علی', lastName: 'رضایی', mobileNumber: '09120000001' },
    });

    await tx
      .insert(users)
      .values({ mobileNumber: DEMO_STAFF_NUMBER, firstName: 'مدیر', lastName: 'فروشگاه', isStaff: true })
      .onConflictDoUpdate({ target: users.mobileNumber, set: { isStaff: true } });

    await tx.insert(articles).values(
      demoArticles.map((article, index) => ({
        title: article.title,
        excerpt: article.excerpt,
        image: articleImages[index] ?? null,
        url: `${BLOG_URL}/${article.slug}`,
        publishedAt: new Date(DEMO_NOW - article.daysAgo * DAY_MS),
        sortOrder: index,
      })),
    );

    await tx.insert(storeSettings).values({
      id: 1,
      storeTitle: 'تجهیزات پزشکی سپید',
      storeTel: '02166123456',
      saleManagerTel: '09121234567',
      supportTel: '02166123457',
      storeAddress: 'تهران، خیابان انقلاب، نرسیده به چهارراه ولیعصر، پاساژ پزشکان، طبقه دوم، واحد ۲۱۴ - کد پستی ۱۴۱۶۸۹۴۳۵۱',
      storeEmail: 'info@sepidmed.ir',
      whatsapp: '989121234567',
      sms: '09121234567',
      telegram: 'sepidmed',
      eitaa: 'sepidmed',
      instagram: 'sepidmed',
      licenseEnamad: 'https://trustseal.enamad.ir/?id=000000&code=demo',
      blogUrl: BLOG_URL,
      sellerEconomicCode: '411111111111',
      sellerNationalId: '10101234567',
      latitude: 35.7009,
      longitude: 51.4005,
    });

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
