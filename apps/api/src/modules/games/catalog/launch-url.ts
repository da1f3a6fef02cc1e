import type { LaunchMode } from '@gp/contracts';
import { lotteryVendorCodes } from '../lottery';

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

/**
 * The lottery's page of a catalog lottery game (apps/api/src/modules/games/lottery): Vietnam on
 * /vnLottery, 4D and the six digits on /seaLottery, the fast games on /lottery; the launch
 * parameters the spec names travel along (lottoArea VN, launchMode LOTT, prize mode, view, device,
 * back URL, language).
 */
export const lotteryPlayUrl = (vendorCode: string, gameCode: string, values: { language: string; lobbyUrl: string }): string | null => {
  if (vendorCode !== lotteryVendorCodes.draws && vendorCode !== lotteryVendorCodes.fast) return null;
  const code = gameCode.toLowerCase();
  const vietnam = code.startsWith('vn-');
  const page = vendorCode === lotteryVendorCodes.fast ? '/lottery' : vietnam ? '/vnLottery' : '/seaLottery';
  const query = new URLSearchParams({
    gameCode: code,
    lottoArea: vietnam ? 'VN' : vendorCode === lotteryVendorCodes.fast ? 'E' : 'SEA',
    launchMode: 'LOTT',
    prizeMode: vendorCode === lotteryVendorCodes.fast ? 'elott' : vietnam ? 'lott' : 'sea',
    view: 'betting',
    device: 'WEB',
    language: values.language,
  });
  if (values.lobbyUrl) query.set('backUrl', values.lobbyUrl);
  return `${page}?${query.toString()}`;
};

/** In-house (bgs) vendors are named HOUSE_<ENGINE>; they run inside this site rather than at a vendor. */
export const inHouseEngine = (vendorCode: string): string | null => (vendorCode.startsWith('HOUSE_') ? vendorCode.slice('HOUSE_'.length).toLowerCase() : null);

/** The site's own page of an in-house game; no launch token (the player's session is the credential). */
export const inHousePlayUrl = (engine: string, gameCode: string, mode: LaunchMode): string => {
  const query = new URLSearchParams({ game: gameCode });
  if (mode === 'demo') query.set('mode', 'demo');
  return `/bgs/play/${encodeURIComponent(engine)}?${query.toString()}`;
};
