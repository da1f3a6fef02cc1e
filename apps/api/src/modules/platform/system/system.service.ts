import {
  languages,
  pickLanguage,
  pickTranslation,
  type LanguageCode,
  type LocalizedText,
  type MaintenanceSettings,
  type Permission,
  type RegisterSettingsResponse,
  type SystemStatus,
  type WhitelabelSettings,
} from '@gp/contracts';
import type { CatalogTag } from '@gp/i18n';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { SettingsService } from '../settings';
import { isRegionBlocked } from './region';
import { listCustomerService, listResources } from './system.repository';

export type Visitor = { ip: string; country: string | null; lang: CatalogTag };

/** Maintenance is on when switched on, or inside a scheduled window. */
const isMaintenanceActive = (m: MaintenanceSettings, now = Date.now()): boolean => {
  if (m.mode === 'on') return true;
  if (m.mode !== 'scheduled' || !m.startAt || !m.endAt) return false;
  return Date.parse(m.startAt) <= now && now < Date.parse(m.endAt);
};

const codeOf = (lang: CatalogTag): LanguageCode => languages.find((l) => l.tag === lang)?.code ?? 'EN';

/** The text in the caller's fallback order (pickLanguage), else any text there is. */
const pickText = (text: LocalizedText, lang: CatalogTag, fallback: LanguageCode): string => {
  const code = pickLanguage((c) => Boolean(text[c]), codeOf(lang), fallback);
  return (code && text[code]) || Object.values(text).find(Boolean) || '';
};

/** Registration methods the whitelabel flags turn on; mobile is the default when it is on. */
const registerMethodsOf = (whitelabel: WhitelabelSettings): Pick<RegisterSettingsResponse, 'methods' | 'defaultMethod'> => ({
  methods: [...(whitelabel.USERNAMEREG3 ? (['username'] as const) : []), ...(whitelabel.MOBILENUMREG3 ? (['mobile'] as const) : [])],
  defaultMethod: whitelabel.MOBILENUMREG3 ? 'mobile' : 'username',
});

/** What the system answer tells of features above the platform, asked through ports (services.ts wires them). */
export type SystemPorts = { referralPromotionOn?: () => Promise<boolean> };

export const createSystemService = (db: Kysely<DB>, settings: SettingsService, ports: SystemPorts = {}) => {
  /** 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
  const status = async (visitor: Visitor): Promise<SystemStatus> => {
    const [maintenance, region, merchant] = await Promise.all([settings.value('maintenance'), settings.value('region'), settings.value('merchant')]);
    if (isMaintenanceActive(maintenance)) {
      return {
        status: 1,
        maintenance: { endTime: maintenance.endAt, message: pickText(maintenance.message, visitor.lang, merchant.defaultLanguage) },
        regionRestriction: null,
      };
    }
    if (isRegionBlocked(region, visitor.ip, visitor.country)) {
      return { status: 2, maintenance: null, regionRestriction: { ip: visitor.ip, message: pickText(region.message, visitor.lang, merchant.defaultLanguage) } };
    }
    return { status: 0, maintenance: null, regionRestriction: null };
  };

  /** Customer-service entries titled in the caller's language (pickTranslation's order). */
  const customerServiceList = async (language: LanguageCode) => {
    const [rows, { defaultLanguage }] = await Promise.all([listCustomerService(db), settings.value('merchant')]);
    return rows.map((c) => ({
      csType: c.cs_type,
      csPosition: c.cs_position,
      title: pickTranslation({ title: c.title }, c.translations, language, defaultLanguage, c.language).title,
      path: c.path,
    }));
  };
  /** Resource links labelled in the caller's language; `labelNameEn` is the upstream field's name. */
  const resourceList = async (language: LanguageCode) => {
    const [rows, { defaultLanguage }] = await Promise.all([listResources(db), settings.value('merchant')]);
    return rows.map((r) => ({
      name: r.name,
      labelNameEn: pickTranslation({ label: r.label_name_en }, r.translations, language, defaultLanguage, r.language).label,
      resourceType: r.resource_type,
      url: r.url,
    }));
  };

  const permission = async (visitor: Visitor): Promise<Permission> => {
    const [merchant, whitelabel, site, current, customerService, resources, referralPromotion] = await Promise.all([
      settings.value('merchant'),
      settings.value('whitelabel'),
      settings.value('site'),
      status(visitor),
      customerServiceList(codeOf(visitor.lang)),
      resourceList(codeOf(visitor.lang)),
      ports.referralPromotionOn?.() ?? Promise.resolve(false),
    ]);
    return {
      customerService,
      domainRoute: site.domainRoute,
      resources,
      whitelabel,
      register: registerMethodsOf(whitelabel),
      mainDomain: site.mainDomain,
      analytics: { gtagId: site.gtagId },
      imageCDNs: site.imageCDNs,
      launchGameCDNs: site.launchGameCDNs,
      location: { ip: visitor.ip, country: visitor.country },
      maintenance: current.status === 1,
      regionRestriction: current.status === 2,
      defaultTheme: site.defaultTheme,
      referralPromotion,
      merchant: {
        platformCode: merchant.platformCode,
        merchantCode: merchant.merchantCode,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        defaultLanguage: merchant.defaultLanguage,
        supportedLanguages: merchant.supportedLanguages,
        agentTypeCodes: merchant.agentTypeCodes,
        trialTypeCode: merchant.trialTypeCode,
      },
    };
  };

  /** The registration form's configuration: which fields, how each is checked, and by which methods. */
  const registerSettings = async (): Promise<RegisterSettingsResponse> => {
    const [register, whitelabel] = await Promise.all([settings.value('register'), settings.value('whitelabel')]);
    return { fields: register.fields, ...registerMethodsOf(whitelabel) };
  };

  return { status, permission, registerSettings, customerServiceList, resourceList };
};

export type SystemService = ReturnType<typeof createSystemService>;
