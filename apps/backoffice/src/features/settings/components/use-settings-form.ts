import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { applyServerIssues } from '../../../shared/forms/apply-server-issues';
import { zodIssueMessage } from '../../../shared/forms/zod-issue-message';
import { isApiError } from '../../../shared/http/api-error';

type Options<TForm extends FieldValues, TValue> = {
  /** Form values in, contract value out: the screen's shape piped into the contract schema. */
  schema: ZodType<TValue, TForm>;
  defaultValues: TForm;
  save: (value: TValue) => Promise<void>;
};

/**
 * A settings form: validated by the contract schema before sending, then the server's own issues
 * (already translated) land on the same fields.
 */
export const useSettingsForm = <TForm extends FieldValues, TValue>({ schema, defaultValues, save }: Options<TForm, TValue>) => {
  const { t } = useTranslation();
  const form = useForm<TForm, unknown, TValue>({
    resolver: zodResolver(schema, { error: zodIssueMessage(t) }),
    defaultValues: defaultValues as DefaultValues<TForm>,
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (value) => {
    try {
      await save(value);
    } catch (error) {
      // The screen shows the message; field issues also go beside their fields.
      if (isApiError(error)) applyServerIssues(error.issues, defaultValues, form.setError);
    }
  });

  return { form, onSubmit };
};
