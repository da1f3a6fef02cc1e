import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';

export type MethodTabsProps<M extends string> = {
  value: M;
  methods: readonly M[];
  onChange: (method: M) => void;
  /** Site-namespace key of each method's label. */
  labelKey?: (method: M) => string;
  /** Site-namespace key of the group's accessible name. */
  groupKey?: string;
  testId?: string;
};

/**
 * A segmented switch between the ways to fill a form (username / mobile, email / mobile). A radio
 * group for assistive tech: arrow keys move between options, the way a row of tabs would.
 */
export const MethodTabs = <M extends string>({
  value,
  methods,
  onChange,
  labelKey = (m) => `registerForm.method_${m}`,
  groupKey = 'registerForm.methods',
  testId = 'register-method',
}: MethodTabsProps<M>) => {
  const { t } = useTranslation();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') || event.key === 'ArrowDown';
    const backward = event.key === (rtl ? 'ArrowRight' : 'ArrowLeft') || event.key === 'ArrowUp';
    if (!forward && !backward) return;
    event.preventDefault();
    const next = (index + (forward ? 1 : methods.length - 1)) % methods.length;
    onChange(methods[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={t(`site:${groupKey}`)} className="grid grid-flow-col auto-cols-fr gap-1 rounded-lg bg-muted p-1">
      {methods.map((method, index) => {
        const selected = method === value;
        return (
          <button
            key={method}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(method)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cx(
              'min-h-10 rounded-md px-3 text-sm font-medium transition-colors',
              selected ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
            data-testid={`${testId}-${method}`}
          >
            {t(`site:${labelKey(method)}`)}
          </button>
        );
      })}
    </div>
  );
};
