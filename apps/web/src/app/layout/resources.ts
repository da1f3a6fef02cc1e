import type { Permission } from '@gp/contracts';

type Resource = Permission['resources'][number];

/** A resource found by name or type, ignoring case (the back office spells them freely). */
export const findResource = (resources: readonly Resource[], key: string): Resource | undefined => {
  const wanted = key.toLowerCase();
  return resources.find((r) => r.name.toLowerCase() === wanted || r.resourceType.toLowerCase() === wanted);
};

const socialKeys = ['FACEBOOK', 'TIKTOK', 'YOUTUBE', 'TWITTER', 'INSTAGRAM', 'TELEGRAM', 'WHATSAPP'] as const;
export const sideResourceKeys = ['TELEGRAM', 'FACEBOOK', 'WHATSAPP'] as const;

/** Social links of the footer: only those with a resource, in the fixed order. */
export const socialLinks = (resources: readonly Resource[]): { key: string; url: string }[] =>
  socialKeys.flatMap((key) => {
    const found = findResource(resources, key);
    return found ? [{ key, url: found.url }] : [];
  });

/** Only http(s) addresses become links; anything else from configuration is dropped. */
export const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url);
