import type { SmsOutboxMessage } from '@shop/contract/auth';
import type { Database } from '../../db/client.ts';
import * as queries from './sms-queries.ts';

export async function listOutbox(db: Database, query: { mobile_number?: string | undefined; limit: number; offset: number }) {
  const page = await queries.findOutboxPage(db, query.mobile_number, query);
  const results: SmsOutboxMessage[] = page.rows.map((row) => ({
    mobile_number: row.mobileNumber,
    message: row.message,
    code: row.code,
    created_at: row.createdAt.toISOString(),
  }));
  return { count: page.count, results };
}
