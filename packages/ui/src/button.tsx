import type { ComponentProps } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** `icon`: a square 44 px target for a button that shows only an icon (it must carry an aria-label). */
export type ButtonSize = 'sm' | 'md' | 'icon';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
};

const variants: Record<ButtonVariant, string> = {
  // The sheen is an app's token (none in the neutral base); the colour under it carries the contrast.
  primary: 'bg-primary bg-(image:--gp-primary-sheen) text-primary-fg hover:bg-primary-hover border-transparent shadow-sm',
  secondary: 'bg-surface text-fg border-border-strong hover:bg-muted',
  ghost: 'bg-transparent text-fg border-transparent hover:bg-muted',
  danger: 'bg-danger text-danger-fg border-transparent hover:opacity-90',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  icon: 'size-11 shrink-0 p-0',
};

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) =>
  cx(
    'inline-flex items-center justify-center gap-2 rounded-md border font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );

export const Button = ({ variant, size, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) => (
  <button type={type} className={buttonClass(variant, size, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
    {loading ? <Spinner /> : null}
    {children}
  </button>
);
