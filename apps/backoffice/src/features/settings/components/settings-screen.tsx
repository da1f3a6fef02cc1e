import type { SettingsKey, SettingsValue } from '@gp/contracts';
import { Alert, Button, Spinner } from '@gp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canReadSettings, canWriteSettings } from '../../../app/session/permissions';
import { useStaffRoles } from '../../../app/session/use-staff-roles';
import { testIds } from '../../../shared/test-ids';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { saveSettings, type SettingsDoc } from '../api/settings-api';
import { settingsKeys } from '../queries/keys';
import { settingsQuery } from '../queries/settings-query';
import { SettingsFeedback } from './settings-feedback';
import { SettingsMeta } from './settings-meta';

export type SettingsFormContext<K extends SettingsKey> = {
  doc: SettingsDoc<K>;
  canWrite: boolean;
  /** Sends the value with the version read; rejects with ApiError (the form maps its issues). */
  save: (value: SettingsValue<K>) => Promise<void>;
  feedback: ReactNode;
};

export type SettingsScreenProps<K extends SettingsKey> = {
  settingsKey: K;
  title: string;
  description: string;
  /** False while something else the form needs is loading, so its defaults are final when it mounts. */
  ready?: boolean;
  children: (context: SettingsFormContext<K>) => ReactNode;
};

/** Loading, access, save and conflict handling shared by every settings screen. */
export const SettingsScreen = <K extends SettingsKey>({ settingsKey, title, description, ready = true, children }: SettingsScreenProps<K>) => {
  const { t } = useTranslation();
  const roles = useStaffRoles();
  const canRead = canReadSettings(roles, settingsKey);
  const canWrite = canWriteSettings(roles, settingsKey);
  const queryClient = useQueryClient();
  const query = useQuery({ ...settingsQuery(settingsKey), enabled: canRead });
  const mutation = useMutation({
    mutationFn: ({ value, version }: { value: SettingsValue<K>; version: number }) => saveSettings(settingsKey, value, version),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.document(settingsKey), saved),
  });

  const header = <PageHeader title={title} description={description} />;
  if (!canRead)
    return (
      <>
        {header}
        <NoAccess />
      </>
    );

  if (query.isPending || !ready) {
    return (
      <>
        {header}
        <Spinner label={t('common.loading')} />
      </>
    );
  }

  if (query.isError) {
    return (
      <>
        {header}
        <Alert
          tone="danger"
          title={t('settings.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      </>
    );
  }

  const doc = query.data;
  const reload = () => {
    mutation.reset();
    void query.refetch();
  };

  return (
    <>
      {header}
      <div className="flex flex-col gap-4">
        <SettingsMeta version={doc.version} updatedAt={doc.updatedAt} updatedBy={doc.updatedBy} />
        {canWrite ? null : (
          <Alert tone="info" data-testid={testIds.settings.readOnly}>
            {t('settings.readOnly')}
          </Alert>
        )}
        {/* A new version (saved or reloaded) remounts the form so its pristine state is the stored one. */}
        <Fragment key={doc.version}>
          {children({
            doc,
            canWrite,
            save: async (value) => {
              await mutation.mutateAsync({ value, version: doc.version });
            },
            feedback: <SettingsFeedback saved={mutation.isSuccess} error={mutation.error} onReload={reload} reloading={query.isFetching} />,
          })}
        </Fragment>
      </div>
    </>
  );
};
