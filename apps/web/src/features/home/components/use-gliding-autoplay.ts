import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** How long one autoplay turn glides; Embla's own scroll eases out over about a second. */
const glideMs = 450;

/**
 * Turns a carousel every `delayMs` while `active` (on screen, motion allowed), holding still while
 * the pointer is over it or down on it, while focus is inside it and while the page is hidden.
 *
 * Written here rather than with Embla's autoplay plugin because of how a turn is drawn. The plugin
 * scrolls with Embla's physics, a JavaScript frame loop that writes the position about 80 times a
 * turn and settles after almost two seconds: a row turning every 1.2 s never stopped drawing, and on
 * a phone each of those frames is main-thread work that holds up taps. Here Embla jumps to the next
 * slide (one write) and the move is played by a Web Animations transform animation, which the
 * browser's compositor runs off the main thread. The turn from the last slide back to the first
 * keeps Embla's own scroll: with the loop's slides rearranged at that moment, a transform animation
 * between the two positions would sweep back across the whole row.
 */
export const useGlidingAutoplay = (api: EmblaCarouselType | undefined, viewport: HTMLElement, delayMs: number | undefined, active: boolean) => {
  useEffect(() => {
    if (!api || delayMs === undefined || !active) return;
    const container = api.containerNode();
    const holds = new Set<'hover' | 'focus' | 'pointer' | 'hidden'>();
    let timer = 0;
    let glide: Animation | null = null;

    const schedule = () => {
      window.clearTimeout(timer);
      if (holds.size === 0) timer = window.setTimeout(turn, delayMs);
    };
    const hold = (reason: 'hover' | 'focus' | 'pointer' | 'hidden', on: boolean) => {
      if (on) holds.add(reason);
      else holds.delete(reason);
      schedule();
    };

    const turn = () => {
      const wraps = api.selectedScrollSnap() === api.scrollSnapList().length - 1;
      if (wraps || typeof container.animate !== 'function') {
        api.scrollNext();
        return;
      }
      const from = container.style.transform;
      // A jump is drawn at once: Embla writes the new position before scrollNext returns.
      api.scrollNext(true);
      const to = container.style.transform;
      if (from && to && from !== to) glide = container.animate([{ transform: from }, { transform: to }], { duration: glideMs, easing: 'ease-out' });
    };

    const onPointerDown = () => {
      // A drag starts from where Embla is, so the glide ends there at once.
      glide?.cancel();
      hold('pointer', true);
    };
    const onPointerUp = () => hold('pointer', false);
    const onVisibility = () => hold('hidden', document.visibilityState === 'hidden');
    const domListeners: [EventTarget, string, (event: Event) => void][] = [
      [viewport, 'mouseenter', () => hold('hover', true)],
      [viewport, 'mouseleave', () => hold('hover', false)],
      [viewport, 'focusin', () => hold('focus', true)],
      [viewport, 'focusout', (event) => hold('focus', viewport.contains((event as FocusEvent).relatedTarget as Node | null))],
      [document, 'visibilitychange', onVisibility],
    ];

    // Every move, ours or the visitor's (arrows, a drag), starts a full wait before the next turn.
    api.on('select', schedule).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    for (const [target, type, listener] of domListeners) target.addEventListener(type, listener);
    onVisibility();

    return () => {
      window.clearTimeout(timer);
      glide?.cancel();
      api.off('select', schedule).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
      for (const [target, type, listener] of domListeners) target.removeEventListener(type, listener);
    };
  }, [api, viewport, delayMs, active]);
};
