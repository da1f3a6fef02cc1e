import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@gp/ui';
import { BrandMark } from '../../../app/layout/brand-logo';
import type { Platform } from './resource-url';

/**
 * The install guides' screenshots, drawn rather than captured: each step's phone screen with the
 * browser's labels in the visitor's language, so every language gets its own pictures. The phone's
 * own interface is light whatever the site's theme, as the browsers draw it; the step's text beside
 * it says the same in words, so the drawing is hidden from screen readers.
 */

const osText = 'text-[#1c1c1e]';
const osMuted = 'text-[#4a4a4f]';
const mark = 'rounded-md ring-2 ring-[#f5b301] ring-offset-1 ring-offset-[#ffffff]';

const ShareIcon = () => (
  <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 12.5V3M6.5 6.5 10 3l3.5 3.5M5 9.5H4v8h12v-8h-1" />
  </svg>
);

const DotsIcon = () => (
  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
    <circle cx="10" cy="4.5" r="1.6" />
    <circle cx="10" cy="10" r="1.6" />
    <circle cx="10" cy="15.5" r="1.6" />
  </svg>
);

const AddressBar = ({ host, trailing }: { host: string; trailing?: ReactNode }) => (
  <div className="flex items-center gap-1 rounded-full bg-[#e9e9ee] px-2 py-1">
    <span dir="ltr" className={cx('min-w-0 flex-1 truncate text-center text-[10px]', osText)}>
      {host}
    </span>
    {trailing}
  </div>
);

/** The site as the phone shows it: the brand and its name, a few placeholder rows. */
const SitePage = ({ dim }: { dim?: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={cx('flex flex-1 flex-col gap-1.5 p-2', dim ? 'bg-[#06050a]' : 'bg-[#0c0a14]')}>
      <div className="flex items-center gap-1.5">
        <BrandMark className="size-5" />
        {/* Under an open menu or dialog the page is dimmed: its name would then be unreadable text, so it goes. */}
        {dim ? null : <span className="truncate text-[10px] font-bold text-[#f5f2fa]">{t('common:siteName')}</span>}
      </div>
      <div className={cx('aspect-[2/1] rounded', dim ? 'bg-[#14101e]' : 'bg-[#241e38]')} />
      <div className="grid grid-cols-3 gap-1">
        <div className={cx('aspect-square rounded', dim ? 'bg-[#14101e]' : 'bg-[#241e38]')} />
        <div className={cx('aspect-square rounded', dim ? 'bg-[#14101e]' : 'bg-[#241e38]')} />
        <div className={cx('aspect-square rounded', dim ? 'bg-[#14101e]' : 'bg-[#241e38]')} />
      </div>
    </div>
  );
};

const Sheet = ({ children }: { children: ReactNode }) => (
  <div className="absolute inset-x-1 bottom-1 flex flex-col gap-0.5 rounded-xl bg-[#ffffff] p-1.5 shadow-lg">{children}</div>
);

const SheetRow = ({ label, marked }: { label: string; marked?: boolean }) => (
  <div className={cx('truncate px-1.5 py-1 text-[10px]', osText, marked && cx(mark, 'font-semibold'))}>{label}</div>
);

const Dialog = ({ title, cancel, confirm }: { title: string; cancel: string; confirm: string }) => {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-x-2 top-1/4 flex flex-col gap-2 rounded-xl bg-[#ffffff] p-2 shadow-lg">
      <p className={cx('truncate text-center text-[10px] font-semibold', osText)}>{title}</p>
      <div className="flex items-center gap-1.5">
        <BrandMark className="size-6" />
        <span className={cx('truncate text-[10px]', osText)}>{t('common:siteName')}</span>
      </div>
      <div className="flex justify-between gap-1">
        <span className={cx('truncate px-1 text-[10px]', osMuted)}>{cancel}</span>
        <span className={cx('truncate px-1 text-[10px] font-semibold', osText, mark)}>{confirm}</span>
      </div>
    </div>
  );
};

/** Safari on an iPhone: the page, then the address bar and the toolbar with Share at the bottom. */
const IosScreen = ({ step, host }: { step: number; host: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <SitePage dim={step >= 3} />
      <div className="flex flex-col gap-1 bg-[#f7f7f9] px-1.5 pt-1 pb-1.5">
        <AddressBar host={host} />
        <div className={cx('flex items-center justify-around', osMuted)}>
          <span className="text-[10px]">‹</span>
          <span className="text-[10px]">›</span>
          <span className={cx('flex items-center gap-0.5 px-0.5 text-[9px]', step === 2 && cx(mark, osText, 'font-semibold'))}>
            <ShareIcon />
            {step === 2 ? t('site:install.screenShare') : null}
          </span>
          <span className="text-[10px]">⧉</span>
        </div>
      </div>
      {step === 3 ? (
        <Sheet>
          <SheetRow label={t('site:install.screenCopy')} />
          <SheetRow label={t('site:install.screenBookmark')} />
          <SheetRow label={t('site:install.screenAddToHome')} marked />
        </Sheet>
      ) : null}
      {step === 4 ? <Dialog title={t('site:install.screenAddToHome')} cancel={t('site:install.screenCancel')} confirm={t('site:install.screenAdd')} /> : null}
    </>
  );
};

/** Chrome on Android: the address bar with the menu button at the top, the menu opening below it. */
const AndroidScreen = ({ step, host }: { step: number; host: string }) => {
  const { t } = useTranslation();
  return (
    <>
      <div className="bg-[#f7f7f9] px-1.5 py-1">
        <AddressBar
          host={host}
          trailing={
            <span className={cx('flex shrink-0 items-center', osText, step === 2 && mark)}>
              <DotsIcon />
            </span>
          }
        />
      </div>
      <SitePage dim={step >= 3} />
      {step === 3 ? (
        <div className="absolute end-1 top-7 flex w-3/4 flex-col gap-0.5 rounded-lg bg-[#ffffff] p-1.5 shadow-lg">
          <SheetRow label={t('site:install.screenNewTab')} />
          <SheetRow label={t('site:install.screenHistory')} />
          <SheetRow label={t('site:install.screenInstallApp')} marked />
        </div>
      ) : null}
      {step === 4 ? (
        <Dialog title={t('site:install.screenInstallApp')} cancel={t('site:install.screenCancel')} confirm={t('site:install.screenInstall')} />
      ) : null}
    </>
  );
};

/** One step's phone screen, about 9:16, drawn in the visitor's language. */
export const PhoneScreen = ({ platform, step, host }: { platform: Platform; step: number; host: string }) => (
  <div
    aria-hidden="true"
    className="relative flex aspect-[9/16] w-36 shrink-0 flex-col overflow-hidden rounded-[1.25rem] border-4 border-[#2b2b30] bg-[#ffffff] shadow-md"
    data-testid={`phone-screen-${platform}-${step}`}
  >
    {platform === 'ios' ? <IosScreen step={step} host={host} /> : <AndroidScreen step={step} host={host} />}
  </div>
);
