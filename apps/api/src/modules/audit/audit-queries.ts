import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { auditEntries } from './audit-tables.ts';

export type AuditEntryRow = typeof auditEntries.$inferSelect;

export async function insertAuditEntry(tx: Transaction, values: Omit<typeof auditEntries.$inferInsert, 'id'>) {
  await tx.insert(auditEntries).values(values);
}

export async function findAuditEntries(
  db: Database,
  filter: { entity?: string; entityId?: string; staffId?: number },
  page: { limit: number; offset: number; ascending: boolean },
): Promise<{ rows: AuditEntryRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditEntries.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditEntries.entityId, filter.entityId));
  if (filter.staffId) conditions.push(eq(auditEntries.staffId, filter.staffId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(page.ascending ? asc(auditEntries.at) : desc(auditEntries.at), desc(auditEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(auditEntries).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
