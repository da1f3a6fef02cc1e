import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../features/games/queries/use-catalog';
import { usePermission } from '../../features/system/queries/use-permission';
import { FeedbackPopup } from '../../features/feedback/components/feedback-popup';
import { isWebUrl, socialLinks } from './resources';
import { SocialIcon } from './social-icon';

const socialNames: Record<string, string> = {
  FACEBOOK: 'Facebook',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  TWITTER: 'Twitter',
  INSTAGRAM: 'Instagram',
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
};

export const SiteFooter = () => {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState(false);
  const resources = usePermission().data?.resources ?? [];
  const links = socialLinks(resources).filter((l) => isWebUrl(l.url));
  const vendors = new Map((useGameMenus().data ?? []).flatMap((m) => m.vendors.map((v) => [v.vassalage, v] as const)));

  return (
    <footer className="mt-8 border-t border-border bg-surface" data-testid="site-footer">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-3 py-6 sm:px-6">
        {vendors.size > 0 ? (
          <section aria-label={t('site:footerVendors')}>
            <ul className="flex flex-wrap gap-2" data-testid="footer-vendors">
              {[...vendors.values()].map((v) => (
                <li key={v.vassalage} className="rounded-md border border-border px-3 py-1 text-xs font-semibold text-fg-muted">
                  {v.displayName}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <nav aria-label={t('site:footerLinks')}>
            <ul className="flex flex-wrap gap-4 text-sm">
              <li>
                <Link to="/help" className="text-fg underline-offset-4 hover:underline" data-testid="footer-help">
                  {t('site:help')}
                </Link>
              </li>
              <li>
                <Link to="/about" className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline" data-testid="footer-about">
                  {t('site:pagesAbout')}
                </Link>
              </li>
              <li>
                <Link to="/blog" className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline" data-testid="footer-blog">
                  {t('site:pagesBlog')}
                </Link>
              </li>
              <li>
                <Link to="/news" className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline" data-testid="footer-news">
                  {t('site:pagesNews')}
                </Link>
              </li>
              <li>
                <Link
                  to="/responsible-gaming"
                  className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline"
                  data-testid="footer-responsible-gaming"
                >
                  {t('site:pagesResponsibleGaming')}
                </Link>
              </li>
              <li>
                <Link to="/licences" className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline" data-testid="footer-licences">
                  {t('site:pagesLicences')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline"
                  onClick={() => setFeedback(true)}
                  data-testid="footer-feedback"
                >
                  {t('site:feedback')}
                </button>
              </li>
            </ul>
          </nav>
          {links.length > 0 ? (
            <ul className="flex flex-wrap gap-2" data-testid="footer-social">
              {links.map((l) => (
                <li key={l.key}>
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full border border-border text-fg hover:bg-muted"
                    data-testid={`social-${l.key}`}
                  >
                    <SocialIcon name={l.key} />
                    <span className="sr-only">
                      {socialNames[l.key]} {t('common:opensInNewTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="text-xs leading-relaxed text-fg-muted" data-testid="footer-licence">
          {t('site:footerLicence', { year: new Date().getFullYear() })}
        </p>
      </div>
      <FeedbackPopup open={feedback} onClose={() => setFeedback(false)} />
    </footer>
  );
};
