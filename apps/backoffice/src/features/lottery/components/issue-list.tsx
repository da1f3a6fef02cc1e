import { Alert } from '@gp/ui';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../lottery-terms';

/** Problems the server reported that no field on screen holds: listed with their paths, never dropped. */
export const IssueList = ({ problems, testId }: { problems: readonly FieldProblem[]; testId?: string }) => {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert tone="danger" title={t('lottery.problemsTitle')} data-testid={testId}>
      <ul className="list-disc ps-5">
        {problems.map((p) => (
          <li key={`${p.path}-${p.message}`}>
            {p.path ? (
              <code dir="ltr" className="me-1 text-sm">
                {p.path}
              </code>
            ) : null}
            {p.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
