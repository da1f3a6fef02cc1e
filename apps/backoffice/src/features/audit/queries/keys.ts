import type { AuditFilters } from '../api/audit-api';

/** Every query key of the audit log; each filter combination is its own list. */
export const auditKeys = {
  list: (filters: AuditFilters) => ['audit', filters] as const,
};
