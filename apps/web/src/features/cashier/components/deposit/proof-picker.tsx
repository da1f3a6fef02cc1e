import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@gp/ui';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { uploadDepositProof } from '../../api/deposit-api';

const maxProofs = 3;
const maxProofBytes = 5 * 1024 * 1024;
const allowedTypes = ['image/png', 'image/jpeg'];

export type UploadedProof = { proofId: string; name: string };

/**
 * Up to 3 proof images, uploaded as they are chosen. The checks here (type, size, count) only spare
 * the player a round trip: the server reads the file's bytes and decides.
 */
export const ProofPicker = ({ proofs, onChange }: { proofs: UploadedProof[]; onChange: (next: UploadedProof[]) => void }) => {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    setError(null);
    if (proofs.length + files.length > maxProofs) return setProblem(t('cashier:deposit.proofTooMany', { max: maxProofs }));
    if (files.some((f) => !allowedTypes.includes(f.type))) return setProblem(t('cashier:deposit.proofTypeInvalid'));
    if (files.some((f) => f.size >= maxProofBytes)) return setProblem(t('cashier:deposit.proofTooLarge'));
    setBusy(true);
    try {
      const uploaded: UploadedProof[] = [];
      for (const file of files) uploaded.push({ proofId: (await uploadDepositProof(file)).proofId, name: file.name });
      onChange([...proofs, ...uploaded]);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {t('cashier:deposit.proofs')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={busy || proofs.length >= maxProofs}
        onChange={(e) => void choose(e)}
        aria-describedby={`${inputId}-hint`}
        className="text-sm file:me-3 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-3 file:py-2 file:text-fg"
        data-testid="deposit-proof-input"
      />
      <p id={`${inputId}-hint`} className="text-sm text-fg-muted">
        {t('cashier:deposit.proofsHint', { max: maxProofs })}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="deposit-proof-problem">
          {problem}
        </p>
      ) : null}
      <ErrorBanner error={error} data-testid="deposit-proof-error" />
      {proofs.length > 0 ? (
        <ul className="flex flex-col gap-1" data-testid="deposit-proof-list">
          {proofs.map((proof) => (
            <li key={proof.proofId} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">{proof.name}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(proofs.filter((p) => p.proofId !== proof.proofId))}
                aria-label={t('cashier:deposit.removeProof', { name: proof.name })}
              >
                {t('cashier:deposit.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
