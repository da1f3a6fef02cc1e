import { z } from 'zod';

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorType: z.enum(['staff', 'member', 'system']),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = z.strictObject({
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(64).optional(),
});

export const auditList = z.object({ list: z.array(auditEntry), nextBeforeId: z.number().int().nullable() });

export const auditVerifyResult = z.object({
  ok: z.boolean(),
  checked: z.number().int(),
  firstBrokenId: z.number().int().nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResult>;
