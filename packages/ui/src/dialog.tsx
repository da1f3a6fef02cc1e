import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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

/** A modal dialog: focus is trapped inside, Escape and the overlay close it. */
export const Dialog = ({ open, onOpenChange, title, description, actions, children, className }: DialogProps) => (
  <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
      <RadixDialog.Content
        // Radix warns unless a dialog without a description says so explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cx(
          'fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md flex-col gap-4',
          'overflow-y-auto rounded-lg border border-border bg-surface p-5 text-fg shadow-xl',
          className,
        )}
      >
        <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
        {description ? <RadixDialog.Description className="text-sm text-fg-muted">{description}</RadixDialog.Description> : null}
        {children}
        {actions ? <div className="flex flex-wrap justify-end gap-2">{actions}</div> : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
);
