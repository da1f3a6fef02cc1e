import type { BoMemberPromotionProfile } from '@gp/contracts';
import { Button, Field, Input } from '@gp/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert, type Feedback } from '../../../../shared/ui/feedback';
import { ListState } from '../../../../shared/ui/list-state';
import { fetchMemberPromotionProfile, saveMemberPromotionProfile } from '../../api/member-promotion-profile-api';
import { cashierKeys } from '../../queries/keys';

const COUNTRY = /^[A-Za-z]{2}$/u;

/** The form's text to the request, or the key of what is wrong with it. */
export const parseProfileForm = (vipText: string, countryText: string): { vipLevel: number; country: string | null } | { error: 'vipLevel' | 'country' } => {
  const vip = Number(vipText.trim());
  if (vipText.trim() === '' || !Number.isInteger(vip) || vip < 0 || vip > 100) return { error: 'vipLevel' };
  const country = countryText.trim();
  if (country !== '' && !COUNTRY.test(country)) return { error: 'country' };
  return { vipLevel: vip, country: country === '' ? null : country.toUpperCase() };
};

const ProfileForm = ({ memberId, profile }: { memberId: number; profile: BoMemberPromotionProfile }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [vip, setVip] = useState(String(profile.vipLevel));
  const [country, setCountry] = useState(profile.country ?? '');
  const [invalid, setInvalid] = useState<'vipLevel' | 'country' | null>(null);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProfileForm(vip, country);
    setInvalid('error' in parsed ? parsed.error : null);
    if ('error' in parsed) return;
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await saveMemberPromotionProfile(memberId, parsed);
      client.setQueryData(cashierKeys.memberWallet.promotionProfile(memberId), saved);
      setCountry(saved.country ?? '');
      setFeedback({ tone: 'success', message: t('memberWallet.promotionProfileSaved') });
    } catch (error) {
      setFeedback({ tone: 'danger', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
      <FeedbackAlert feedback={feedback} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('memberWallet.vipLevel')}
          hint={t('memberWallet.vipLevelHint')}
          error={invalid === 'vipLevel' ? t('memberWallet.vipLevelHint') : undefined}
        >
          <Input value={vip} onChange={(e) => setVip(e.target.value)} inputMode="numeric" dir="ltr" autoComplete="off" data-testid="member-vip-level" />
        </Field>
        <Field label={t('memberWallet.country')} hint={t('memberWallet.countryHint')} error={invalid === 'country' ? t('memberWallet.countryHint') : undefined}>
          <Input value={country} onChange={(e) => setCountry(e.target.value)} dir="ltr" autoComplete="off" maxLength={2} data-testid="member-country" />
        </Field>
      </div>
      <div>
        <Button type="submit" size="sm" loading={saving} data-testid="member-promotion-profile-save">
          {t('memberWallet.promotionProfileSave')}
        </Button>
      </div>
    </form>
  );
};

/** The member's VIP level and country, which promotion rules admit by; saving is audited. */
export const PromotionProfileSection = ({ memberId }: { memberId: number }) => {
  const { t } = useTranslation();
  const profile = useQuery({
    queryKey: cashierKeys.memberWallet.promotionProfile(memberId),
    queryFn: ({ signal }) => fetchMemberPromotionProfile(memberId, signal),
  });
  return (
    <section className="flex flex-col gap-3" aria-labelledby="promotion-profile-heading" data-testid="member-promotion-profile">
      <h2 id="promotion-profile-heading" className="text-lg font-semibold">
        {t('memberWallet.promotionProfile')}
      </h2>
      <p className="text-sm text-fg-muted">{t('memberWallet.promotionProfileHelp')}</p>
      <ListState query={profile} empty={false} emptyText="" emptyTestId="member-promotion-profile-empty" />
      {profile.data ? (
        <ProfileForm key={`${memberId}-${profile.data.vipLevel}-${profile.data.country ?? ''}`} memberId={memberId} profile={profile.data} />
      ) : null}
    </section>
  );
};
