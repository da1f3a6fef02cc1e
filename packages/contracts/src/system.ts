import { z } from 'zod';
import { languageCode } from './language-code';
import { siteTheme, whitelabelSettings } from './settings';

/** 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export const systemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const systemStatus = z.object({
  status: systemStatusCode,
  maintenance: z.object({ endTime: z.string().nullable(), message: z.string() }).nullable(),
  regionRestriction: z.object({ ip: z.string(), message: z.string() }).nullable(),
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const customerServiceEntry = z.object({
  csType: z.enum(['LIVECHAT', 'TELEGRAM', 'FACEBOOK']),
  csPosition: z.number().int(),
  title: z.string(),
  path: z.string(),
});
export const resourceEntry = z.object({
  name: z.string(),
  labelNameEn: z.string(),
  resourceType: z.string(),
  url: z.string(),
});

/** The system/permission response. */
export const permission = z.object({
  customerService: z.array(customerServiceEntry),
  domainRoute: z.array(z.string()),
  resources: z.array(resourceEntry),
  whitelabel: whitelabelSettings,
  register: z.object({ methods: z.array(z.enum(['username', 'mobile'])), defaultMethod: z.enum(['username', 'mobile']) }),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** The operator's theme for visitors who have not chosen one (the page's first paint gets it from the HTML). */
  defaultTheme: siteTheme,
  /** Whether the referral programme is on: the side menu's invite shortcut shows to members only then. */
  referralPromotion: z.boolean(),
  merchant: z.object({
    platformCode: z.string(),
    merchantCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    defaultLanguage: languageCode,
    supportedLanguages: z.array(languageCode),
    agentTypeCodes: z.array(z.number().int()),
    trialTypeCode: z.number().int(),
  }),
});
export type Permission = z.infer<typeof permission>;
