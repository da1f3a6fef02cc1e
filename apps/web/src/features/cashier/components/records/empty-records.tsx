/** The note shown when a period holds no records. */
export const EmptyRecords = ({ text, testId }: { text: string; testId: string }) => (
  <p className="rounded-md bg-muted px-3 py-6 text-center text-sm text-fg-muted" data-testid={testId}>
    {text}
  </p>
);
