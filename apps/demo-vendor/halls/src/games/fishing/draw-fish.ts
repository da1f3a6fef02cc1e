import type { SpeciesId } from './engine';

/**
 * Each species drawn in its own shape and colours, facing +x around the origin and sized by its hit
 * radius r, so what the player sees is what a bullet can hit. `phase` (seconds) sways the tail.
 */

type Ctx = CanvasRenderingContext2D;

const ellipse = (ctx: Ctx, x: number, y: number, rx: number, ry: number, fill: string) => {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
};

const polygon = (ctx: Ctx, points: readonly (readonly [number, number])[], fill: string) => {
  ctx.beginPath();
  points.forEach(([x, y], n) => (n === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
};

const eye = (ctx: Ctx, x: number, y: number, size: number) => {
  ellipse(ctx, x, y, size, size, '#ffffff');
  ellipse(ctx, x + size * 0.25, y, size * 0.55, size * 0.55, '#111827');
};

const tail = (ctx: Ctx, x: number, r: number, spread: number, sway: number, fill: string) =>
  polygon(
    ctx,
    [
      [x, 0],
      [x - r * 0.75, -spread + sway],
      [x - r * 0.55, sway * 0.5],
      [x - r * 0.75, spread + sway],
    ],
    fill,
  );

type BodyLook = { length: number; height: number; body: string; belly?: string; stripes?: string; stripeCount?: number; fin: string };

/** An ordinary fish: an oval body, a tail, a top fin, stripes and an eye. */
const bodyFish = (ctx: Ctx, r: number, sway: number, look: BodyLook) => {
  const rx = r * look.length;
  const ry = r * look.height;
  tail(ctx, -rx * 0.85, r, ry * 0.9, sway, look.fin);
  polygon(
    ctx,
    [
      [-rx * 0.4, -ry * 0.8],
      [rx * 0.1, -ry * 1.45],
      [rx * 0.35, -ry * 0.8],
    ],
    look.fin,
  );
  ellipse(ctx, 0, 0, rx, ry, look.body);
  if (look.belly) ellipse(ctx, rx * 0.05, ry * 0.35, rx * 0.8, ry * 0.5, look.belly);
  if (look.stripes) {
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
    ctx.clip();
    const count = look.stripeCount ?? 3;
    for (let n = 0; n < count; n += 1) {
      const x = -rx * 0.55 + (n * rx * 1.1) / Math.max(1, count - 1);
      ctx.fillStyle = look.stripes;
      ctx.fillRect(x - r * 0.08, -ry, r * 0.16, ry * 2);
    }
    ctx.restore();
  }
  eye(ctx, rx * 0.6, -ry * 0.2, Math.max(2.5, r * 0.12));
};

const puffer = (ctx: Ctx, r: number, sway: number) => {
  tail(ctx, -r * 0.85, r * 0.7, r * 0.35, sway, '#e0a82e');
  ctx.strokeStyle = '#a16207';
  ctx.lineWidth = Math.max(1.5, r * 0.07);
  for (let n = 0; n < 14; n += 1) {
    const a = (n / 14) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r * 0.8, Math.sin(a) * r * 0.8);
    ctx.lineTo(Math.cos(a) * r * 1.08, Math.sin(a) * r * 1.08);
    ctx.stroke();
  }
  ellipse(ctx, 0, 0, r * 0.88, r * 0.85, '#f6d365');
  ellipse(ctx, 0, r * 0.3, r * 0.7, r * 0.45, '#fff4c2');
  for (const [x, y] of [
    [-0.3, -0.35],
    [0.05, -0.5],
    [-0.45, 0],
  ] as const)
    ellipse(ctx, x * r, y * r, r * 0.1, r * 0.1, '#a16207');
  eye(ctx, r * 0.45, -r * 0.2, r * 0.16);
};

const lantern = (ctx: Ctx, r: number, sway: number) => {
  bodyFish(ctx, r, sway, { length: 1, height: 0.6, body: '#1e3a5f', belly: '#2b5a8a', fin: '#16324f' });
  ctx.strokeStyle = '#5b8fc9';
  ctx.lineWidth = Math.max(1.5, r * 0.06);
  ctx.beginPath();
  ctx.moveTo(r * 0.55, -r * 0.5);
  ctx.quadraticCurveTo(r * 0.9, -r * 1.2, r * 1.25, -r * 0.85);
  ctx.stroke();
  ellipse(ctx, r * 1.25, -r * 0.85, r * 0.28, r * 0.28, 'rgba(155, 231, 255, 0.35)');
  ellipse(ctx, r * 1.25, -r * 0.85, r * 0.14, r * 0.14, '#c5f6ff');
};

const seahorse = (ctx: Ctx, r: number, sway: number) => {
  // Upright, drifting sideways: the body is a chain of shrinking discs curling into a tail.
  const segments = 7;
  for (let n = segments; n >= 0; n -= 1) {
    const u = n / segments;
    const x = Math.sin(u * 3.2 + sway * 0.02) * r * 0.35 - r * 0.1;
    const y = -r * 0.6 + u * r * 1.5;
    ellipse(ctx, x, y, r * (0.42 - u * 0.3), r * (0.42 - u * 0.3), n % 2 === 0 ? '#b565e8' : '#c77dff');
  }
  ellipse(ctx, r * 0.05, -r * 0.8, r * 0.3, r * 0.26, '#c77dff');
  polygon(
    ctx,
    [
      [r * 0.2, -r * 0.9],
      [r * 0.75, -r * 0.78],
      [r * 0.72, -r * 0.64],
      [r * 0.2, -r * 0.66],
    ],
    '#a855f7',
  );
  polygon(
    ctx,
    [
      [-r * 0.3, -r * 0.35],
      [-r * 0.65, -r * 0.2],
      [-r * 0.3, r * 0.05],
    ],
    '#e9d5ff',
  );
  eye(ctx, r * 0.1, -r * 0.86, r * 0.1);
};

const lionfish = (ctx: Ctx, r: number, sway: number) => {
  ctx.strokeStyle = '#f8f0e3';
  ctx.lineWidth = Math.max(1.5, r * 0.05);
  for (let n = 0; n < 9; n += 1) {
    const a = -Math.PI * 0.15 - (n / 8) * Math.PI * 0.7;
    ctx.beginPath();
    ctx.moveTo(-r * 0.3 + n * r * 0.08, -r * 0.2);
    ctx.lineTo(Math.cos(a) * r * 1.15 - r * 0.1, Math.sin(a) * r * 1.15);
    ctx.stroke();
  }
  bodyFish(ctx, r, sway, { length: 0.95, height: 0.5, body: '#e8590c', stripes: '#fff4e6', stripeCount: 5, fin: '#c2410c' });
};

const turtle = (ctx: Ctx, r: number, sway: number) => {
  const flap = sway / Math.max(1, r) / 4;
  for (const side of [-1, 1]) {
    ctx.save();
    ctx.rotate(side * (0.5 + flap));
    ellipse(ctx, r * 0.35, side * r * 0.7, r * 0.45, r * 0.18, '#8ce99a');
    ctx.restore();
    ellipse(ctx, -r * 0.55, side * r * 0.45, r * 0.25, r * 0.12, '#8ce99a');
  }
  ellipse(ctx, r * 0.95, 0, r * 0.28, r * 0.22, '#a9e34b');
  eye(ctx, r * 1.05, -r * 0.08, r * 0.07);
  ellipse(ctx, 0, 0, r * 0.85, r * 0.68, '#2f9e44');
  ctx.strokeStyle = '#1b5e20';
  ctx.lineWidth = Math.max(1.5, r * 0.05);
  for (const [x, y] of [
    [0, 0],
    [-0.45, -0.3],
    [-0.45, 0.3],
    [0.42, -0.3],
    [0.42, 0.3],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x * r, y * r, r * 0.22, 0, Math.PI * 2);
    ctx.stroke();
  }
};

const ray = (ctx: Ctx, r: number, sway: number, top: string, edge: string, wide: number) => {
  const flap = (sway / Math.max(1, r)) * 0.6;
  ctx.strokeStyle = edge;
  ctx.lineWidth = Math.max(2, r * 0.05);
  ctx.beginPath();
  ctx.moveTo(-r * 0.6, 0);
  ctx.quadraticCurveTo(-r * 1.2, flap * r * 0.4, -r * 1.6, 0);
  ctx.stroke();
  polygon(
    ctx,
    [
      [r * 0.8, 0],
      [0, -r * wide * (1 + flap * 0.3)],
      [-r * 0.7, 0],
      [0, r * wide * (1 - flap * 0.3)],
    ],
    top,
  );
  ellipse(ctx, r * 0.05, 0, r * 0.35, r * 0.22, edge);
  eye(ctx, r * 0.45, -r * 0.18, Math.max(2.5, r * 0.07));
  eye(ctx, r * 0.45, r * 0.18, Math.max(2.5, r * 0.07));
};

const shark = (ctx: Ctx, r: number, sway: number, body: string, belly: string, hammer: boolean, orca: boolean) => {
  const rx = r * 1.15;
  const ry = r * 0.42;
  tail(ctx, -rx * 0.85, r * 0.9, ry * 1.5, sway, body);
  polygon(
    ctx,
    [
      [-r * 0.2, -ry * 0.8],
      [-r * 0.05, -ry * 2.1],
      [r * 0.3, -ry * 0.8],
    ],
    body,
  );
  polygon(
    ctx,
    [
      [r * 0.1, ry * 0.6],
      [-r * 0.25, ry * 1.7],
      [r * 0.35, ry * 0.6],
    ],
    body,
  );
  ellipse(ctx, 0, 0, rx, ry, body);
  ellipse(ctx, r * 0.1, ry * 0.35, rx * 0.8, ry * 0.5, belly);
  if (orca) ellipse(ctx, rx * 0.5, -ry * 0.35, r * 0.18, r * 0.1, '#ffffff');
  if (hammer) {
    ctx.fillStyle = body;
    ctx.fillRect(rx * 0.75, -r * 0.45, r * 0.22, r * 0.9);
    eye(ctx, rx * 0.86, -r * 0.42, r * 0.06);
    eye(ctx, rx * 0.86, r * 0.42, r * 0.06);
    return;
  }
  eye(ctx, rx * 0.6, -ry * 0.3, Math.max(2.5, r * 0.07));
};

const swordfish = (ctx: Ctx, r: number, sway: number) => {
  polygon(
    ctx,
    [
      [r * 0.8, -r * 0.05],
      [r * 1.7, 0],
      [r * 0.8, r * 0.05],
    ],
    '#adb5bd',
  );
  polygon(
    ctx,
    [
      [-r * 0.5, -r * 0.25],
      [-r * 0.1, -r * 0.95],
      [r * 0.3, -r * 0.25],
    ],
    '#1c4f8c',
  );
  bodyFish(ctx, r, sway, { length: 1.05, height: 0.32, body: '#1864ab', belly: '#a5d8ff', fin: '#1c4f8c' });
};

const dragon = (ctx: Ctx, r: number, sway: number) => {
  // A long serpent of scales behind a horned head.
  const segments = 9;
  for (let n = segments; n >= 1; n -= 1) {
    const u = n / segments;
    const x = -u * r * 1.6;
    const y = Math.sin(u * 5 + sway * 0.04) * r * 0.28;
    const size = r * (0.42 - u * 0.22);
    polygon(
      ctx,
      [
        [x - size * 0.2, y - size * 0.9],
        [x + size * 0.3, y - size * 1.6],
        [x + size * 0.5, y - size * 0.8],
      ],
      '#ffd43b',
    );
    ellipse(ctx, x, y, size, size, n % 2 === 0 ? '#c92a2a' : '#e03131');
  }
  ellipse(ctx, r * 0.2, 0, r * 0.5, r * 0.38, '#e03131');
  polygon(
    ctx,
    [
      [r * 0.1, -r * 0.3],
      [-r * 0.05, -r * 0.85],
      [r * 0.3, -r * 0.32],
    ],
    '#ffd43b',
  );
  polygon(
    ctx,
    [
      [r * 0.3, -r * 0.3],
      [r * 0.35, -r * 0.8],
      [r * 0.5, -r * 0.28],
    ],
    '#ffd43b',
  );
  ellipse(ctx, r * 0.62, r * 0.08, r * 0.22, r * 0.14, '#ff8787');
  ctx.strokeStyle = '#ffd43b';
  ctx.lineWidth = Math.max(1.5, r * 0.03);
  ctx.beginPath();
  ctx.moveTo(r * 0.7, r * 0.1);
  ctx.quadraticCurveTo(r * 1.1, r * 0.35 + sway * 0.1, r * 0.95, r * 0.6);
  ctx.stroke();
  eye(ctx, r * 0.45, -r * 0.12, r * 0.09);
};

const painters: Record<SpeciesId, (ctx: Ctx, r: number, sway: number) => void> = {
  minnow: (ctx, r, s) =>
    bodyFish(ctx, r, s, { length: 1.1, height: 0.42, body: '#cfd8e3', belly: '#eef2f6', stripes: '#8aa4bd', stripeCount: 1, fin: '#9fb3c8' }),
  clownfish: (ctx, r, s) => bodyFish(ctx, r, s, { length: 1, height: 0.6, body: '#ff7b1c', stripes: '#ffffff', stripeCount: 3, fin: '#e8590c' }),
  angelfish: (ctx, r, s) => {
    polygon(
      ctx,
      [
        [-r * 0.2, -r * 0.4],
        [r * 0.1, -r * 1.15],
        [r * 0.35, -r * 0.4],
      ],
      '#1c7ed6',
    );
    polygon(
      ctx,
      [
        [-r * 0.2, r * 0.4],
        [r * 0.1, r * 1.15],
        [r * 0.35, r * 0.4],
      ],
      '#1c7ed6',
    );
    bodyFish(ctx, r, s, { length: 0.8, height: 0.75, body: '#ffd43b', stripes: '#1c7ed6', stripeCount: 2, fin: '#fab005' });
  },
  pufferfish: puffer,
  lanternfish: lantern,
  seahorse,
  lionfish,
  'sea-turtle': turtle,
  stingray: (ctx, r, s) => ray(ctx, r, s, '#6c8ebf', '#4a6790', 0.8),
  swordfish,
  hammerhead: (ctx, r, s) => shark(ctx, r, s, '#868e96', '#dee2e6', true, false),
  'manta-ray': (ctx, r, s) => ray(ctx, r, s, '#343a40', '#1f2326', 1.15),
  'killer-whale': (ctx, r, s) => shark(ctx, r, s, '#111418', '#f1f3f5', false, true),
  'golden-shark': (ctx, r, s) => shark(ctx, r, s, '#f59f00', '#ffe066', false, false),
  'dragon-king': dragon,
};

/** Draws a fish of this species at the origin, facing +x. */
export const drawFish = (ctx: Ctx, speciesId: SpeciesId, radius: number, phase: number): void => {
  const sway = Math.sin(phase * 9) * radius * 0.12;
  painters[speciesId](ctx, radius, sway);
};
