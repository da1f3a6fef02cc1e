import type { BoPromotionClaim } from '@gp/contracts';
import { Alert, Spinner } from '@gp/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchClaimImage } from '../../api/claims-api';
import { promotionClaimsTestIds as ids } from '../../promotion-claims-test-ids';
import { promotionClaimsKeys } from '../../queries/keys';

/** The application's pictures, fetched with the staff token and shown from object URLs. */
export const ClaimImages = ({ claim }: { claim: BoPromotionClaim }) => {
  const { t } = useTranslation();
  const images = useQuery({
    queryKey: promotionClaimsKeys.images(claim.id),
    queryFn: async ({ signal }) => Promise.all(claim.images.map((image) => fetchClaimImage(claim.id, image.index, signal))),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: claim.images.length > 0,
  });
  const urls = useMemo(() => (images.data ?? []).map((blob) => URL.createObjectURL(blob)), [images.data]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  if (claim.images.length === 0) return <p className="text-sm text-fg-muted">{t('promotionClaims.noImages')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {images.isPending ? <Spinner label={t('common.loading')} /> : null}
      {images.isError ? <Alert tone="danger">{images.error.message}</Alert> : null}
      {urls.map((url, i) => (
        <a key={url} href={url} target="_blank" rel="noreferrer" className="block">
          <img
            src={url}
            alt={t('promotionClaims.imageAlt', { n: i + 1, account: claim.memberAccount })}
            className="h-auto max-w-full rounded-md border border-border"
            data-testid={ids.image}
          />
        </a>
      ))}
    </div>
  );
};
