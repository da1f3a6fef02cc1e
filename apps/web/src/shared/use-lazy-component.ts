import { useEffect, useState, type ComponentType } from 'react';

/**
 * Loads a component's chunk once `enabled`, without a Suspense boundary: a boundary that
 * re-suspends (a message catalog loading) hides its content with display:none, which would leave
 * an open <dialog> invisible. Null until the chunk has arrived.
 */
export const useLazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>, enabled: boolean): ComponentType<P> | null => {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!enabled || component) return;
    let live = true;
    void load().then((loaded) => {
      if (live) setComponent(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [enabled, component, load]);
  return component;
};
