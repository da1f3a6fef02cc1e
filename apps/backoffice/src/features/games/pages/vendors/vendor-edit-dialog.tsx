import type { BoGameVendor, BoGameVendorUpdate, VendorWalletApiVersion, VendorWalletMode } from '@gp/contracts';
import { launchUrlPlaceholders, vendorWalletApiVersions } from '@gp/contracts';
import { Alert, Button, Field, Input, Select, SwitchField, Textarea } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/http/error-message';
import { ActionDialog } from '../../../../shared/ui/action-dialog';
import { gamesTestIds } from '../../games-test-ids';
import { changesOf, initialValuesOf, type VendorEditField, type VendorEditValues } from './vendor-edit-values';

const ids = gamesTestIds.vendors;

export type VendorEditDialogProps = {
  vendor: BoGameVendor;
  onSave: (body: BoGameVendorUpdate) => Promise<void>;
  onClose: () => void;
};

/**
 * Mode, wallet API version, enabled, maintenance, the maximum win per round; with credentials also the
 * IP allow-list and the launch URL template.
 */
export const VendorEditDialog = ({ vendor, onSave, onClose }: VendorEditDialogProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<VendorEditValues>(() => initialValuesOf(vendor));
  const [errors, setErrors] = useState<Partial<Record<VendorEditField, true>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof VendorEditValues>(key: K, value: VendorEditValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const { body, errors: found } = changesOf(vendor, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!body) return onClose();
    setBusy(true);
    setFailure(null);
    try {
      await onSave(body);
    } catch (error) {
      setFailure(errorMessage(error, t('error.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const modes: { value: VendorWalletMode; label: string }[] = [
    { value: 'seamless', label: t('gamesAdmin.mode.seamless') },
    { value: 'transfer', label: t('gamesAdmin.mode.transfer') },
  ];

  return (
    <ActionDialog
      title={t('gamesAdmin.vendors.editTitle', { name: vendor.displayName })}
      busy={busy}
      onClose={onClose}
      action={
        <Button type="button" loading={busy} onClick={() => void submit()} data-testid={ids.save}>
          {t('content.save')}
        </Button>
      }
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Field label={t('gamesAdmin.vendors.mode')} hint={t('gamesAdmin.vendors.modeHint')}>
        <Select value={values.walletMode} options={modes} onChange={(e) => set('walletMode', e.target.value as VendorWalletMode)} data-testid={ids.mode} />
      </Field>
      <Field label={t('gamesAdmin.vendors.walletApiVersion')} hint={t('gamesAdmin.vendors.walletApiVersionHint')}>
        <Select
          dir="ltr"
          value={values.walletApiVersion}
          options={vendorWalletApiVersions.map((v) => ({ value: v, label: v }))}
          onChange={(e) => set('walletApiVersion', e.target.value as VendorWalletApiVersion)}
          data-testid={ids.walletApiVersion}
        />
      </Field>
      <SwitchField label={t('catalog.col.enabled')} checked={values.enabled} onCheckedChange={(v) => set('enabled', v)} data-testid={ids.enabled} />
      <SwitchField
        label={t('catalog.col.maintenance')}
        description={t('gamesAdmin.vendors.maintenanceHint')}
        checked={values.maintenance}
        onCheckedChange={(v) => set('maintenance', v)}
        data-testid={ids.maintenance}
      />
      <Field
        label={t('gamesAdmin.vendors.maxRoundWin')}
        hint={t('gamesAdmin.vendors.maxRoundWinHint')}
        error={errors.maxRoundWin ? t('gamesAdmin.vendors.maxRoundWinInvalid') : undefined}
      >
        <Input dir="ltr" inputMode="decimal" value={values.maxRoundWin} onChange={(e) => set('maxRoundWin', e.target.value)} data-testid={ids.maxRoundWin} />
      </Field>
      {vendor.hasCredentials ? (
        <>
          <Field
            label={t('gamesAdmin.vendors.allowList')}
            hint={t('gamesAdmin.vendors.allowListHint')}
            error={errors.allowList ? t('validation.ipOrCidr') : undefined}
          >
            <Textarea dir="ltr" rows={4} value={values.allowList} onChange={(e) => set('allowList', e.target.value)} data-testid={ids.allowList} />
          </Field>
          <Field
            label={t('gamesAdmin.vendors.launchUrl')}
            hint={t('gamesAdmin.vendors.launchUrlHint', { placeholders: launchUrlPlaceholders.map((p) => `{${p}}`).join(' ') })}
            error={errors.launchUrl ? t('gamesAdmin.vendors.launchUrlInvalid') : undefined}
          >
            <Input dir="ltr" type="url" value={values.launchUrl} onChange={(e) => set('launchUrl', e.target.value)} data-testid={ids.launchUrl} />
          </Field>
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t('gamesAdmin.vendors.noCredentialsHint')}</p>
      )}
    </ActionDialog>
  );
};
