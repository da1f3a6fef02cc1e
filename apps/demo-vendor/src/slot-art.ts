/**
 * Drawings of the slot symbols, one per symbol name of the skins (slot-variants.ts), as SVG markup
 * on a 100 x 100 view box. The page puts a skin's nine into a hidden sprite and every reel cell
 * shows one with <use>, so a spin can move dozens of cells without repeating the markup.
 * Gradient ids carry the drawing's name: two symbols of a skin never share one.
 */

const outline = 'stroke="#1b1206" stroke-width="3" stroke-linejoin="round"';

const linear = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** A glossy highlight over the upper part of a shape, which is what makes a symbol read as lit. */
const shine = (cx: number, cy: number, rx: number, ry: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity="0.35"/>`;

/** A royal card letter (9, 10, J, Q, K, A) on a jewel badge of its own colour. */
const royal = (key: string, text: string, light: string, dark: string) =>
  `<defs>${linear(`${key}-b`, light, dark)}${linear(`${key}-t`, '#fff7d1', '#f5b301')}</defs>
<path d="M50 6 L88 22 L84 66 Q80 84 50 95 Q20 84 16 66 L12 22 Z" fill="url(#${key}-b)" ${outline}/>
<path d="M50 14 L80 27 L77 64 Q73 78 50 87 Q27 78 23 64 L20 27 Z" fill="none" stroke="#ffffff55" stroke-width="2"/>
<text x="50" y="${text.length > 1 ? 66 : 68}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${text.length > 1 ? 40 : 50}" fill="url(#${key}-t)" stroke="#3b2300" stroke-width="2.5" paint-order="stroke">${text}</text>`;

const drawings: Record<string, (key: string) => string> = {
  heart: (k) => `<defs>${radial(k, '#ff8a9a', '#c0102b')}</defs>
<path d="M50 88 C22 66 8 50 8 32 C8 18 19 9 31 9 C40 9 46 14 50 21 C54 14 60 9 69 9 C81 9 92 18 92 32 C92 50 78 66 50 88Z" fill="url(#${k})" ${outline}/>${shine(32, 28, 12, 8)}`,
  diamond: (k) => `<defs>${linear(k, '#e0f7ff', '#1e88e5')}</defs>
<path d="M22 36 L36 14 L64 14 L78 36 L50 90 Z" fill="url(#${k})" ${outline}/>
<path d="M22 36 H78 M36 14 L44 36 L50 90 L56 36 L64 14 M44 36 L50 14 L56 36" fill="none" stroke="#0d3c73" stroke-width="1.6" opacity="0.7"/>
<path d="M36 14 L44 36 L22 36 Z" fill="#fff" opacity="0.45"/>`,
  spade: (k) => `<defs>${radial(k, '#9aa7c7', '#1c2233')}</defs>
<path d="M50 8 C62 26 90 40 90 60 C90 74 80 82 68 82 C60 82 55 78 52 73 C53 82 57 88 64 93 L36 93 C43 88 47 82 48 73 C45 78 40 82 32 82 C20 82 10 74 10 60 C10 40 38 26 50 8Z" fill="url(#${k})" stroke="#d9dde8" stroke-width="3" stroke-linejoin="round"/>${shine(34, 46, 10, 7)}`,
  club: (k) => `<defs>${radial(k, '#7ee2a8', '#0b5d32')}</defs>
<path d="M46 58 L40 92 L60 92 L54 58 Z" fill="url(#${k})" ${outline}/>
<circle cx="50" cy="30" r="19" fill="url(#${k})" ${outline}/><circle cx="29" cy="58" r="19" fill="url(#${k})" ${outline}/><circle cx="71" cy="58" r="19" fill="url(#${k})" ${outline}/>
${shine(44, 22, 7, 5)}`,
  blossom: (k) => `<defs>${radial(k, '#ffe1f0', '#e0439a')}${radial(`${k}-c`, '#fff6b0', '#f59e0b')}</defs>
<g ${outline}>${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="50" cy="28" rx="16" ry="24" fill="url(#${k})" transform="rotate(${a} 50 52)"/>`).join('')}</g>
<circle cx="50" cy="52" r="12" fill="url(#${k}-c)" ${outline}/>`,
  clover: (k) => `<defs>${radial(k, '#a7f3a0', '#15803d')}</defs>
<path d="M50 52 Q56 74 70 92" fill="none" stroke="#14532d" stroke-width="6" stroke-linecap="round"/>
<g ${outline}>${[0, 90, 180, 270]
    .map(
      (a) => `<path d="M50 50 C36 44 26 30 34 20 C40 13 48 16 50 24 C52 16 60 13 66 20 C74 30 64 44 50 50Z" fill="url(#${k})" transform="rotate(${a} 50 50)"/>`,
    )
    .join('')}</g>`,
  seven: (k) => `<defs>${linear(k, '#ff6b6b', '#a8001c')}</defs>
<text x="50" y="86" text-anchor="middle" font-family="Impact, 'Arial Black', 'DejaVu Sans', sans-serif" font-weight="900" font-size="92" fill="url(#${k})" stroke="#ffd54a" stroke-width="5" paint-order="stroke">7</text>`,
  crown: (k) => `<defs>${linear(k, '#fff2a8', '#d98b00')}</defs>
<path d="M14 72 L8 28 L32 48 L50 16 L68 48 L92 28 L86 72 Z" fill="url(#${k})" ${outline}/>
<rect x="14" y="72" width="72" height="14" rx="3" fill="url(#${k})" ${outline}/>
<circle cx="8" cy="28" r="5" fill="#ffe27a" ${outline}/><circle cx="50" cy="16" r="5" fill="#ffe27a" ${outline}/><circle cx="92" cy="28" r="5" fill="#ffe27a" ${outline}/>
<circle cx="50" cy="58" r="7" fill="#e11d48" stroke="#7f1d1d" stroke-width="2"/><circle cx="30" cy="62" r="5" fill="#2563eb" stroke="#1e3a8a" stroke-width="2"/><circle cx="70" cy="62" r="5" fill="#16a34a" stroke="#14532d" stroke-width="2"/>`,
  wild: (k) => `<defs>${radial(k, '#f5d0fe', '#7e22ce')}${linear(`${k}-t`, '#fff7d1', '#f5b301')}</defs>
<path d="${starPath(50, 50, 46, 30, 12)}" fill="url(#${k})" ${outline}/>
<text x="50" y="60" text-anchor="middle" font-family="Impact, 'Arial Black', 'DejaVu Sans', sans-serif" font-weight="900" font-size="27" fill="url(#${k}-t)" stroke="#3b0764" stroke-width="3" paint-order="stroke">WILD</text>`,
  star: (k) => `<defs>${radial(k, '#fff7c2', '#f59e0b')}</defs><path d="${starPath(50, 52, 44, 19, 5)}" fill="url(#${k})" ${outline}/>${shine(42, 36, 8, 5)}`,
  nine: (k) => royal(k, '9', '#60a5fa', '#1e3a8a'),
  ten: (k) => royal(k, '10', '#4ade80', '#14532d'),
  jack: (k) => royal(k, 'J', '#22d3ee', '#155e75'),
  queen: (k) => royal(k, 'Q', '#f472b6', '#831843'),
  king: (k) => royal(k, 'K', '#f87171', '#7f1d1d'),
  ace: (k) => royal(k, 'A', '#c084fc', '#4c1d95'),
  knight: (k) => `<defs>${linear(k, '#f1f5f9', '#64748b')}</defs>
<path d="M26 92 L76 92 L72 78 C80 62 82 44 72 30 C64 18 52 12 42 10 L40 18 C30 22 22 32 16 44 C13 51 17 57 24 55 L36 50 C42 54 40 62 34 68 C28 75 26 84 26 92Z" fill="url(#${k})" ${outline}/>
<circle cx="38" cy="30" r="3.5" fill="#1b1206"/><path d="M48 16 Q62 26 64 44 M56 20 Q68 32 68 50" fill="none" stroke="#334155" stroke-width="2.5"/>
<rect x="20" y="86" width="60" height="8" rx="2" fill="#475569" ${outline}/>`,
  umbrella: (k) => `<defs>${linear(k, '#fb7185', '#9f1239')}</defs>
<path d="M50 48 V82 Q50 92 41 92 Q33 92 33 84" fill="none" stroke="#1b1206" stroke-width="6" stroke-linecap="round"/>
<path d="M50 48 V82 Q50 92 41 92 Q33 92 33 84" fill="none" stroke="#cbd5e1" stroke-width="3" stroke-linecap="round"/>
<path d="M6 50 Q8 12 50 10 Q92 12 94 50 Q83 42 72 50 Q61 42 50 50 Q39 42 28 50 Q17 42 6 50Z" fill="url(#${k})" ${outline}/>
<path d="M50 10 Q40 28 28 50 M50 10 Q60 28 72 50" fill="none" stroke="#4c0519" stroke-width="2"/>`,
  snow: () =>
    `<g stroke="#0c4a6e" stroke-width="9" stroke-linecap="round">${snowArms()}</g><g stroke="#e0f2fe" stroke-width="5" stroke-linecap="round">${snowArms()}</g>`,
  moon: (k) => `<defs>${radial(k, '#fffbe0', '#eab308')}</defs>
<path d="M60 8 A42 42 0 1 0 92 70 A34 34 0 1 1 60 8Z" fill="url(#${k})" ${outline}/><circle cx="36" cy="62" r="5" fill="#ca8a04" opacity="0.5"/><circle cx="26" cy="42" r="3.5" fill="#ca8a04" opacity="0.5"/>`,
  sun: (k) => `<defs>${radial(k, '#fff7c2', '#f97316')}</defs>
<path d="${starPath(50, 50, 47, 32, 12)}" fill="#fbbf24" ${outline}/><circle cx="50" cy="50" r="27" fill="url(#${k})" ${outline}/>${shine(42, 40, 9, 6)}`,
  anchor: (k) => `<defs>${linear(k, '#cbd5e1', '#334155')}</defs>
<g fill="none" stroke="#1b1206" stroke-width="12" stroke-linecap="round">${anchorPaths()}</g><g fill="none" stroke="url(#${k})" stroke-width="7" stroke-linecap="round">${anchorPaths()}</g>`,
  note: (k) => `<defs>${linear(k, '#a78bfa', '#4c1d95')}</defs>
<path d="M34 72 V22 L82 12 V62" fill="none" stroke="#1b1206" stroke-width="9" stroke-linejoin="round"/>
<path d="M34 72 V22 L82 12 V62" fill="none" stroke="url(#${k})" stroke-width="5" stroke-linejoin="round"/>
<path d="M34 22 L82 12 V24 L34 34 Z" fill="url(#${k})" ${outline}/>
<ellipse cx="24" cy="74" rx="13" ry="10" transform="rotate(-20 24 74)" fill="url(#${k})" ${outline}/><ellipse cx="72" cy="64" rx="13" ry="10" transform="rotate(-20 72 64)" fill="url(#${k})" ${outline}/>`,
  balance: () => `<circle cx="50" cy="50" r="42" fill="#f8fafc" ${outline}/>
<path d="M50 8 A42 42 0 0 1 50 92 A21 21 0 0 1 50 50 A21 21 0 0 0 50 8Z" fill="#111827"/>
<circle cx="50" cy="29" r="6" fill="#111827"/><circle cx="50" cy="71" r="6" fill="#f8fafc"/><circle cx="50" cy="50" r="42" fill="none" stroke="#f5b301" stroke-width="3"/>`,
  cherry: (k) => `<defs>${radial(k, '#ff8a8a', '#b00020')}</defs>
<path d="M32 64 Q40 30 64 12 M68 60 Q62 34 64 12" fill="none" stroke="#166534" stroke-width="5" stroke-linecap="round"/><path d="M64 12 Q80 8 86 20 Q74 24 64 12Z" fill="#22c55e" ${outline}/>
<circle cx="30" cy="70" r="19" fill="url(#${k})" ${outline}/><circle cx="68" cy="68" r="19" fill="url(#${k})" ${outline}/>${shine(24, 62, 6, 4)}${shine(62, 60, 6, 4)}`,
  lemon: (k) => `<defs>${radial(k, '#fff9b0', '#eab308')}</defs>
<path d="M10 52 Q14 24 50 20 Q86 24 90 52 Q86 80 50 84 Q14 80 10 52Z" fill="url(#${k})" ${outline}/><path d="M8 52 L2 50 M92 52 L98 50" stroke="#1b1206" stroke-width="4" stroke-linecap="round"/>${shine(38, 36, 14, 6)}`,
  bell: (k) => `<defs>${linear(k, '#fff2a8', '#d97706')}</defs>
<path d="M50 10 C30 10 24 30 24 50 C24 64 18 70 12 76 H88 C82 70 76 64 76 50 C76 30 70 10 50 10Z" fill="url(#${k})" ${outline}/><circle cx="50" cy="84" r="8" fill="#b45309" ${outline}/><rect x="44" y="4" width="12" height="8" rx="3" fill="#b45309" ${outline}/>${shine(38, 30, 6, 10)}`,
  bar: (k) => `<defs>${linear(k, '#374151', '#030712')}</defs>
<rect x="6" y="28" width="88" height="44" rx="8" fill="url(#${k})" stroke="#f5b301" stroke-width="4"/>
<text x="50" y="62" text-anchor="middle" font-family="Impact, 'Arial Black', 'DejaVu Sans', sans-serif" font-weight="900" font-size="32" fill="#f8fafc">BAR</text>`,
};

/** A star or burst: `points` tips between radius `outer` and `inner`, the first pointing up. */
function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${corners.join(' L')}Z`;
}

function snowArms(): string {
  return [0, 60, 120]
    .map((a) => `<g transform="rotate(${a} 50 50)"><path d="M50 8 V92 M50 22 L40 12 M50 22 L60 12 M50 78 L40 88 M50 78 L60 88"/></g>`)
    .join('');
}

function anchorPaths(): string {
  return '<circle cx="50" cy="16" r="8"/><path d="M50 24 V88 M32 40 H68 M14 58 Q18 88 50 88 Q82 88 86 58"/>';
}

/** A coin with the skin's own glyph: the fallback for a symbol name nobody drew. */
const coin = (key: string, glyph: string) => `<defs>${radial(key, '#fff2a8', '#b7791f')}</defs>
<circle cx="50" cy="50" r="44" fill="url(#${key})" ${outline}/><circle cx="50" cy="50" r="35" fill="none" stroke="#92400e" stroke-width="2"/>
<text x="50" y="64" text-anchor="middle" font-family="'DejaVu Sans', sans-serif" font-weight="700" font-size="40" fill="#78350f">${glyph.replace(/[&<>]/g, '')}</text>`;

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether a symbol name has its own drawing (else it shows as a coin with its glyph). */
export const hasSymbolArt = (name: string): boolean => keyOf(name) in drawings;

/** The inner markup of one symbol's drawing (100 x 100 view box); `id` keeps its gradients apart. */
export const symbolArt = (name: string, glyph: string, id: string): string => {
  const draw = drawings[keyOf(name)];
  return draw ? draw(id) : coin(id, glyph);
};

/**
 * A sprite of a skin's symbols: `<symbol id="sym-N">` for each, in a zero-size (not display:none)
 * SVG, since gradients inside a display:none SVG do not paint where they are used.
 */
export const symbolSprite = (names: readonly string[], glyphs: readonly string[]): string =>
  `<svg class="sprite" width="0" height="0" aria-hidden="true" focusable="false">${names
    .map((name, i) => `<symbol id="sym-${i}" viewBox="0 0 100 100">${symbolArt(name, glyphs[i] ?? '', `sg${i}`)}</symbol>`)
    .join('')}</svg>`;

/** One symbol as an inline picture that uses the sprite. */
export const symbolUse = (index: number): string =>
  `<svg class="art" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use href="#sym-${index}"/></svg>`;
