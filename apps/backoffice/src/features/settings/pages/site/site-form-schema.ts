import { siteSettings, siteTheme, type SiteSettings } from '@gp/contracts';
import { z } from 'zod';
import { linesToList, listToLines } from '../../../../shared/forms/text-lists';

/** Domain and CDN lists are edited one per line. */
export const siteFormSchema = z
  .object({
    mainDomain: z.string(),
    domainRoute: z.string(),
    gtagId: z.string(),
    imageCDNs: z.string(),
    launchGameCDNs: z.string(),
    defaultTheme: siteTheme,
  })
  .transform((form) => ({
    mainDomain: form.mainDomain.trim(),
    domainRoute: linesToList(form.domainRoute),
    gtagId: form.gtagId.trim(),
    imageCDNs: linesToList(form.imageCDNs),
    launchGameCDNs: linesToList(form.launchGameCDNs),
    defaultTheme: form.defaultTheme,
  }))
  // The form always sends a theme, so the stored-row default (for rows older than the field) is not needed here.
  .pipe(siteSettings.extend({ defaultTheme: siteTheme }));

export type SiteFormValues = z.input<typeof siteFormSchema>;

export const toSiteForm = (value: SiteSettings): SiteFormValues => ({
  mainDomain: value.mainDomain,
  domainRoute: listToLines(value.domainRoute),
  gtagId: value.gtagId,
  imageCDNs: listToLines(value.imageCDNs),
  launchGameCDNs: listToLines(value.launchGameCDNs),
  defaultTheme: value.defaultTheme,
});
