import { describe, expect, it } from 'vitest';
import { agentSettingsFormSchema, toAgentSettingsForm } from './agent-settings-form-schema';

describe('the agent contracts settings form', () => {
  it('turns rupees into paise and back', () => {
    const form = toAgentSettingsForm({ activeMemberMinValidBet: 10_050, dividendConfirmGraceHours: 24, offerExpiryHours: 72 });
    expect(form).toEqual({ activeMemberMinValidBet: '100.50', dividendConfirmGraceHours: '24', offerExpiryHours: '72' });
    expect(agentSettingsFormSchema.parse(form)).toEqual({ activeMemberMinValidBet: 10_050, dividendConfirmGraceHours: 24, offerExpiryHours: 72 });
  });

  it('refuses a grace period of zero hours and an unreadable amount', () => {
    expect(agentSettingsFormSchema.safeParse({ activeMemberMinValidBet: '100', dividendConfirmGraceHours: '0', offerExpiryHours: '72' }).success).toBe(false);
    expect(agentSettingsFormSchema.safeParse({ activeMemberMinValidBet: 'abc', dividendConfirmGraceHours: '24', offerExpiryHours: '72' }).success).toBe(false);
  });
});
