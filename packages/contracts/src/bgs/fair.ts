/**
 * Provably fair core (docs/provably-fair.md), shared by the API (node:crypto) and the browser verifier
 * (WebCrypto). Pure: it never computes an HMAC itself, it is handed one.
 *
 *   bytes(round) = HMAC-SHA256(key = serverSeed, msg = `${clientSeed}:${nonce}:${round}`)
 *
 * - `serverSeed` is 64 lower-case hex characters (32 random bytes); the HMAC key is that text as
 *   UTF-8 (not the 32 decoded bytes), so any HMAC tool can reproduce it from what the player sees.
 * - `serverSeedHash` = hex(SHA-256(UTF-8 of the same 64-character text)), shown before play.
 * - Each 4 bytes b0..b3 of a round give one float f = b0/256 + b1/256² + b2/256³ + b3/256⁴, i.e.
 *   f = u / 2³² with u the big-endian unsigned 32-bit integer: f is in [0, 1) and exact in a double.
 * - One round gives 8 floats; a game that needs more takes round 0, 1, 2 ... in order.
 */

export const floatsPerRound = 8;
export const twoPow32 = 4294967296;

/** The HMAC message of one round. */
export const fairMessage = (clientSeed: string, nonce: number, round: number): string => `${clientSeed}:${nonce}:${round}`;

/** How many HMAC rounds `count` floats need. */
export const roundsFor = (count: number): number => Math.ceil(count / floatsPerRound);

/** The 8 unsigned 32-bit integers of one round's 32 HMAC bytes (big-endian). */
export const uint32sFromBytes = (bytes: Uint8Array): number[] => {
  if (bytes.length !== 32) throw new Error('an HMAC-SHA256 round is 32 bytes');
  const out: number[] = [];
  for (let i = 0; i < 32; i += 4) {
    // Multiplication instead of << keeps the value unsigned.
    out.push(bytes[i]! * 16777216 + bytes[i + 1]! * 65536 + bytes[i + 2]! * 256 + bytes[i + 3]!);
  }
  return out;
};

/** Floats in [0,1) from consecutive rounds' bytes (round 0 first), `count` of them. */
export const floatsFromRounds = (rounds: readonly Uint8Array[], count: number): number[] => {
  const floats: number[] = [];
  for (const bytes of rounds) {
    for (const u of uint32sFromBytes(bytes)) {
      if (floats.length === count) return floats;
      floats.push(u / twoPow32);
    }
  }
  if (floats.length < count) throw new Error(`${count} floats need ${roundsFor(count)} HMAC rounds`);
  return floats;
};

/** HMAC-SHA256 of `message` under the UTF-8 bytes of `key`; synchronous (node:crypto) or not (WebCrypto). */
export type HmacSha256 = (key: string, message: string) => Uint8Array | Promise<Uint8Array>;

export type FairInput = { serverSeed: string; clientSeed: string; nonce: number };

/** The floats a bet draws: HMAC rounds 0..k-1 of (serverSeed, clientSeed, nonce). */
export const fairFloats = async (hmac: HmacSha256, input: FairInput, count: number): Promise<number[]> => {
  const rounds: Uint8Array[] = [];
  for (let round = 0; round < roundsFor(count); round += 1) {
    rounds.push(await hmac(input.serverSeed, fairMessage(input.clientSeed, input.nonce, round)));
  }
  return floatsFromRounds(rounds, count);
};

/** Synchronous twin of `fairFloats` for a synchronous HMAC (the server's node:crypto). */
export const fairFloatsSync = (hmac: (key: string, message: string) => Uint8Array, input: FairInput, count: number): number[] => {
  const rounds: Uint8Array[] = [];
  for (let round = 0; round < roundsFor(count); round += 1) rounds.push(hmac(input.serverSeed, fairMessage(input.clientSeed, input.nonce, round)));
  return floatsFromRounds(rounds, count);
};

const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

/** HMAC-SHA256 through WebCrypto (browsers, and Node's global `crypto`). */
export const webCryptoHmacSha256: HmacSha256 = async (key, message) => {
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, utf8(message)));
};

export const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** hex(SHA-256(UTF-8 text)) through WebCrypto: what `serverSeedHash` is. */
export const webCryptoSha256Hex = async (text: string): Promise<string> =>
  bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8(text))));

/** A float's 32-bit integer again (exact: floats are u / 2³²). */
export const floatToUint32 = (f: number): number => {
  if (!(f >= 0 && f < 1)) throw new Error('a fair float is in [0, 1)');
  return Math.floor(f * twoPow32);
};
