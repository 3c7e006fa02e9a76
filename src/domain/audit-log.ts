import { z } from 'zod';

/** One admin action of the audit log, as GET /api/admin/audit lists it (newest first). */
export const AuditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
