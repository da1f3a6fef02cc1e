import { Button } from '@gp/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SettingsFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  canWrite: boolean;
  dirty: boolean;
  saving: boolean;
  saveTestId: string;
  /** Save outcome (saved, conflict, error) shown right above the button the user just pressed. */
  feedback: ReactNode;
  children: ReactNode;
};

/** Fields, outcome and a Save button that only works when there is something to save. */
export const SettingsForm = ({ onSubmit, canWrite, dirty, saving, saveTestId, feedback, children }: SettingsFormProps) => {
  const { t } = useTranslation();
  return (
    // noValidate: the contract schema validates, in the UI language, not the browser.
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {/* Not disabled while saving: a refused save focuses the field at fault, which must be focusable. */}
      <fieldset disabled={!canWrite} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
        {children}
      </fieldset>
      {feedback}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-border pt-4">
        {dirty && canWrite ? <span className="text-sm text-fg-muted">{t('settings.unsaved')}</span> : null}
        <Button type="submit" data-testid={saveTestId} disabled={!canWrite || !dirty} loading={saving}>
          {saving ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
};
