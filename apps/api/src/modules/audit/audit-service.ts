import { readOrdering } from '@shop/contract/admin';
import type { AuditEntry, AuditListQuery } from '@shop/contract/audit';
import type { Database, Transaction } from '../../db/client.ts';
import { findStaffNames } from '../users/users-service.ts';
import * as queries from './audit-queries.ts';

/** One change a member of staff made, as the service that made it describes it. */
export interface AuditRecord {
  /** Null for what the shop itself recorded (a late payment from a bank). */
  staffId: number | null;
  at: Date;
  entity: string;
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Writes the journal's row in the change's own transaction: a change that rolls back leaves no row. */
export async function recordAudit(tx: Transaction, record: AuditRecord): Promise<void> {
  await queries.insertAuditEntry(tx, {
    staffId: record.staffId,
    at: record.at,
    entity: record.entity,
    entityId: String(record.entityId),
    action: record.action,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The journal, newest first unless asked otherwise, with each row's staff member named. */
export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<{ count: number; results: AuditEntry[] }> {
  const { descending } = readOrdering(query.ordering, '-at');
  const { rows, count } = await queries.findAuditEntries(
    db,
    { entity: query.entity, entityId: query.entity_id, staffId: query.staff },
    { limit: query.limit, offset: query.offset, ascending: !descending },
  );
  const staff = await findStaffNames(db, [...new Set(rows.flatMap((row) => (row.staffId ? [row.staffId] : [])))]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      staff: (row.staffId && staff.get(row.staffId)) || null,
      at: row.at.toISOString(),
      entity: row.entity,
      entity_id: row.entityId,
      action: row.action,
      before: row.before,
      after: row.after,
    })),
  };
}
