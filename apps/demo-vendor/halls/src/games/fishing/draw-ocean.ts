import { drawFish } from './draw-fish';
import { positionAt, speciesById, worldHeight, worldWidth } from './engine';
import { cannonAt, effectDuration, fishToDraw, seatCount, type Scene } from './scene';

type Ctx = CanvasRenderingContext2D;

/** One colour per seat, for its cannon, bullets and nets (the same on every screen). */
export const seatColours = ['#4dabf7', '#69db7c', '#ffa94d', '#f783ac'] as const;

export type DrawOptions = {
  /** Room time, ms. */
  t: number;
  /** Canvas pixels per world unit. */
  scale: number;
  /** Canvas pixels per CSS pixel (the device's pixel ratio). */
  pixelRatio: number;
  reducedMotion: boolean;
  /** Taken seats and their bullet's label (already formatted). */
  cannons: readonly ({ label: string } | null)[];
  money: (minor: number) => string;
  count: (n: number) => string;
};

const bubbles = Array.from({ length: 24 }, (_, n) => ({
  x: (n * 673) % worldWidth,
  speed: 20 + ((n * 37) % 40),
  size: 3 + (n % 5) * 2,
  offset: (n * 211) % worldHeight,
}));

const drawSea = (ctx: Ctx, t: number, reducedMotion: boolean) => {
  const water = ctx.createLinearGradient(0, 0, 0, worldHeight);
  water.addColorStop(0, '#0b4f7a');
  water.addColorStop(0.55, '#083a5e');
  water.addColorStop(1, '#05243d');
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, worldWidth, worldHeight);
  // Light from the surface.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.04)';
  for (let n = 0; n < 5; n += 1) {
    const x = 150 + n * 330 + (reducedMotion ? 0 : Math.sin(t / 4000 + n) * 40);
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 120, 0);
    ctx.lineTo(x - 80, worldHeight);
    ctx.lineTo(x - 260, worldHeight);
    ctx.closePath();
    ctx.fill();
  }
  ctx.fillStyle = '#2b4a3f';
  ctx.beginPath();
  ctx.moveTo(0, worldHeight);
  for (let x = 0; x <= worldWidth; x += 80) ctx.lineTo(x, worldHeight - 28 - Math.sin(x / 130) * 10);
  ctx.lineTo(worldWidth, worldHeight);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.18)';
  for (const b of bubbles) {
    const y = reducedMotion ? b.offset : worldHeight - (((t / 1000) * b.speed + b.offset) % (worldHeight + 40));
    ctx.beginPath();
    ctx.arc(b.x + (reducedMotion ? 0 : Math.sin(t / 700 + b.x) * 6), y, b.size, 0, Math.PI * 2);
    ctx.fill();
  }
};

/**
 * How much cannons, bullets and writing grow on a small screen: a 360 px phone shows the world at
 * about a fifth of its size, where a 24-unit label would be 5 px high. Text never drops under
 * `minTextPx` CSS pixels; the fish keep their true size, since that is what a bullet can hit.
 */
const minTextPx = 11;
export const zoomFor = (scale: number, pixelRatio: number): number => Math.min(2.2, Math.max(1, minTextPx / ((24 * scale) / pixelRatio)));

