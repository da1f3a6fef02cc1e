import { useQuery } from '@tanstack/react-query';
import { fetchMe } from './auth-api';
import { sessionKeys } from './session-keys';

/** The signed-in staff member; sign-in seeds it, a reload fetches it once. */
export const useStaff = () =>
  useQuery({
    queryKey: sessionKeys.staff,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
