import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { id, inQuery, paginated, searchText } from './query.ts';
import { StaffMemberSchema } from './users.ts';

/** What a staff member changed: one row per write, with the record before and after. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    staff: StaffMemberSchema.nullable(),
    at: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    action: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = z.object({
  entity: inQuery(searchText(40)),
  entity_id: inQuery(searchText(40)),
  staff: inQuery(id().optional()),
  ...adminListQuery(['at']),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export const AuditListSchema = paginated(AuditEntrySchema).meta({ id: 'AuditList' });
