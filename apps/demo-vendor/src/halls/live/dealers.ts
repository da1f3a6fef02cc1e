import { createHash } from 'node:crypto';

/**
 * The live dealers ("models" in the lobby's list): a roster that rotates over the tables every
 * half hour, as studio shifts do. Names are people's names and stay as written in every language;
 * the looks are drawn by the page from the palette.
 */
export type Dealer = { id: string; name: string; languages: string[]; palette: { skin: string; hair: string; outfit: string } };

const skins = ['#f1c7a5', '#e0ac83', '#c68a5e', '#8d5a3b', '#f5d6bd', '#a8704a'];
const hairs = ['#1d1a17', '#3b2416', '#6b4226', '#a0522d', '#d4a55e', '#2f2f36'];
const outfits = ['#7f1d1d', '#1e3a8a', '#14532d', '#111827', '#581c87', '#0f766e'];

const roster: [string, string, string[]][] = [
  ['d01', 'Anna', ['en', 'ru']],
  ['d02', 'Mai', ['vi', 'en']],
  ['d03', 'Priya', ['hi', 'en']],
  ['d04', 'Siti', ['ms', 'id']],
  ['d05', 'Lin', ['zh-CN', 'zh-TW']],
  ['d06', 'Nok', ['th', 'en']],
  ['d07', 'Sofia', ['es', 'pt']],
  ['d08', 'Yuki', ['ja', 'en']],
  ['d09', 'Ji-woo', ['ko', 'en']],
  ['d10', 'Layla', ['ar', 'en']],
  ['d11', 'Maria', ['fil', 'en']],
  ['d12', 'Elena', ['it', 'fr']],
  ['d13', 'Aigerim', ['kk', 'ru']],
  ['d14', 'Dara', ['km', 'en']],
  ['d15', 'Ayesha', ['ur', 'hi']],
  ['d16', 'Ananya', ['bn', 'hi']],
  ['d17', 'Kavya', ['ta', 'te']],
  ['d18', 'Zeynep', ['tr', 'en']],
  ['d19', 'Nadia', ['fa', 'en']],
  ['d20', 'Hanna', ['de', 'nl']],
  ['d21', 'Ola', ['pl', 'en']],
  ['d22', 'Thiri', ['my', 'en']],
  ['d23', 'Nilu', ['si', 'en']],
  ['d24', 'Malika', ['uz', 'ru']],
];

export const dealers: readonly Dealer[] = roster.map(([id, name, languages], n) => ({
  id,
  name,
  languages,
  palette: { skin: skins[n % skins.length]!, hair: hairs[(n * 5) % hairs.length]!, outfit: outfits[(n * 7) % outfits.length]! },
}));

export const shiftMs = 30 * 60 * 1000;

/** The dealer at a table now: each table starts from its own place in the roster and moves on each shift. */
export const dealerAt = (tableId: string, now: number = Date.now()): Dealer => {
  const offset = createHash('sha256').update(tableId).digest().readUInt32BE(0);
  return dealers[(offset + Math.floor(now / shiftMs)) % dealers.length]!;
};
