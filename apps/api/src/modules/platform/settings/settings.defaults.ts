import { languageCodes, type SettingsKey, type SettingsValue } from '@gp/contracts';
import { registerDefaults } from './register.defaults';

/** What a new installation starts with. */
export const settingsDefaults: { [K in SettingsKey]: SettingsValue<K> } = {
  merchant: {
    platformCode: 'GP',
    merchantCode: 'GP001',
    currency: 'INR',
    currencySymbol: '₹',
    lotteryType: 'VN',
    defaultLanguage: 'HI',
    // The demo offers every language the product has; a merchant narrows the list in the back office.
    supportedLanguages: [...languageCodes],
    agentTypeCodes: [1, 2, 41, 42],
    trialTypeCode: 4,
  },
  whitelabel: {
    CHNGPASSVERIF3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    MOBILENUMPASSREG3: true,
    REGMOBVERF3: true,
    AGENTPOLICY3: true,
    FREEPLAY: true,
    FORCEPASSEXPIRY: false,
    VERIFCODELOGIN: true,
  },
  maintenance: {
    mode: 'off',
    startAt: null,
    endAt: null,
    message: {
      EN: 'We are upgrading the platform. Your balance is safe; please come back after the end time.',
      HI: 'हम प्लेटफ़ॉर्म को अपग्रेड कर रहे हैं। आपकी शेष राशि सुरक्षित है; कृपया समाप्ति समय के बाद वापस आएँ।',
      CN: '平台正在升级。您的余额安全无虞，请在结束时间后再来。',
    },
  },
  region: {
    blockedCountries: [],
    blockedIpRanges: [],
    allowedIpRanges: [],
    message: {
      EN: 'This service is not available in your region.',
      HI: 'यह सेवा आपके क्षेत्र में उपलब्ध नहीं है।',
      CN: '您所在的地区无法使用此服务。',
    },
  },
  site: {
    mainDomain: 'localhost',
    domainRoute: [],
    gtagId: '',
    imageCDNs: [],
    launchGameCDNs: [],
    // Dark is the casino look; the operator may choose light or the visitor's device setting.
    defaultTheme: 'dark',
  },
  accountSecurity: {
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    rememberMeHours: 24,
    passwordExpiryDays: 90,
    loginMaxFailures: 5,
    loginFailureWindowMinutes: 15,
    loginLockMinutes: 15,
    newIpSecondFactor: true,
    bankNameSecondFactor: false,
    passwordResetMinutes: 30,
  },
  register: registerDefaults,
  // No provider until the operator registers this site with one (a client id is per site).
  social: { providers: [] },
  cashier: {
    withdrawMinAmount: 10_000,
    withdrawMaxAmount: 5_000_000,
    turnoverMultiple: 1,
    withdrawAutoConfirmMinutes: 60,
    maxPendingWithdrawals: 1,
    maxBankAccounts: 3,
    payeeCoolDownHours: 24,
    transferMinAmount: 100,
    transferMaxAmount: 10_000_000,
    adjustmentSecondApprovalAbove: 1_000_000,
    realityCheckMinutes: [15, 30, 60, 120],
  },
  agentContracts: { activeMemberMinValidBet: 10_000, dividendConfirmGraceHours: 24, offerExpiryHours: 72 },
  promotions: { reviewSecondApprovalAbove: 1_000_000, sharedIdentityReview: false },
};
