import { describe, expect, it } from 'vitest';
import { merchantFormSchema, toMerchantForm } from './merchant/merchant-form-schema';
import { regionFormSchema, toRegionForm } from './region/region-form-schema';
import { siteFormSchema, toSiteForm } from './site/site-form-schema';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

const merchant = {
  platformCode: 'GP',
  merchantCode: 'GP001',
  currency: 'INR',
  currencySymbol: '₹',
  lotteryType: 'VN',
  defaultLanguage: 'HI' as const,
  supportedLanguages: ['HI' as const, 'EN' as const, 'CN' as const],
  agentTypeCodes: [1, 2, 41, 42],
  trialTypeCode: 4,
};

describe('settings form schemas (screen shape piped into the contract)', () => {
  it('merchant: round-trips, with languages in list order, and reports contract rules on fields', () => {
    const form = toMerchantForm(merchant);
    expect(form.supportedLanguages).toEqual(['CN', 'EN', 'HI']);
    expect(form.agentTypeCodes).toBe('1, 2, 41, 42');
    expect(merchantFormSchema.parse({ ...form, currency: 'inr' })).toEqual({ ...merchant, supportedLanguages: ['CN', 'EN', 'HI'] });

    expect(paths(merchantFormSchema.safeParse({ ...form, supportedLanguages: ['EN'] }))).toEqual(['defaultLanguage']);
    expect(paths(merchantFormSchema.safeParse({ ...form, trialTypeCode: '' }))).toEqual(['trialTypeCode']);
    expect(paths(merchantFormSchema.safeParse({ ...form, agentTypeCodes: '1, x' }))).toEqual(['agentTypeCodes.1']);
  });

  it('region: countries upper-cased and de-duplicated, IP ranges one per line', () => {
    const form = toRegionForm({ blockedCountries: ['US'], blockedIpRanges: [], allowedIpRanges: ['10.0.0.0/8'], message: {} }, {});
    expect(form.blockedCountries).toBe('US');
    const value = regionFormSchema.parse({ ...form, blockedCountries: 'us, sg us', blockedIpRanges: '203.0.113.0/24\n\n198.51.100.7' });
    expect(value.blockedCountries).toEqual(['US', 'SG']);
    expect(value.blockedIpRanges).toEqual(['203.0.113.0/24', '198.51.100.7']);
    expect(paths(regionFormSchema.safeParse({ ...form, blockedIpRanges: 'not-an-ip' }))).toEqual(['blockedIpRanges.0']);
    expect(paths(regionFormSchema.safeParse({ ...form, blockedCountries: 'USA' }))).toEqual(['blockedCountries.0']);
  });

  it('site: lists one per line, CDNs must be URLs', () => {
    const form = toSiteForm({
      mainDomain: 'play.example.com',
      domainRoute: ['a.example.com'],
      gtagId: '',
      imageCDNs: [],
      launchGameCDNs: [],
      defaultTheme: 'dark',
    });
    expect(siteFormSchema.parse({ ...form, imageCDNs: 'https://img.example.com\n' }).imageCDNs).toEqual(['https://img.example.com']);
    expect(paths(siteFormSchema.safeParse({ ...form, launchGameCDNs: 'cdn.example.com' }))).toEqual(['launchGameCDNs.0']);
    expect(siteFormSchema.parse({ ...form, defaultTheme: 'system' }).defaultTheme).toBe('system');
  });
});
