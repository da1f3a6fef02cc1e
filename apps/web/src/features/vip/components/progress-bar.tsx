/** A labelled progress bar: the figure against what is needed, capped at full. */
export const ProgressBar = ({ label, done, needed, text, testId }: { label: string; done: number; needed: number; text: string; testId: string }) => {
  const percent = needed <= 0 ? 100 : Math.min(100, Math.floor((done / needed) * 100));
  return (
    <div className="mb-3" data-testid={testId}>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-fg-muted">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
};
