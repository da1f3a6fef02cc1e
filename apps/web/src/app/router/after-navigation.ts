import type { AnyRouter } from '@tanstack/react-router';

/**
 * After each completed navigation: scroll to the hash target, or to the top. A navigation that
 * fails never resolves, so it leaves the page where it was.
 */
export const afterNavigation = (router: AnyRouter): void => {
  router.subscribe('onResolved', (event) => {
    if (event.fromLocation && event.fromLocation.href === event.toLocation.href) return;
    const hash = event.toLocation.hash;
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
};
