import type { ComponentProps } from 'react';
import { controlClass } from './control-class';
import { controlAria, useFieldControl } from './field-context';

export type InputProps = ComponentProps<'input'>;

export const Input = ({ className, id, 'aria-describedby': describedBy, ...rest }: InputProps) => {
  const field = useFieldControl();
  return (
    <input
      {...rest}
      {...controlAria(field, { id, 'aria-describedby': describedBy })}
      className={controlClass(Boolean(field?.invalid), `min-h-11 ${className ?? ''}`)}
    />
  );
};
