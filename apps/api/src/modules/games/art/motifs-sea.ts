import type { MotifSpec } from './motif';
import { between } from './random';
import { circle, n, path, sparkle } from './svg';

/** Mirror a drawing left to right, for creatures that may face either way. */
const facing = (right: boolean, body: string) => (right ? body : `<g transform="matrix(-1 0 0 1 200 0)">${body}</g>`);

const bubbles =
  '<g fill="none" stroke="#fff" stroke-width="1.5" opacity=".7"><circle cx="36" cy="56" r="6"/><circle cx="28" cy="36" r="4"/><circle cx="164" cy="152" r="5"/><circle cx="172" cy="36" r="3"/></g>';

/** A shark (or marlin, dolphin, whale): a streamlined hunter with a tall fin and a pale belly. */
export const shark: MotifSpec = {
  fg: [210, 30],
  bg: [200, 70],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) =>
    facing(
      rnd() < 0.5,
      `<g transform="translate(0 ${n(between(rnd, -6, 6))})">` +
        path('M90 80L112 40L126 84Z', s[3], ` stroke="${s[4]}" stroke-width="1.5" stroke-linejoin="round"`) +
        path(
          'M24 106C48 80 100 72 150 88L186 58L176 100L186 138L150 114C110 132 58 130 24 106Z',
          'url(#m)',
          ` stroke="${s[4]}" stroke-width="1.8" stroke-linejoin="round"`,
        ) +
        path('M28 108C60 124 110 126 150 112C110 120 60 120 28 108Z', '#eef3f8') +
        path('M80 116L68 148L102 120Z', s[3], ` stroke="${s[4]}" stroke-linejoin="round"`) +
        `<path d="M80 92v16m7-17v16m7-17v16" stroke="${s[4]}" stroke-width="2" stroke-linecap="round" opacity=".6"/>` +
        path('M32 110Q46 120 62 112', 'none', ' stroke="#3a1010" stroke-width="2.5"') +
        path('M38 113l3 5 3-4 3 5 3-4 3 5 3-5', 'none', ' stroke="#fff" stroke-width="1.5" stroke-linejoin="round"') +
        circle(52, 96, 4, '#111') +
        circle(51, 95, 1.2, '#fff') +
        '</g>',
    ) + bubbles,
};

/** An octopus (or crab, lobster): a round head, big eyes and curling arms. */
export const octopus: MotifSpec = {
  fg: [322, 70],
  bg: [250, 60],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const curl = between(rnd, -6, 6);
    const arms = [
      `M70 118C56 136 34 134 36 154C38 166 52 166 52 156`,
      `M82 124C78 146 62 158 70 174C76 182 86 176 82 168`,
      `M96 126C96 150 90 166 100 180`,
      `M106 126C108 150 116 164 110 178`,
      `M118 124C124 146 140 156 132 172C128 180 118 176 120 168`,
      `M130 118C146 134 168 132 166 152C164 164 150 164 150 156`,
    ]
      .map((d) => d.replace(/C(\d+)/, (_, x: string) => `C${n(Number(x) + curl)}`))
      .join('');
    return (
      `<path d="${arms}" fill="none" stroke="${s[4]}" stroke-width="15" stroke-linecap="round"/>` +
      `<path d="${arms}" fill="none" stroke="${s[2]}" stroke-width="11" stroke-linecap="round"/>` +
      path('M58 104C52 50 148 50 142 104C140 122 124 130 100 130C76 130 60 122 58 104Z', 'url(#m)', ` stroke="${s[4]}" stroke-width="1.8"`) +
      circle(84, 98, 11, '#fff', ` stroke="${s[4]}"`) +
      circle(116, 98, 11, '#fff', ` stroke="${s[4]}"`) +
      circle(86, 100, 5.5, '#111') +
      circle(118, 100, 5.5, '#111') +
      circle(84, 97, 1.8, '#fff') +
      circle(116, 97, 1.8, '#fff') +
      path('M92 116Q100 122 108 116', 'none', ` stroke="${s[4]}" stroke-width="2.5" stroke-linecap="round"`) +
      `<ellipse cx="80" cy="64" rx="10" ry="6" fill="#fff" opacity=".4" transform="rotate(-30 80 64)"/>` +
      bubbles
    );
  },
};

/** An open scallop shell holding a pearl. */
export const shell: MotifSpec = {
  fg: [14, 70],
  bg: [196, 65],
  tint: true,
  ground: 156,
  draw: ({ rnd, s }) => {
    const open = n(between(rnd, -10, -2));
    let ribs = '';
    for (let k = 1; k < 8; k += 1) {
      const a = Math.PI + (k * Math.PI) / 8;
      ribs += `M100 112L${n(100 + 64 * Math.cos(a))} ${n(112 + 58 * Math.sin(a))}`;
    }
    return (
      `<g transform="rotate(${open} 100 112)">` +
      path('M34 112C36 48 164 48 166 112Q100 96 34 112Z', 'url(#m)', ` stroke="${s[4]}" stroke-width="1.8"`) +
      `<path d="${ribs}" stroke="${s[3]}" stroke-width="2" opacity=".7"/>` +
      '</g>' +
      path('M34 114C46 160 154 160 166 114Q100 128 34 114Z', s[2], ` stroke="${s[4]}" stroke-width="1.8"`) +
      path('M52 128Q100 150 148 128', 'none', ` stroke="${s[3]}" stroke-width="2" opacity=".7"`) +
      circle(100, 118, 19, '#f6f0fb', ' stroke="#b9a9c9"') +
      circle(100, 118, 19, 'url(#q)') +
      sparkle(92, 110, 7) +
      bubbles
    );
  },
};
