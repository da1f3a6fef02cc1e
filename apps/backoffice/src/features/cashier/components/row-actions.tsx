import { Button } from '@gp/ui';

export type RowAction = { label: string; ariaLabel: string; testId: string; onClick: () => void };

/** A row's decision buttons (approve / confirm first, reject second), each named for its row. */
export const RowActions = ({ primary, secondary }: { primary: RowAction; secondary: RowAction }) => (
  <div className="flex flex-wrap gap-2">
    <Button size="sm" onClick={primary.onClick} aria-label={primary.ariaLabel} data-testid={primary.testId}>
      {primary.label}
    </Button>
    <Button size="sm" variant="secondary" onClick={secondary.onClick} aria-label={secondary.ariaLabel} data-testid={secondary.testId}>
      {secondary.label}
    </Button>
  </div>
);
