import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promotionApplyRemarkMax } from '@gp/contracts';
import { Button, Dialog, Textarea } from '@gp/ui';
import { ErrorBanner } from '../../../shared/form/error-banner';
import { applyToPromotion, uploadApplyImage } from '../api/apply-api';
import { promotionKeys } from '../queries/keys';
import { applyImagesMax, imageProblem, type ImageProblem } from './apply-images';

type Picture = { imageId: string; name: string; url: string };

type Props = { promotionId: number; title: string; onClose: () => void; onApplied: () => void };

/**
 * The application to an `apply` promotion: a remark (140 characters, counted as typed) and up to 3
 * pictures, each uploaded when chosen and shown with a preview and a remove button. Type and size
 * are checked here only to spare a round trip; the server decides.
 */
export const ApplyDialog = ({ promotionId, title, onClose, onApplied }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remarkId = useId();
  const inputId = useId();
  const [remark, setRemark] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [problem, setProblem] = useState<ImageProblem>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const submit = useMutation({
    mutationFn: () => applyToPromotion(promotionId, { remark: remark.trim() || undefined, imageIds: pictures.map((p) => p.imageId) }),
    onSuccess: onApplied,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploadError(null);
    const found = imageProblem(files, pictures.length);
    setProblem(found);
    if (found || files.length === 0) return;
    setUploading(true);
    try {
      const added: Picture[] = [];
      for (const file of files) {
        const uploaded = await uploadApplyImage(file);
        const url = URL.createObjectURL(file);
        urls.current.push(url);
        added.push({ imageId: uploaded.imageId, name: file.name, url });
      }
      setPictures((current) => [...current, ...added]);
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  };

  const tooLong = remark.length > promotionApplyRemarkMax;
  const problemText = problem ? t(`site:applyImageProblem.${problem}`, { max: applyImagesMax }) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !submit.isPending) onClose();
      }}
      title={t('site:applyTitle', { title })}
      description={t('site:applyIntro')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submit.isPending} data-testid="apply-cancel">
            {t('site:applyCancel')}
          </Button>
          <Button onClick={() => submit.mutate()} loading={submit.isPending} disabled={uploading || tooLong} data-testid="apply-submit">
            {t('site:applySubmit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4" data-testid="apply-dialog">
        <div className="flex flex-col gap-1">
          <label htmlFor={remarkId} className="text-sm font-medium text-fg">
            {t('site:applyRemark')}
          </label>
          <Textarea
            id={remarkId}
            value={remark}
            rows={3}
            onChange={(e) => setRemark(e.target.value)}
            aria-describedby={`${remarkId}-count`}
            aria-invalid={tooLong || undefined}
            data-testid="apply-remark"
          />
          <p
            id={`${remarkId}-count`}
            className={tooLong ? 'text-end text-sm font-medium text-danger' : 'text-end text-sm text-fg-muted'}
            aria-live="polite"
            data-testid="apply-remark-count"
          >
            {t('site:applyRemarkCount', { used: remark.length, max: promotionApplyRemarkMax })}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-fg">
            {t('site:applyImages')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={uploading || pictures.length >= applyImagesMax}
            onChange={(e) => void choose(e)}
            aria-describedby={`${inputId}-hint`}
            className="text-sm file:me-3 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-3 file:py-2 file:text-fg"
            data-testid="apply-image-input"
          />
          <p id={`${inputId}-hint`} className="text-sm text-fg-muted">
            {t('site:applyImagesHint', { max: applyImagesMax })}
          </p>
          {problemText ? (
            <p role="alert" className="text-sm font-medium text-danger" data-testid="apply-image-problem">
              {problemText}
            </p>
          ) : null}
          <ErrorBanner error={uploadError} data-testid="apply-image-error" />
          {pictures.length > 0 ? (
            <ul className="grid grid-cols-3 gap-2" data-testid="apply-image-list">
              {pictures.map((picture, i) => (
                <li key={picture.imageId} className="flex flex-col items-center gap-1">
                  <img
                    src={picture.url}
                    alt={t('site:applyImageAlt', { n: i + 1 })}
                    className="aspect-square w-full rounded-md border border-border object-cover"
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setPictures((current) => current.filter((p) => p.imageId !== picture.imageId))}
                    aria-label={t('site:applyRemoveImage', { n: i + 1 })}
                    data-testid="apply-image-remove"
                  >
                    {t('site:applyRemove')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ErrorBanner error={submit.error} data-testid="apply-error" />
      </div>
    </Dialog>
  );
};
