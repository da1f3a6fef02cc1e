import { useQuery } from '@tanstack/react-query';
import { permissionQuery } from './system-queries';

/** The system/permission response, shared through the query cache by every reader. */
export const usePermission = () => useQuery(permissionQuery);
