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
    const onEnter = () => hold('hover', true);
    const onLeave = () => hold('hover', false);
    const onFocusIn = () => hold('focus', true);
    const onFocusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) hold('focus', false);
    };
    const onVisibility = () => hold('hidden', document.visibilityState === 'hidden');

    // Every move, ours or the visitor's (arrows, a drag), starts a full wait before the next turn.
    api.on('select', schedule).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    viewport.addEventListener('mouseenter', onEnter);
    viewport.addEventListener('mouseleave', onLeave);
    viewport.addEventListener('focusin', onFocusIn);
    viewport.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();

    return () => {
      window.clearTimeout(timer);
      glide?.cancel();
      api.off('select', schedule).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
      viewport.removeEventListener('mouseenter', onEnter);
      viewport.removeEventListener('mouseleave', onLeave);
      viewport.removeEventListener('focusin', onFocusIn);
      viewport.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, viewport, delayMs, active]);
};
