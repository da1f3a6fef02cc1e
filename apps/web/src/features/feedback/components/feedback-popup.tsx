import { Popup, Spinner } from '@gp/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The form (captcha, contracts) loads when the popup opens: the footer is on the first page.
const FeedbackForm = lazy(() => import('./feedback-form').then((m) => ({ default: m.FeedbackForm })));

/** The footer's feedback popup. */
export const FeedbackPopup = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Popup open={open} onClose={onClose} title={t('site:feedback')} closeLabel={t('common:close')} data-testid="feedback-popup">
      {open ? (
        <Suspense fallback={<Spinner />}>
          <FeedbackForm />
        </Suspense>
      ) : null}
    </Popup>
  );
};
