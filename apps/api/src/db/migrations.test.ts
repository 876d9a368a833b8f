import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../modules/catalogue-admin/product-writes-service.ts';
import { type Database, migrationsFolder, pgliteExtensions } from './client.ts';
import * as schema from './schema.ts';

/** A copy of the migrations that stops before the one named, to build a database as it was before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const client = await PGlite.create({ extensions: pgliteExtensions });
const db = drizzle({ client, schema });
const before = await migrationsBefore('0005_variations_share_product_ids');
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

const rows = async <Row>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Row[];

describe('variations share the products id series', () => {
  it('renumbers existing variations above every product id, their chosen values following', async () => {
    await migrate(db, { migrationsFolder: before });
    // As before the migration: products 1–3 and variations 1–4 from separate series, so ids 1–3 meant both. The
    // renumbered variations start above both, so no new id meets an old one while the rows move.
    await client.exec(`
      insert into products (name, regular_price) values ('a', 100), ('b', 200), ('c', 300);
      insert into attributes (name) values ('رنگ');
      insert into attribute_values (attribute_id, value) values (1, 'سفید'), (1, 'آبی'), (1, 'سبز'), (1, 'زرد');
      insert into variations (product_id, regular_price) values (2, 210), (2, 220), (3, 310), (3, 320);
      insert into variation_values (variation_id, attribute_id, attribute_value_id) values (1, 1, 1), (2, 1, 2), (3, 1, 3), (4, 1, 4);
    `);

    await migrate(db, { migrationsFolder });

    const variations = await rows<{ id: number; product_id: number; regular_price: number; value: string }>(sql`
      select v.id, v.product_id, v.regular_price::int, av.value
      from variations v join variation_values vv on vv.variation_id = v.id join attribute_values av on av.id = vv.attribute_value_id
      order by v.regular_price`);
    expect(variations).toEqual([
      { id: 5, product_id: 2, regular_price: 210, value: 'سفید' },
      { id: 6, product_id: 2, regular_price: 220, value: 'آبی' },
      { id: 7, product_id: 3, regular_price: 310, value: 'سبز' },
      { id: 8, product_id: 3, regular_price: 320, value: 'زرد' },
    ]);
    // The chosen values still cascade with their variation.
    await db.execute(sql`delete from variations where id = 8`);
    expect(await rows(sql`select * from variation_values where variation_id = 8`)).toEqual([]);
  });

  it('gives new products and variations ids that never meet', async () => {
    const productId = await createProduct(db as unknown as Database, {
      name: 'فشارسنج',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 1000,
      stockType: 'unlimited',
      attributes: [{ name: 'سایز', values: ['کوچک', 'بزرگ'] }],
      variations: [
        { regularPrice: 1000, stockType: 'unlimited', values: { سایز: 'کوچک' } },
        { regularPrice: 1200, stockType: 'unlimited', values: { سایز: 'بزرگ' } },
      ],
    });
    const simpleId = await createProduct(db as unknown as Database, {
      name: 'دماسنج',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 500,
      stockType: 'unlimited',
    });
    const variationIds = (
      await rows<{ id: number }>(sql`select id from variations where product_id = ${productId} order by id`)
    ).map((row) => row.id);
    expect(productId).toBe(9);
    expect(variationIds).toEqual([10, 11]);
    expect(simpleId).toBe(12);
  });
});
