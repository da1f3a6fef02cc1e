import { colourOf } from './engines/roulette';

/** The pockets of a European (single-zero) wheel clockwise from the zero, as on every real wheel. */
export const europeanWheelOrder: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const pocketFill = { red: '#c81e1e', black: '#151a23', green: '#0f8a3c' } as const;

const step = 360 / europeanWheelOrder.length;
const point = (radius: number, degrees: number) => {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(a)).toFixed(2)} ${(radius * Math.sin(a)).toFixed(2)}`;
};

/** One pocket: the ring sector between two radii, centred on `centre` degrees (0 is the top). */
const sector = (centre: number, inner: number, outer: number) => {
  const from = centre - step / 2;
  const to = centre + step / 2;
  return `M${point(outer, from)} A${outer} ${outer} 0 0 1 ${point(outer, to)} L${point(inner, to)} A${inner} ${inner} 0 0 0 ${point(inner, from)}Z`;
};

/**
 * The wheel as SVG on a view box centred on 0 0, pocket i of `europeanWheelOrder` centred at
 * i * 360/37 degrees clockwise from the top. The script turns `.wheel-rotor` so the winning pocket
 * comes to the top under the fixed pointer, and `.wheel-ball` so the ball settles there.
 */
export const wheelSvg = (label: string): string => {
  const pockets = europeanWheelOrder
    .map((n, i) => {
      const angle = i * step;
      return `<path d="${sector(angle, 60, 86)}" fill="${pocketFill[colourOf(n)]}" data-pocket="${n}"/>
<text x="0" y="-74" transform="rotate(${angle.toFixed(2)})" text-anchor="middle" dominant-baseline="middle" font-size="8.5" font-weight="700" fill="#fff">${n}</text>`;
    })
    .join('');
  const frets = europeanWheelOrder.map((_, i) => `<path d="M${point(60, i * step + step / 2)} L${point(86, i * step + step / 2)}"/>`).join('');
  return `<svg class="wheel" id="wheel" viewBox="-100 -100 200 200" role="img" aria-label="${label.replace(/[&<>"]/g, '')}">
<defs>
<radialGradient id="wheel-wood" r="0.5"><stop offset="0.85" stop-color="#5b2a0e"/><stop offset="0.93" stop-color="#a0581f"/><stop offset="1" stop-color="#3a1a08"/></radialGradient>
<radialGradient id="wheel-cone" r="0.5"><stop offset="0" stop-color="#f8e08e"/><stop offset="0.35" stop-color="#b8860b"/><stop offset="1" stop-color="#4a2c0a"/></radialGradient>
<radialGradient id="wheel-ball" cx="0.35" cy="0.35" r="0.65"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#b8bcc6"/></radialGradient>
</defs>
<circle r="99" fill="url(#wheel-wood)"/>
<circle r="90" fill="#2b1406" stroke="#d4a017" stroke-width="1.5"/>
<g class="wheel-rotor">
${pockets}
<g stroke="#d4a017" stroke-width="0.8">${frets}</g>
<circle r="86" fill="none" stroke="#d4a017" stroke-width="1.2"/>
<circle r="60" fill="url(#wheel-cone)" stroke="#d4a017" stroke-width="1.5"/>
<circle r="38" fill="none" stroke="#f8e08e" stroke-width="0.8" opacity="0.6"/>
<g fill="#f3d27a" stroke="#6b4410" stroke-width="1">${[0, 90, 180, 270].map((a) => `<path transform="rotate(${a})" d="M-3 -8 L0 -36 L3 -8 Z"/><circle transform="rotate(${a})" cx="0" cy="-36" r="3.5"/>`).join('')}</g>
<circle r="9" fill="#f3d27a" stroke="#6b4410" stroke-width="1.5"/>
</g>
<g class="wheel-ball"><circle cx="0" cy="-66" r="4.2" fill="url(#wheel-ball)" stroke="#6b7280" stroke-width="0.6"/></g>
<path d="M-6 -100 L6 -100 L0 -88 Z" fill="#f5b301" stroke="#3a1a08" stroke-width="1"/>
</svg>`;
};
