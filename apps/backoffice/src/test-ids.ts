import type { SettingsKey } from '@gp/contracts';

/**
 * Stable hooks for end-to-end tests. Tests select by these, never by translated text, so changing a
 * wording or the language never breaks them. Renaming one is a breaking change for e2e/.
 */
export const testIds = {
  signIn: {
    username: 'signin-username',
    password: 'signin-password',
    submit: 'signin-submit',
    error: 'signin-error',
  },
  totp: {
    qr: 'totp-qr',
    secret: 'totp-secret',
    code: 'totp-code',
    submit: 'totp-submit',
    back: 'totp-back',
    error: 'totp-error',
  },
  layout: {
    menuToggle: 'nav-toggle',
    nav: 'nav',
    staffName: 'staff-name',
    staffRoles: 'staff-roles',
    language: 'language-select',
    theme: 'theme-toggle',
    signOut: 'sign-out',
    signOutConfirm: 'sign-out-confirm',
    main: 'main',
  },
  nav: {
    status: 'nav-status',
    region: 'nav-region',
    merchant: 'nav-merchant',
    whitelabel: 'nav-whitelabel',
    site: 'nav-site',
    audit: 'nav-audit',
  },
  settings: {
    saved: 'settings-saved',
    error: 'settings-error',
    conflict: 'settings-conflict',
    reload: 'settings-reload',
    readOnly: 'settings-read-only',
    meta: 'settings-meta',
    save: {
      maintenance: 'maintenance-save',
      region: 'region-save',
      merchant: 'merchant-save',
      whitelabel: 'whitelabel-save',
      site: 'site-save',
    } satisfies Record<SettingsKey, string>,
  },
  maintenance: {
    status: 'maintenance-status',
    mode: 'maintenance-mode',
    startAt: 'maintenance-start',
    endAt: 'maintenance-end',
    /** Followed by the language code, e.g. maintenance-message-EN. */
    messagePrefix: 'maintenance-message-',
  },
  region: {
    blockedCountries: 'region-blocked-countries',
    blockedIpRanges: 'region-blocked-ips',
    allowedIpRanges: 'region-allowed-ips',
    messagePrefix: 'region-message-',
  },
  merchant: {
    platformCode: 'merchant-platform-code',
    merchantCode: 'merchant-merchant-code',
    currency: 'merchant-currency',
    currencySymbol: 'merchant-currency-symbol',
    lotteryType: 'merchant-lottery-type',
    defaultLanguage: 'merchant-default-language',
    /** Followed by the language code, e.g. merchant-language-HI. */
    supportedLanguagePrefix: 'merchant-language-',
    agentTypeCodes: 'merchant-agent-type-codes',
    trialTypeCode: 'merchant-trial-type-code',
  },
  whitelabel: {
    /** Followed by the flag name, e.g. whitelabel-flag-FREEPLAY. */
    flagPrefix: 'whitelabel-flag-',
  },
  site: {
    mainDomain: 'site-main-domain',
    domainRoute: 'site-domain-route',
    gtagId: 'site-gtag-id',
    imageCDNs: 'site-image-cdns',
    launchGameCDNs: 'site-launch-game-cdns',
  },
  audit: {
    table: 'audit-table',
    row: 'audit-row',
    detailsToggle: 'audit-details-toggle',
    filterAction: 'audit-filter-action',
    filterActor: 'audit-filter-actor',
    filterApply: 'audit-filter-apply',
    filterClear: 'audit-filter-clear',
    loadMore: 'audit-load-more',
    verify: 'audit-verify',
    verifyResult: 'audit-verify-result',
    empty: 'audit-empty',
  },
  noAccess: 'no-access',
  notFound: 'not-found',
} as const;
