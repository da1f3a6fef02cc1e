import { useEffect, useState } from 'react';

/** QR codes are 120 px. */
const qrSize = 120;

/** A QR code drawn to a data-URL image (the CSP allows data: images; no inline styles). */
export const QrCode = ({ value, label }: { value: string; label: string }) => {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // Loaded on demand: the encoder stays out of the first route.
    void import('qrcode').then(async (qr) => {
      const url = await qr.toDataURL(value, { width: qrSize, margin: 1 });
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [value]);

  if (!src) return <div className="size-[120px] animate-pulse rounded bg-muted" aria-hidden="true" />;
  return <img src={src} alt={label} width={qrSize} height={qrSize} className="size-[120px] rounded bg-white" />;
};
