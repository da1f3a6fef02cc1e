import { useQuery } from '@tanstack/react-query';
import { fetchDashboard } from '../api/dashboard-api';

export const dashboardKeys = { all: ['dashboard'] as const };

/** A minute between refreshes: the figures move with every order and bet, but nobody needs them by the second. */
const refreshMs = 60_000;

export const useDashboard = () =>
  useQuery({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => fetchDashboard(signal), refetchInterval: refreshMs, refetchIntervalInBackground: false });
