/**
 * The benchmarks' shop: the demo shop grown to 100,000 generated products, the same on PGlite (under bench/.data)
 * and on PostgreSQL (BENCH_DATABASE_URL, created when missing), and a real shop's 5,000 on PGlite. Made once and
 * reused by later runs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { demoProducts } from '../apps/api/src/db/seed/demo-catalogue.ts';
import { seedDemoShop } from '../apps/api/src/db/seed/demo-shop.ts';
import { brands, categories, products } from '../apps/api/src/modules/catalogue/catalogue-tables.ts';
import { productSearchFields } from '../apps/api/src/modules/catalogue-admin/product-writes-service.ts';
import { MediaStorage } from '../apps/api/src/modules/media/media-service.ts';
import { root } from './bench-server.ts';

export const PRODUCT_COUNT = 100_000;
const dataDir = path.join(root, 'bench/.data');
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';

/** A deterministic pseudo-random sequence, so both engines hold the same 100,000 products. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const adjectives = ['حرفه‌ای', 'خانگی', 'بیمارستانی', 'پرتابل', 'دیجیتال', 'هوشمند', 'سبک', 'تاشو', 'ضدحساسیت', 'اقتصادی'];

async function fillCatalogue(db: Database, media: MediaStorage, total: number) {
  const [existing] = await db.select({ count: count() }).from(products);
  if ((existing?.count ?? 0) >= total) return;
  if ((existing?.count ?? 0) === 0) await seedDemoShop(db, media);
  const templates = await db.select().from(products).limit(500);
  const brandRows = await db.select().from(brands);
  const leafCategories = (await db.select().from(categories)).filter((category) => category.parentId !== null);
  const next = random(42);
  const pick = <Item>(items: Item[]) => items[Math.floor(next() * items.length)] as Item;
  const [current] = await db.select({ count: count() }).from(products);
  let made = current?.count ?? 0;
  while (made < total) {
    const batch = Array.from({ length: Math.min(1000, total - made) }, (_, index) => {
      const template = pick(templates);
      const brand = pick(brandRows);
      const source = pick(demoProducts);
      const name = `${template.name.split(' مدل ')[0]} ${pick(adjectives)} مدل ${brand.nameEn.slice(0, 2).toUpperCase()}-${made + index}`;
      const regularPrice = Math.round((50_000 + next() * 80_000_000) / 1000) * 1000;
      const discounted = next() < 0.3;
      const stockRoll = next();
      return {
        name,
        excerpt: source.excerpt,
        description: source.description,
        featuredImage: template.featuredImage,
        categoryId: pick(leafCategories).id,
        brandId: brand.id,
        regularPrice,
        salePrice: discounted ? Math.round((regularPrice * (0.75 + next() * 0.2)) / 1000) * 1000 : null,
        stockType: stockRoll < 0.08 ? ('out_of_stock' as const) : stockRoll < 0.3 ? ('limited' as const) : ('unlimited' as const),
        stock: stockRoll >= 0.08 && stockRoll < 0.3 ? Math.floor(next() * 40) : null,
        updatedAt: new Date(Date.parse('2026-11-01T00:00:00Z') - Math.floor(next() * 400 * 86_400_000)),
        ...productSearchFields(name, source.excerpt, [brand.name, brand.nameEn]),
      };
    });
    await db.insert(products).values(batch);
    made += batch.length;
    process.stdout.write(`\r  generated ${made.toLocaleString('en')} products`);
  }
  process.stdout.write('\n');
  await db.execute(sql`vacuum analyze`);
}

/** The shop on PGlite with `total` products (the big one by default), each size in a folder of its own. */
export async function preparePglite(total = PRODUCT_COUNT): Promise<string> {
  const engineDir = path.join(dataDir, total === PRODUCT_COUNT ? 'pglite-shop' : `pglite-shop-${total}`);
  mkdirSync(path.join(engineDir, 'media'), { recursive: true });
  const database = await openPglite({ dataDir: path.join(engineDir, 'pglite') });
  await fill(database, new MediaStorage(path.join(engineDir, 'media')), total);
  return engineDir;
}

/**
 * The shop in a PostgreSQL database, made and filled when missing; answers the folder of its media. A bench that
 * writes (orders, customers) keeps a database of its own, so that the others read the same shop every run.
 */
export async function preparePostgres(databaseUrl = postgresUrl, folder = 'postgres-shop'): Promise<string> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const engineDir = path.join(dataDir, folder);
  mkdirSync(path.join(engineDir, 'media'), { recursive: true });
  await fill(await openPostgres(databaseUrl), new MediaStorage(path.join(engineDir, 'media')), PRODUCT_COUNT);
  return engineDir;
}

async function fill(database: DatabaseHandle, media: MediaStorage, total: number) {
  try {
    await fillCatalogue(database.db, media, total);
  } finally {
    await database.close();
  }
}
