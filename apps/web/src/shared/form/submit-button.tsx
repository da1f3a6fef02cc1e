import { Button, type ButtonProps } from '@gp/ui';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  /** While true the button shows a spinner, is disabled and says so (aria-busy). */
  busy?: boolean;
};

/** The form's submit button: full width on the small screens the modals are built for. */
export const SubmitButton = ({ busy = false, className, variant = 'primary', ...rest }: SubmitButtonProps) => (
  <Button type="submit" variant={variant} loading={busy} className={className ?? 'w-full'} {...rest} />
);