/** Writing that stays readable over fish and water: a dark outline under the fill. */
const label = (ctx: Ctx, text: string, x: number, y: number, size: number, fill: string) => {
  ctx.font = `bold ${Math.round(size)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size / 5;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.65)';
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
};

const drawFishes = (ctx: Ctx, scene: Scene, t: number, count: (n: number) => string, zoom: number, reducedMotion: boolean) => {
  for (const fish of fishToDraw(scene, t)) {
    const s = speciesById(fish.species);
    const at = positionAt(fish, t);
    ctx.save();
    ctx.translate(at.x, at.y);
    if (s.tier === 'boss') {
      const glow = ctx.createRadialGradient(0, 0, s.radius * 0.4, 0, 0, s.radius * 1.5);
      glow.addColorStop(0, 'rgba(255, 224, 102, 0.35)');
      glow.addColorStop(1, 'rgba(255, 224, 102, 0)');
      ctx.fillStyle = glow;
      ctx.fillRect(-s.radius * 1.5, -s.radius * 1.5, s.radius * 3, s.radius * 3);
    }
    ctx.rotate(at.angle);
    // A fish swimming leftwards is mirrored, not drawn upside down.
    if (Math.abs(at.angle) > Math.PI / 2) ctx.scale(1, -1);
    // Reduced motion: the fish still swim (that is the game), but their tails do not sway.
    drawFish(ctx, fish.species, s.radius, reducedMotion ? 0 : (t + fish.id * 97) / 1000);
    ctx.restore();
    if (s.tier === 'small') continue;
    const size = (s.tier === 'boss' ? 34 : 24) * zoom;
    // Under the fish, or over it near the bottom edge, so the label never leaves the ocean.
    const below = at.y + s.radius + size + 4;
    const y = below > worldHeight - 8 ? at.y - s.radius - 8 : below;
    label(ctx, `×${count(s.multiplier)}`, at.x, y, size, s.tier === 'boss' ? '#ffe066' : '#ffffff');
  }
};

const drawBullets = (ctx: Ctx, scene: Scene, zoom: number) => {
  for (const b of scene.bullets) {
    const colour = seatColours[b.seat] ?? '#ffffff';
    ctx.strokeStyle = colour;
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = 6 * zoom;
    ctx.beginPath();
    ctx.moveTo(b.x, b.y);
    ctx.lineTo(b.x - Math.cos(b.angle) * 40 * zoom, b.y - Math.sin(b.angle) * 40 * zoom);
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.beginPath();
    ctx.arc(b.x, b.y, (b.mine ? 10 : 8) * zoom, 0, Math.PI * 2);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(b.x, b.y, 4 * zoom, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
  }
};

const drawEffects = (ctx: Ctx, scene: Scene, t: number, money: (minor: number) => string, zoom: number, reducedMotion: boolean) => {
  for (const e of scene.effects) {
    const age = t - e.at;
    if (e.kind === 'net') {
      const u = age / effectDuration.net;
      ctx.strokeStyle = seatColours[e.seat] ?? '#ffffff';
      ctx.globalAlpha = 1 - u;
      ctx.lineWidth = 4 * zoom;
      ctx.beginPath();
      ctx.arc(e.x, e.y, (20 + (reducedMotion ? 20 : u * 40)) * zoom, 0, Math.PI * 2);
      ctx.stroke();
      ctx.globalAlpha = 1;
      continue;
    }
    const u = age / effectDuration.capture;
    const boss = speciesById(e.species).tier === 'boss';
    ctx.globalAlpha = Math.max(0, 1 - u);
    ctx.strokeStyle = '#ffe066';
    ctx.lineWidth = 6 * zoom;
    ctx.beginPath();
    // Reduced motion: a still ring and the win fading in place, no spreading ring or flying coins.
    ctx.arc(e.x, e.y, reducedMotion ? 50 * zoom : 30 * zoom + u * (boss ? 220 : 110), 0, Math.PI * 2);
    ctx.stroke();
    if (!reducedMotion) {
      // Coins flying off towards the capturer's cannon.
      const to = cannonAt(e.seat);
      for (let n = 0; n < (boss ? 12 : 5); n += 1) {
        const v = Math.min(1, u * 1.3 + n * 0.03);
        const x = e.x + (to.x - e.x) * v + Math.sin(n * 2.1) * 40 * (1 - v);
        const y = e.y + (to.y - e.y) * v - Math.sin(v * Math.PI) * 120;
        ctx.beginPath();
        ctx.arc(x, y, 9 * zoom, 0, Math.PI * 2);
        ctx.fillStyle = '#fcc419';
        ctx.fill();
      }
    }
    // Wins are large already: they grow less than labels, or one would cover the ocean of a phone.
    const size = (boss ? 64 : 44) * Math.min(zoom, 1.6);
    // Kept inside the world, so a catch at the edge still shows its whole win.
    const x = Math.min(worldWidth - size * 2.5, Math.max(size * 2.5, e.x));
    const y = Math.max(size, e.y - 20 - (reducedMotion ? 0 : u * 60));
    label(ctx, `+${money(e.win)}`, x, y, size, e.mine ? '#ffe066' : '#ffffff');
    ctx.globalAlpha = 1;
  }
};

const drawCannons = (ctx: Ctx, scene: Scene, cannons: DrawOptions['cannons'], zoom: number) => {
  for (let seat = 0; seat < seatCount; seat += 1) {
    const { x, y } = cannonAt(seat);
    const taken = cannons[seat];
    const colour = seatColours[seat]!;
    const mine = seat === scene.mySeat;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(zoom, zoom);
    if (!taken) {
      ctx.setLineDash([10, 8]);
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.arc(0, 0, 50, Math.PI, 0);
      ctx.stroke();
      ctx.restore();
      continue;
    }
    if (mine) {
      ctx.beginPath();
      ctx.arc(0, 0, 78, Math.PI, 0);
      ctx.fillStyle = 'rgba(255, 224, 102, 0.25)';
      ctx.fill();
    }
    ctx.save();
    ctx.rotate(scene.angles[seat]! + Math.PI / 2);
    ctx.beginPath();
    ctx.moveTo(-20, -20);
    ctx.lineTo(-14, -96);
    ctx.lineTo(14, -96);
    ctx.lineTo(20, -20);
    ctx.closePath();
    ctx.fillStyle = '#495057';
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.fillRect(-18, -104, 36, 16);
    ctx.fillRect(-19, -62, 38, 8);
    ctx.restore();
    ctx.beginPath();
    ctx.arc(0, 0, 52, Math.PI, 0);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = mine ? 7 : 3;
    ctx.strokeStyle = mine ? '#ffe066' : 'rgba(0, 0, 0, 0.4)';
    ctx.stroke();
    ctx.font = 'bold 24px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillStyle = '#0b1e2d';
    ctx.fillText(taken.label, 0, -14, 96);
    ctx.restore();
  }
};

/** One frame of the ocean, in world units scaled to the canvas. The ocean is never mirrored: it is the same picture for every player. */
export const drawOcean = (ctx: Ctx, scene: Scene, options: DrawOptions): void => {
  const { t, scale, reducedMotion } = options;
  const zoom = zoomFor(scale, options.pixelRatio);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  if (!reducedMotion && t < scene.shakeUntil) {
    const strength = ((scene.shakeUntil - t) / 600) * 10;
    ctx.translate(Math.sin(t / 17) * strength, Math.cos(t / 23) * strength);
  }
  ctx.direction = 'ltr';
  drawSea(ctx, t, reducedMotion);
  drawFishes(ctx, scene, t, options.count, zoom, reducedMotion);
  drawBullets(ctx, scene, zoom);
  drawCannons(ctx, scene, options.cannons, zoom);
  drawEffects(ctx, scene, t, options.money, zoom, reducedMotion);
};
