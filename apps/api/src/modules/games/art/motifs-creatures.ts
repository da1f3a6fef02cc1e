import type { MotifSpec } from './motif';
import { between, pickOne } from './random';
import { circle, ellipse, n, path, sparkle } from './svg';

/** Mirror a drawing left to right, for creatures that may face either way. */
const facing = (right: boolean, body: string) => (right ? body : `<g transform="matrix(-1 0 0 1 200 0)">${body}</g>`);

/** A horned dragon's head in profile, spikes down its neck. */
export const dragon: MotifSpec = {
  fg: [4, 82],
  bg: [30, 65],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) =>
    facing(
      rnd() < 0.75,
      path(
        'M80 76L56 62L72 88ZM66 92L40 86L58 106ZM54 114L28 112L48 130ZM46 136L22 142L44 154ZM42 160L20 172L42 178Z',
        s[3],
        ` stroke="${s[4]}" stroke-width="1.2"`,
      ) +
        path('M84 74C70 52 62 40 44 28C66 34 84 48 98 68ZM102 68C98 48 94 36 84 22C102 32 110 50 112 66Z', 'url(#w)', ' stroke="#6d6a5f" stroke-width="1.2"') +
        path(
          'M44 214C36 150 44 108 64 88C72 80 80 74 92 70C104 66 116 66 126 70L158 80C168 82 176 88 176 96C176 102 172 106 164 106L136 108L160 116C160 124 150 130 136 128C122 136 112 160 114 214Z',
          'url(#m)',
          ` stroke="${s[4]}" stroke-width="1.8" stroke-linejoin="round"`,
        ) +
        path('M113 214C112 160 122 136 136 128L142 140C130 146 126 166 128 214Z', s[0], ' opacity=".85"') +
        `<path d="M60 140q6-7 12 0m-8-20q6-7 12 0m6 28q6-7 12 0m-16-48q6-7 12 0m6 30q6-7 12 0" fill="none" stroke="${s[4]}" stroke-width="1.5" opacity=".5"/>` +
        path('M106 86Q118 74 132 84Q118 92 106 86Z', '#ffd84a', ` stroke="${s[4]}"`) +
        ellipse(120, 84, 2.2, 5, '#111') +
        `<path d="M102 78Q118 66 136 78M136 108L118 112" fill="none" stroke="${s[4]}" stroke-width="3" stroke-linecap="round"/>` +
        ellipse(165, 92, 3.5, 2.2, s[4]) +
        path('M140 108l4 7 4-7zM151 107l3 6 3-6z', '#fff') +
        `<path d="M168 104C188 114 194 134 180 154M142 118C154 142 146 160 132 172" fill="none" stroke="${s[1]}" stroke-width="3" stroke-linecap="round"/>`,
    ) +
    sparkle(between(rnd, 150, 172), 40, 9) +
    sparkle(30, 60, 6, '#fff', 0.8),
};

/** A tiger's face, front on, the stripes drawn once and mirrored. */
export const tiger: MotifSpec = {
  fg: [28, 95],
  bg: [140, 45],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const eye = pickOne(rnd, ['#ffd23a', '#8be36b', '#5fd0ff']);
    const half =
      path(
        'M84 56Q78 70 88 82Q86 68 92 58ZM66 66Q62 78 70 88Q70 76 74 68ZM40 100Q56 104 64 114Q52 110 42 110ZM46 122Q58 122 66 130Q56 130 48 130Z',
        '#2a1608',
      ) +
      ellipse(78, 88, 14, 7, '#fff8ec', ' opacity=".85"') +
      path('M68 98Q78 88 90 98Q78 104 68 98Z', eye, ' stroke="#2a1608" stroke-width="1.5"') +
      ellipse(79, 97.5, 2.4, 5, '#111');
    return (
      circle(58, 62, 20, 'url(#m)', ` stroke="${s[4]}" stroke-width="1.5"`) +
      circle(142, 62, 20, 'url(#m)', ` stroke="${s[4]}" stroke-width="1.5"`) +
      circle(58, 64, 11, '#3a2417') +
      circle(142, 64, 11, '#3a2417') +
      path(
        'M100 50C136 50 158 72 160 100L176 108L160 116L170 126L154 130C146 152 124 166 100 166C76 166 54 152 46 130L30 126L40 116L24 108L40 100C42 72 64 50 100 50Z',
        'url(#m)',
        ` stroke="${s[4]}" stroke-width="1.8" stroke-linejoin="round"`,
      ) +
      path('M100 112C84 108 64 118 66 136C68 152 86 160 100 158C114 160 132 152 134 136C136 118 116 108 100 112Z', '#fff8ec') +
      path('M100 52L94 74L100 82L106 74Z', '#2a1608') +
      `<g id="th">${half}</g><use href="#th" transform="matrix(-1 0 0 1 200 0)"/>` +
      path('M89 118H111L100 130Z', '#e86f7c', ' stroke="#2a1608" stroke-width="1.5" stroke-linejoin="round"') +
      '<path d="M100 130v8q-8 8-16 2m16-2q8 8 16 2" fill="none" stroke="#2a1608" stroke-width="2.5" stroke-linecap="round"/>' +
      sparkle(170, 40, 8)
    );
  },
};

