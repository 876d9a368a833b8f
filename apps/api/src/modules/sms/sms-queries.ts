import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from './sms-tables.ts';

export async function insertOutboxMessage(db: Database, message: { mobileNumber: string; message: string; code: string }) {
  await db.insert(smsOutbox).values(message);
}

export async function findOutboxPage(db: Database, mobileNumber: string | undefined, page: { limit: number; offset: number }) {
  const where = mobileNumber === undefined ? undefined : eq(smsOutbox.mobileNumber, mobileNumber);
  const [rows, [total]] = await Promise.all([
    db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)).limit(page.limit).offset(page.offset),
    db.select({ count: count() }).from(smsOutbox).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
