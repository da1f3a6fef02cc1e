import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export type PopupProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Label of the close button (icon only). */
  closeLabel: string;
  children?: ReactNode;
  /** Milliseconds between `open` turning true and the popup showing. */
  delay?: number;
  /** Extra classes for the panel, e.g. a wider `max-w-*`; the panel is at least 200 x 200 px. */
  className?: string;
  'data-testid'?: string;
};

/**
 * The site's generic popup: a close button, page scroll locked while open, and no closing by a
 * click outside (only the button or Escape close it). Built on the native <dialog>, like Dialog,
 * so no <style> element is injected under a strict CSP.
 */
export const Popup = ({ open, onClose, title, closeLabel, children, delay = 100, className, ...rest }: PopupProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const [waited, setWaited] = useState(false);
  const shown = open && waited;

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setWaited(true), delay);
    return () => {
      window.clearTimeout(timer);
      setWaited(false);
    };
  }, [open, delay]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.documentElement.classList.add('overflow-hidden');
      return;
    }
    if (!shown && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [shown]);

  // The lock goes with the popup, also when it unmounts while open.
  useEffect(() => {
    if (!shown) return;
    return () => document.documentElement.classList.remove('overflow-hidden');
  }, [shown]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={rest['data-testid']}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] min-h-[200px] w-[calc(100%-2rem)] min-w-[200px] max-w-lg overflow-y-auto rounded-lg border border-border bg-surface p-0 text-fg shadow-xl',
        'backdrop:bg-overlay',
        className,
      )}
    >
      {shown ? (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-muted hover:text-fg"
              data-testid="popup-close"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
};
