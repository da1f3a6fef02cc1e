import type { LaunchMode } from '@gp/contracts';

/** The placeholders a vendor's launch URL template may carry. */
export type LaunchUrlValues = {
  launchToken: string;
  vendorCode: string;
  gameCode: string;
  language: string;
  lobbyUrl: string;
  mode: LaunchMode;
};

const placeholder = /\{(launchToken|vendorCode|gameCode|language|lobbyUrl|mode)\}/g;

/**
 * Fills the template. Every value is URL-encoded, so a game code or lobby address can never add
 * a parameter or change the vendor's host; unknown `{names}` stay as the vendor wrote them.
 */
export const fillLaunchUrl = (template: string, values: LaunchUrlValues): string =>
  template.replace(placeholder, (_match, name: keyof LaunchUrlValues) => encodeURIComponent(values[name]));

/** In-house (bgs) vendors are named HOUSE_<ENGINE>; they run inside this site rather than at a vendor. */
export const inHouseEngine = (vendorCode: string): string | null => (vendorCode.startsWith('HOUSE_') ? vendorCode.slice('HOUSE_'.length).toLowerCase() : null);

/** The site's own page of an in-house game; no launch token (the player's session is the credential). */
export const inHousePlayUrl = (engine: string, gameCode: string, mode: LaunchMode): string => {
  const query = new URLSearchParams({ game: gameCode });
  if (mode === 'demo') query.set('mode', 'demo');
  return `/bgs/play/${encodeURIComponent(engine)}?${query.toString()}`;
};