/** A bird with spread wings and a flowing tail: a phoenix in fire colours, an eagle in gold. */
export const bird: MotifSpec = {
  fg: [18, 95],
  bg: [350, 60],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const lift = n(between(rnd, -8, 6));
    const wing = `<g id="bw" transform="translate(0 ${lift})">${path(
      'M96 100C80 76 56 54 18 46L36 62L14 68L38 80L20 90L46 96L32 106L60 108L54 120L90 116Z',
      'url(#m)',
      ` stroke="${s[4]}" stroke-width="1.5" stroke-linejoin="round"`,
    )}<path d="M88 104C72 86 54 74 34 66M84 110C70 100 56 96 42 94" fill="none" stroke="${s[0]}" stroke-width="2" opacity=".6"/></g>`;
    return (
      path(
        'M92 134C80 156 70 170 56 182C76 178 88 168 96 156L100 186L104 156C112 168 124 178 144 182C130 170 120 156 108 134Z',
        'url(#f)',
        ` stroke="${s[4]}"`,
      ) +
      wing +
      '<use href="#bw" transform="matrix(-1 0 0 1 200 0)"/>' +
      path('M100 72C112 72 116 90 114 110C112 130 106 142 100 144C94 142 88 130 86 110C84 90 88 72 100 72Z', s[1], ` stroke="${s[4]}" stroke-width="1.5"`) +
      path('M96 58L88 34L100 48L104 28L107 50L118 38L106 60Z', s[2], ` stroke="${s[4]}"`) +
      circle(100, 66, 12, s[1], ` stroke="${s[4]}" stroke-width="1.5"`) +
      path('M95 70L100 84L105 70Z', '#ffd23a', ' stroke="#7a4a00"') +
      circle(95, 64, 2, '#111') +
      circle(105, 64, 2, '#111') +
      sparkle(40, 150, 7) +
      sparkle(164, 150, 7)
    );
  },
};

/** A fish in profile with fins, scales and bubbles; koi get spots. */
export const fish: MotifSpec = {
  fg: [22, 95],
  bg: [205, 70],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const spots = rnd() < 0.5 ? ellipse(96, 84, 12, 8, '#fff', ' opacity=".85"') + ellipse(120, 104, 9, 6, '#fff', ' opacity=".85"') : '';
    return (
      `<g transform="translate(100 100) scale(.88) translate(-104 -100)">` +
      facing(
        rnd() < 0.5,
        path('M146 100L184 64C178 88 178 112 184 136Z', s[3], ` stroke="${s[4]}" stroke-width="1.5" stroke-linejoin="round"`) +
          path('M76 70C92 44 126 50 134 78C114 70 96 68 76 70ZM86 128L100 152L112 130Z', s[3], ` stroke="${s[4]}"`) +
          path('M34 100C52 66 110 58 148 92C152 96 152 104 148 108C110 142 52 134 34 100Z', 'url(#m)', ` stroke="${s[4]}" stroke-width="1.8"`) +
          spots +
          `<path d="M88 90q7 8 0 16m14-22q7 8 0 16m0 12q7 8 0 16m14-34q7 8 0 16m14-8q7 8 0 16" fill="none" stroke="${s[0]}" stroke-width="1.5" opacity=".55"/>` +
          `<path d="M72 82Q80 100 72 118" fill="none" stroke="${s[4]}" stroke-width="2.5" opacity=".6"/>` +
          path('M80 108Q98 120 94 134Q84 122 74 112Z', s[1], ' opacity=".9"') +
          circle(54, 94, 7, '#fff') +
          circle(52, 94, 4, '#111') +
          circle(50.5, 92.5, 1.4, '#fff'),
      ) +
      '</g>' +
      '<g fill="none" stroke="#fff" stroke-width="1.5" opacity=".7">' +
      circle(40, 60, 6, 'none') +
      circle(30, 40, 4, 'none') +
      circle(160, 150, 5, 'none') +
      circle(44, 150, 3, 'none') +
      '</g>'
    );
  },
};

