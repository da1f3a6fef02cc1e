import { useEffect, useRef } from 'react';
import { useLocale } from '../../i18n/locale';
import { drawOcean, type DrawOptions } from './draw-ocean';
import { worldHeight, worldWidth } from './engine';
import type { FishingController } from './fishing-controller';

/** Frames longer than this (a tab coming back, a debugger) move bullets by this much only. */
const maxStepMs = 100;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The ocean on a canvas 16:9 wide as its container, sharp on any pixel density. The animation runs
 * only while the tab is visible: a hidden tab neither draws nor auto-fires. The picture is never
 * mirrored for right-to-left languages: every player in the room sees the same ocean.
 */
export const OceanCanvas = ({
  controller,
  cannons,
  label,
  describedBy,
}: {
  controller: FishingController;
  cannons: DrawOptions['cannons'];
  label: string;
  describedBy: string;
}) => {
  const { money, count } = useLocale();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawn = useRef({ cannons, money, count });
  useEffect(() => {
    drawn.current = { cannons, money, count };
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    let last = performance.now();
    let reducedMotion = prefersReducedMotion();
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const onMotion = () => {
      reducedMotion = prefersReducedMotion();
    };
    motion?.addEventListener('change', onMotion);

    let ratio = 1;
    /** Sizes the backing store to the element's CSS size times the pixel ratio (zooming changes the ratio alone). */
    const resize = () => {
      ratio = window.devicePixelRatio || 1;
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(((canvas.clientWidth * worldHeight) / worldWidth) * ratio));
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
    };
    resize();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(canvas);

    const loop = (time: number) => {
      const dt = Math.min(maxStepMs, time - last);
      last = time;
      const localNow = Date.now();
      if ((window.devicePixelRatio || 1) !== ratio) resize();
      controller.tick(localNow, dt);
      const { cannons: labels, money: format, count: counted } = drawn.current;
      drawOcean(ctx, controller.scene, {
        t: localNow + controller.scene.offset,
        scale: canvas.width / worldWidth,
        pixelRatio: ratio,
        reducedMotion,
        cannons: labels,
        money: format,
        count: counted,
      });
      frame = requestAnimationFrame(loop);
    };
    const start = () => {
      if (frame !== 0 || document.visibilityState === 'hidden') return;
      last = performance.now();
      frame = requestAnimationFrame(loop);
    };
    const pause = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : start());
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
      motion?.removeEventListener('change', onMotion);
      observer?.disconnect();
    };
  }, [controller]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      className="block aspect-video w-full touch-none select-none rounded-lg bg-[#083a5e]"
      data-testid="ocean"
      onPointerDown={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        if (rect.width === 0) return;
        const x = ((event.clientX - rect.left) / rect.width) * worldWidth;
        const y = ((event.clientY - rect.top) / rect.height) * worldHeight;
        controller.pointer(x, y);
      }}
    />
  );
};
