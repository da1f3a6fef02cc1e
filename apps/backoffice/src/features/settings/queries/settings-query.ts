import type { SettingsKey } from '@gp/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchSettings } from '../api/settings-api';
import { settingsKeys } from './keys';

export const settingsQuery = <K extends SettingsKey>(key: K) =>
  queryOptions({
    queryKey: settingsKeys.document(key),
    queryFn: ({ signal }) => fetchSettings(key, signal),
    // A refetch in the background would remount an open form and drop the operator's edits.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: 30_000,
  });
