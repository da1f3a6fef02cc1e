import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A header dropdown's open state: Escape closes it and returns focus to its button; a pointer
 * down outside it or focus leaving it closes it. Spread `rootProps` on the wrapper and put
 * `buttonRef` on the toggle button.
 */
export const useDismissableMenu = () => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const rootProps = {
    ref: root,
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
  };

  return { open, setOpen, buttonRef, rootProps };
};
