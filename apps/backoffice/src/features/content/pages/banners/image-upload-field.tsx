import { Field, Input } from '@gp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem } from '../../../../shared/forms/image-file-check';
import { uploadImage } from '../../api/upload-api';

export type ImageUploadFieldProps = { label: string; onUploaded: (url: string) => void; testId: string; errorTestId: string };

/** Picks a PNG or JPG, checks it here, uploads it, and hands back the stored URL; shows the server's refusal. */
export const ImageUploadField = ({ label, onUploaded, testId, errorTestId }: ImageUploadFieldProps) => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Field label={label} hint={t('upload.hint')} error={error ?? undefined}>
      <Input
        type="file"
        accept="image/png,image/jpeg"
        disabled={busy}
        data-testid={testId}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const problem = imageFileProblem(file);
          if (problem) return setError(t(`upload.problem.${problem}`));
          setError(null);
          setBusy(true);
          try {
            onUploaded((await uploadImage(file)).url);
          } catch (cause) {
            setError(cause instanceof Error ? cause.message : t('error.unexpected'));
          } finally {
            setBusy(false);
          }
        }}
      />
      {error ? (
        <span className="sr-only" data-testid={errorTestId}>
          {error}
        </span>
      ) : null}
    </Field>
  );
};
