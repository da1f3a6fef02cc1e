import { auditList, auditVerifyResult } from '@gp/contracts';
import { apiRequest } from '../../../shared/http/request';

export type AuditFilters = { action: string; actor: string };

const auditPageSize = 50;

export const fetchAuditPage = (filters: AuditFilters, beforeId: number | undefined, signal?: AbortSignal) =>
  apiRequest('/bo/audit', {
    schema: auditList,
    signal,
    query: { beforeId, limit: auditPageSize, action: filters.action.trim(), actor: filters.actor.trim() },
  });

export const verifyAuditChain = () => apiRequest('/bo/audit/verify', { method: 'POST', schema: auditVerifyResult });
