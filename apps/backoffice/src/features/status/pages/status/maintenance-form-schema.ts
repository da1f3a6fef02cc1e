import { maintenanceSettings, type MaintenanceSettings } from '@gp/contracts';
import { z } from 'zod';
import { compactText } from '../../../../shared/forms/compact-text';
import { isoToLocalInput, localInputToIso } from '../../../../shared/forms/datetime-local';

export const maintenanceModes = ['off', 'on', 'scheduled'] as const;

/** The screen's shape: datetime-local strings and one text per shown language. */
export const maintenanceFormSchema = z
  .object({
    mode: z.enum(maintenanceModes),
    startAt: z.string(),
    endAt: z.string(),
    message: z.record(z.string(), z.string()),
  })
  .transform((form) => ({
    mode: form.mode,
    startAt: localInputToIso(form.startAt),
    endAt: localInputToIso(form.endAt),
    message: compactText(form.message),
  }))
  .pipe(maintenanceSettings);

export type MaintenanceFormValues = z.input<typeof maintenanceFormSchema>;

export const toMaintenanceForm = (value: MaintenanceSettings, message: Record<string, string>): MaintenanceFormValues => ({
  mode: value.mode,
  startAt: isoToLocalInput(value.startAt),
  endAt: isoToLocalInput(value.endAt),
  message,
});
