/**
 * Marks a test that changes what every visitor sees (merchant settings, languages, vendors, the
 * catalog, maintenance, the region block). Such tests run one at a time after all others, which
 * share the server two at a time (playwright.config.ts).
 */
export const siteWide = { tag: '@site-wide' };
