import { auditList, auditVerifyResult } from '@gp/contracts';
import { typedApi } from '../../../shared/http/typed-api';

export type AuditFilters = { action: string; actor: string };

const auditPageSize = 50;

export const fetchAuditPage = (filters: AuditFilters, beforeId: number | undefined, signal?: AbortSignal) =>
  typedApi.get('/bo/audit', {
    params: { query: { beforeId, limit: auditPageSize, action: filters.action.trim(), actor: filters.actor.trim() } },
    signal,
    parse: (v) => auditList.parse(v),
  });

export const verifyAuditChain = () => typedApi.post('/bo/audit/verify', { parse: (v) => auditVerifyResult.parse(v) });
