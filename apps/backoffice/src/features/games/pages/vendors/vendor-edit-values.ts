import { boGameVendorUpdate, type BoGameVendor, type BoGameVendorUpdate, type VendorWalletApiVersion, type VendorWalletMode } from '@gp/contracts';
import { parseMoneyInput, toMoneyInput } from '../../../../shared/format/money';
import { linesToList, listToLines } from '../../../../shared/forms/text-lists';

/** `maxRoundWin` is typed in major units; empty means no maximum. */
export type VendorEditValues = {
  walletMode: VendorWalletMode;
  enabled: boolean;
  maintenance: boolean;
  allowList: string;
  launchUrl: string;
  maxRoundWin: string;
  /** 1.1 lets the vendor call adjust and send bet details (docs/vendor-wallet.md). */
  walletApiVersion: VendorWalletApiVersion;
};

export type VendorEditField = 'allowList' | 'launchUrl' | 'maxRoundWin' | 'form';

export const initialValuesOf = (vendor: BoGameVendor): VendorEditValues => ({
  walletMode: vendor.walletMode,
  enabled: vendor.enabled,
  maintenance: vendor.maintenance,
  allowList: listToLines(vendor.ipAllowList),
  launchUrl: vendor.launchUrl,
  maxRoundWin: vendor.maxRoundWin === null ? '' : toMoneyInput(vendor.maxRoundWin),
  walletApiVersion: vendor.walletApiVersion,
});

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The PATCH body: only what changed (the audit then records exactly that), checked with the API's
 * own schema. Allow-list and launch URL only when the vendor has credentials to hold them.
 */
export const changesOf = (
  vendor: BoGameVendor,
  values: VendorEditValues,
): { body: BoGameVendorUpdate | null; errors: Partial<Record<VendorEditField, true>> } => {
  const allowList = linesToList(values.allowList);
  const launchUrl = values.launchUrl.trim();
  const maxRoundWin = values.maxRoundWin.trim() === '' ? null : parseMoneyInput(values.maxRoundWin);
  const draft = {
    walletMode: values.walletMode === vendor.walletMode ? undefined : values.walletMode,
    enabled: values.enabled === vendor.enabled ? undefined : values.enabled,
    maintenance: values.maintenance === vendor.maintenance ? undefined : values.maintenance,
    ipAllowList: !vendor.hasCredentials || sameList(allowList, vendor.ipAllowList) ? undefined : allowList,
    launchUrl: !vendor.hasCredentials || launchUrl === vendor.launchUrl ? undefined : launchUrl,
    maxRoundWin: maxRoundWin === vendor.maxRoundWin ? undefined : maxRoundWin,
    walletApiVersion: values.walletApiVersion === vendor.walletApiVersion ? undefined : values.walletApiVersion,
  };
  const parsed = boGameVendorUpdate.safeParse(draft);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Partial<Record<VendorEditField, true>> = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    errors[field === 'ipAllowList' ? 'allowList' : field === 'launchUrl' || field === 'maxRoundWin' ? field : 'form'] = true;
  }
  // Nothing changed is not an error to show on a field: the dialog just closes.
  if (Object.keys(errors).length === 1 && errors.form) return { body: null, errors: {} };
  return { body: null, errors };
};
