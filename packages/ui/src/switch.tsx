import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cx } from './cx';

export type SwitchProps = ComponentProps<typeof RadixSwitch.Root>;

/**
 * An on/off control; the thumb moves toward the inline end, mirrored in right-to-left. Inside a form
 * Radix adds a hidden checkbox beside the button, nudged left, which in right-to-left pokes out of
 * the page and makes it scroll sideways; display:none keeps it out of layout yet still submitted.
 */
export const Switch = ({ className, ...rest }: SwitchProps) => (
  <span className="inline-flex shrink-0 [&>input]:hidden">
    <RadixSwitch.Root
      {...rest}
      className={cx(
        'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'bg-border-strong data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      <RadixSwitch.Thumb
        className={cx(
          'block size-6 rounded-full bg-surface shadow transition-transform',
          'data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
        )}
      />
    </RadixSwitch.Root>
  </span>
);
