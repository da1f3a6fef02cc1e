import { z } from 'zod';
import { isValidAcceptedPattern, maxFieldLength, patternIds } from './constraints';

/** The registration fields a merchant configures. */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'fullname',
  'email',
  'qqNum',
  'mobileNum',
  'nickname',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'zalo',
  'whatsapp',
  'facebook',
  'telegram',
  'wechat',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** Every registration asks for these, whatever the configuration. */
export const coreRegisterFields: readonly RegisterFieldName[] = ['username', 'password'];

export const validationEntry = z
  .strictObject({
    acceptedPattern: z.string().trim().min(1).max(500).refine(isValidAcceptedPattern, { message: 'not a valid regular expression' }),
    minLength: z.number().int().min(0).max(maxFieldLength),
    maxLength: z.number().int().min(1).max(maxFieldLength),
    patternId: z.enum(patternIds),
  })
  .refine((e) => e.minLength <= e.maxLength, { path: ['maxLength'], message: 'must not be less than the minimum length' });

export const registerFieldSettings = z
  .strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    validation: validationEntry.nullable(),
  })
  .refine((f) => f.enabled || !f.required, { path: ['required'], message: 'a required field must be enabled' });
export type RegisterFieldSettings = z.infer<typeof registerFieldSettings>;

/** Which registration fields the player site shows, which it requires, and how each is checked. */
export const registerSettings = z
  .strictObject({
    fields: z.strictObject(
      Object.fromEntries(registerFieldNames.map((n) => [n, registerFieldSettings])) as Record<RegisterFieldName, typeof registerFieldSettings>,
    ),
  })
  .superRefine((s, ctx) => {
    for (const name of coreRegisterFields) {
      if (s.fields[name].enabled && s.fields[name].required) continue;
      ctx.addIssue({ code: 'custom', path: ['fields', name, 'required'], message: 'username and password are always required' });
    }
  });
export type RegisterSettings = z.infer<typeof registerSettings>;

/** What the player site reads before showing the form (`GET /wps/system/setting/register`). */
export const registerSettingsResponse = z.object({
  fields: registerSettings.shape.fields,
  methods: z.array(z.enum(['username', 'mobile'])),
  defaultMethod: z.enum(['username', 'mobile']),
});
export type RegisterSettingsResponse = z.infer<typeof registerSettingsResponse>;
