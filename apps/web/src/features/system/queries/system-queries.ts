import { queryOptions } from '@tanstack/react-query';
import type { Permission, SystemStatus } from '@gp/contracts';
import { api } from '../../../api/api-client';
import { systemKeys } from './keys';

// Re-checked every minute and on refocus, so entering and leaving maintenance needs no reload.
// Schemas are not parsed here: zod would triple the first route's size for a call we also own.
export const systemStatusQuery = queryOptions({
  queryKey: systemKeys.status,
  queryFn: ({ signal }): Promise<SystemStatus> => api.get('/wps/system/status', { signal }),
  refetchInterval: 60_000,
  refetchOnWindowFocus: 'always',
});

export const permissionQuery = queryOptions({
  queryKey: systemKeys.permission,
  queryFn: ({ signal }): Promise<Permission> => api.get('/wps/system/permission', { signal }),
  staleTime: 5 * 60_000,
});
