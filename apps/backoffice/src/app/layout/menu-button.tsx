import { buttonClass } from '@gp/ui';

export type MenuButtonProps = { open: boolean; controls: string; label: string; onToggle: () => void; className?: string; 'data-testid'?: string };

/** The narrow-screen toggle for the side menu. */
export const MenuButton = ({ open, controls, label, onToggle, className, 'data-testid': testId }: MenuButtonProps) => (
  <button
    type="button"
    aria-expanded={open}
    aria-controls={controls}
    aria-label={label}
    onClick={onToggle}
    data-testid={testId}
    className={buttonClass('ghost', 'icon', className)}
  >
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
    </svg>
  </button>
);