/** A lotus flower opening on its leaf. */
export const lotus: MotifSpec = {
  fg: [332, 75],
  bg: [190, 55],
  tint: true,
  ground: 0,
  draw: ({ rnd, s }) => {
    const petal = 'M0 0C-22-30-16-70 0-96C16-70 22-30 0 0Z';
    const open = between(rnd, 0.85, 1.1);
    const at = (deg: number, scale: number, fill: string) =>
      `<path d="${petal}" fill="${fill}" stroke="${s[4]}" stroke-width="1.2" transform="translate(100 150) rotate(${n(deg * open)}) scale(${scale})"/>`;
    return (
      ellipse(100, 156, 84, 18, '#1f7a4d', ' stroke="#0f4a2c" stroke-width="1.5"') +
      path('M100 156L150 146L146 162Z', '#0f4a2c', ' opacity=".5"') +
      at(-64, 0.8, s[3]) +
      at(64, 0.8, s[3]) +
      at(-24, 0.92, s[2]) +
      at(24, 0.92, s[2]) +
      at(-44, 0.96, 'url(#m)') +
      at(44, 0.96, 'url(#m)') +
      at(0, 1, 'url(#m)') +
      ellipse(100, 146, 16, 6, '#ffd23a', ' stroke="#b07a10"') +
      sparkle(46, 60, 7) +
      sparkle(160, 76, 9) +
      circle(140, 40, 2, '#fff')
    );
  },
};

/** A rooster, proud, for the cockfight halls. */
export const rooster: MotifSpec = {
  fg: [18, 85],
  bg: [40, 60],
  tint: true,
  ground: 180,
  draw: ({ rnd, s }) =>
    facing(
      rnd() < 0.5,
      path('M74 118C50 90 40 60 56 34C60 62 70 86 86 108Z', '#1d6b5a') +
        path('M70 122C40 110 24 84 28 56C40 84 56 100 80 112Z', '#2a3b8f') +
        path('M72 128C44 132 26 118 18 98C36 112 52 116 76 118Z', '#16404f') +
        '<path d="M96 150v26m14-26v26M88 178h16m-2 0h16" stroke="#f6b73c" stroke-width="4" stroke-linecap="round"/>' +
        path(
          'M70 120C70 96 96 88 118 96C130 100 136 112 132 128C126 150 100 160 84 152C74 146 70 134 70 120Z',
          'url(#m)',
          ` stroke="${s[4]}" stroke-width="1.5"`,
        ) +
        path('M112 100C110 80 116 64 128 58C138 54 148 62 146 76C144 90 134 100 128 112Z', s[1], ` stroke="${s[4]}" stroke-width="1.5"`) +
        path('M84 116C96 104 118 108 124 124C112 138 94 136 84 116Z', s[3], ` stroke="${s[4]}"`) +
        path('M124 54C120 40 130 36 132 46C132 32 143 32 142 44C147 35 156 40 150 54Z', '#e52b2b', ' stroke="#7a0f0f"') +
        path('M147 60L164 66L147 71Z', '#f6b73c', ' stroke="#8a5200"') +
        path('M144 72C147 86 137 88 137 76Z', '#e52b2b') +
        circle(139, 61, 3.2, '#fff') +
        circle(140, 61, 1.6, '#111'),
    ) + sparkle(170, 40, 7),
};

/** A wolf howling on a rock against a full moon, in silhouette. */
export const wolf: MotifSpec = {
  fg: [48, 70],
  bg: [228, 60],
  tint: false,
  ground: 0,
  draw: ({ rnd, s }) =>
    circle(112, 86, 58, 'url(#m)', ` stroke="${s[0]}" stroke-width="2"`) +
    circle(94, 66, 9, s[2], ' opacity=".35"') +
    circle(136, 104, 12, s[2], ' opacity=".35"') +
    circle(128, 58, 6, s[2], ' opacity=".35"') +
    facing(
      rnd() < 0.7,
      path(
        'M90 186L96 146C94 128 90 112 84 100L80 92L84 90L74 84L48 52L50 46L58 45L76 55L84 51L89 32L97 51C110 60 118 76 122 96C130 118 146 136 150 160C166 162 184 170 186 186L150 188Z',
        '#10142a',
      ) + path('M20 206Q44 172 96 178Q150 170 186 206Z', '#0b0e1f'),
    ) +
    sparkle(40, 44, 7) +
    sparkle(176, 150, 6, '#fff', 0.8),
};
