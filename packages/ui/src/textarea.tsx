import type { ComponentProps } from 'react';
import { controlClass } from './control-class';
import { controlAria, useFieldControl } from './field-context';

export type TextareaProps = ComponentProps<'textarea'>;

export const Textarea = ({ className, id, rows = 4, 'aria-describedby': describedBy, ...rest }: TextareaProps) => {
  const field = useFieldControl();
  return (
    <textarea
      rows={rows}
      {...rest}
      {...controlAria(field, { id, 'aria-describedby': describedBy })}
      className={controlClass(Boolean(field?.invalid), `py-2 ${className ?? ''}`)}
    />
  );
};
