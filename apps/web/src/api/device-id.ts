/**
 * A stable id of this browser, sent as `X-Device-Id` so the operator's shared-device review of
 * promotion claims can tell when two accounts sign in from one device. It is the SHA-256 of browser
 * traits that stay put across visits and sign-outs (user agent, languages, time zone offsets, screen size and
 * colour depth, logical cores, device memory, touch points), the first 16 bytes in base64url. No
 * fingerprinting library: the well-known one is no longer under an open licence, and a review only
 * needs "same browser again", not identification across sites. Two identical phones of one model may
 * share an id; the review is a hint for staff, never a refusal.
 */

type Traits = {
  userAgent: string;
  languages: readonly string[];
  /** UTC offsets in January and July: the zone, summer time included, without Intl. */
  zoneOffsets: string;
  screen: string;
  cores: number;
  memory: number;
  touchPoints: number;
};

/** The traits in a fixed order: the same browser gives the same text. */
export const traitText = (t: Traits): string =>
  [t.userAgent, t.languages.join(','), t.zoneOffsets, t.screen, String(t.cores), String(t.memory), String(t.touchPoints)].join('|');

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/u, '');

export const deviceIdOf = async (text: string): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return base64url(digest.slice(0, 16));
};

const browserTraits = (): Traits | null => {
  // A page rendered outside a browser (server rendering, tests) has no screen: it has no device either.
  if (typeof navigator === 'undefined' || typeof screen === 'undefined') return null;
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    userAgent: nav.userAgent,
    languages: nav.languages,
    // Not Intl.DateTimeFormat's time zone name: the first DateTimeFormat loads its locale data, about
    // 100 ms of a phone's main thread at start-up, for a page that shows no date.
    zoneOffsets: `${new Date(2024, 0, 1).getTimezoneOffset()},${new Date(2024, 6, 1).getTimezoneOffset()}`,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    cores: nav.hardwareConcurrency,
    memory: nav.deviceMemory ?? 0,
    touchPoints: nav.maxTouchPoints,
  };
};

let deviceId: string | null = null;
// Computed once at start-up; calls made before it is ready go without (the server treats that as unknown).
const traits = browserTraits();
if (traits && typeof crypto !== 'undefined' && 'subtle' in crypto) {
  void deviceIdOf(traitText(traits))
    .then((id) => {
      deviceId = id;
    })
    .catch(() => undefined);
}

/** The global fetch, with this browser's device id on every call to the site's API. */
export const fetchWithDeviceId = (request: Request): Promise<Response> => {
  if (deviceId === null) return fetch(request);
  const headers = new Headers(request.headers);
  headers.set('X-Device-Id', deviceId);
  return fetch(new Request(request, { headers }));
};
