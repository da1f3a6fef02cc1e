import { useQuery } from '@tanstack/react-query';
import { fetchMe } from './auth-api';

export const staffQueryKey = ['staff', 'me'] as const;

/** The signed-in staff member; sign-in seeds it, a reload fetches it once. */
export const useStaff = () =>
  useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
