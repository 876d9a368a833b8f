// `npm run staff:add 09…`: makes an owner of the shop of the account with this mobile number, on the database the server
// uses (DATABASE_URL, or the PGlite folder under DATA_DIR, which only one process may hold: stop the server first).
import { MobileNumberSchema } from '@shop/contract/validation';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { grantStaffFromShell } from '../modules/users/users-service.ts';

const given = process.argv[2];
const parsed = MobileNumberSchema.safeParse(given ?? '');
if (!parsed.success) {
  console.error(`usage: npm run staff:add 09xxxxxxxxx (${parsed.error.issues[0]?.message ?? 'شماره موبایل معتبر نیست.'})`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  const staff = await grantStaffFromShell(database.db, parsed.data);
  console.log(`${parsed.data} is an owner now (user ${staff.id}): sign in at /admin with a one-time code.`);
} finally {
  await database.close();
}
