import { agentContractsSettings, type AgentContractsSettings } from '@gp/contracts';
import { z } from 'zod';
import { parseMoneyInput, toMoneyInput } from '../../../../shared/format/money';
import { toNumber } from '../../../../shared/forms/text-lists';

/** The active-member threshold is typed in major units and stored in minor units; hours as whole numbers. */
export const agentSettingsFormSchema = z
  .object({ activeMemberMinValidBet: z.string(), dividendConfirmGraceHours: z.string(), offerExpiryHours: z.string() })
  .transform((form): z.input<typeof agentContractsSettings> => ({
    activeMemberMinValidBet: parseMoneyInput(form.activeMemberMinValidBet),
    dividendConfirmGraceHours: toNumber(form.dividendConfirmGraceHours),
    offerExpiryHours: toNumber(form.offerExpiryHours),
  }))
  .pipe(agentContractsSettings);

export type AgentSettingsFormValues = z.input<typeof agentSettingsFormSchema>;

export const toAgentSettingsForm = (value: AgentContractsSettings): AgentSettingsFormValues => ({
  activeMemberMinValidBet: toMoneyInput(value.activeMemberMinValidBet),
  dividendConfirmGraceHours: String(value.dividendConfirmGraceHours),
  offerExpiryHours: String(value.offerExpiryHours),
});
