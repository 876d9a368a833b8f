import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { StaffRole } from '@shop/contract/staff';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authTokens } from '../modules/auth/auth-tables.ts';
import { createProduct } from '../modules/catalogue-admin/product-writes-service.ts';
import { users } from '../modules/users/users-tables.ts';

/**
 * Customers made straight in the database with a token each, for tests and benchmarks that need many at once (the
 * sign-in flow is tested on its own and hashes every code). Named, so that checkout takes them as complete profiles.
 */
export async function quickCustomers(db: Database, count: number, name = { first: 'سارا', last: 'محمدی' }) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        mobileNumber: `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
        firstName: name.first,
        lastName: name.last,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, mobileNumber: users.mobileNumber });
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  if (rows.length) {
    await db.insert(authTokens).values(
      rows.map((row, index) => ({
        userId: row.id,
        tokenHash: createHash('sha256')
          .update(tokens[index] ?? '')
          .digest('hex'),
        createdAt: new Date(),
      })),
    );
  }
  return rows.map((row, index) => ({
    id: row.id,
    mobileNumber: row.mobileNumber,
    auth: { authorization: `Token ${tokens[index]}` },
  }));
}

/** A simple product with a limited stock, of a test's or a benchmark's own. */
export function limitedProduct(db: Database, name: string, stock: number, regularPrice = 500_000): Promise<number> {
  return createProduct(db, {
    name,
    excerpt: '',
    description: '',
    categoryId: null,
    brandId: null,
    regularPrice,
    stockType: 'limited',
    stock,
  });
}

/** Members of staff in a role (owners unless said) made straight in the database with a token each. */
export async function quickStaff(db: Database, count = 1, role: StaffRole = 'owner') {
  const staff = await quickCustomers(db, count, { first: 'مدیر', last: 'فروشگاه' });
  await db
    .update(users)
    .set({ staffRole: role })
    .where(
      inArray(
        users.id,
        staff.map((member) => member.id),
      ),
    );
  return staff;
}
