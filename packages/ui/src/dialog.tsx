import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the bottom, usually a cancel and a confirm. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * A modal dialog on the native <dialog>: the browser makes the rest of the page inert, moves focus
 * in, and closes on Escape. Native rather than Radix Dialog because Radix's scroll lock injects a
 * <style> element, which a strict `style-src 'self'` policy refuses (a console error on every open).
 */
export const Dialog = ({ open, onOpenChange, title, description, actions, children, className }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return;
    }
    if (!open && dialog.open) {
      dialog.close();
      // Keyboard users continue from the control that opened the dialog.
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: let the owner decide (it may be busy), instead of the browser closing behind its back.
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-lg border border-border bg-surface p-0 text-fg shadow-xl',
        'backdrop:bg-overlay',
        className,
      )}
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="text-sm text-fg-muted">
            {description}
          </p>
        ) : null}
        {children}
        {actions ? <div className="flex flex-wrap justify-end gap-2">{actions}</div> : null}
      </div>
    </dialog>
  );
};
