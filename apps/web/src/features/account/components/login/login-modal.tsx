import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popup, cx } from '@gp/ui';
import type { LoginResult, SecondFactorStep } from '@gp/contracts';
import { usePermission } from '../../../system/queries/use-permission';
import { ErrorBanner } from '../../../../shared/form/error-banner';
import { SocialButtons } from '../social/social-buttons';
import { startFreePlay } from '../../api/login-api';
import { SecondFactorForm } from './second-factor-form';
import { SmsLoginForm } from './sms-login-form';
import { useFinishLogin } from './use-finish-login';
import { UsernameLoginForm } from './username-login-form';

type Tab = 'username' | 'sms';

const tabs: readonly Tab[] = ['username', 'sms'];

/** The /login popup over the home page: username or SMS sign-in, second factor, free demo. */
export const LoginModal = ({ open }: { open: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permission = usePermission();
  const finish = useFinishLogin();
  const [tab, setTab] = useState<Tab>('username');
  const [second, setSecond] = useState<{ step: SecondFactorStep; remember: boolean } | null>(null);
  const [demoBusy, setDemoBusy] = useState(false);
  const [demoFailure, setDemoFailure] = useState<unknown>(null);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const whitelabel = permission.data?.whitelabel;
  const offered = tabs.filter((x) => x === 'username' || whitelabel?.VERIFCODELOGIN === true);
  const current = offered.includes(tab) ? tab : 'username';

  const onResult = (result: LoginResult, remember: boolean) => {
    if (result.step === 'secondFactor') setSecond({ step: result, remember });
    else finish(result, remember);
  };

  const freeDemo = async () => {
    setDemoBusy(true);
    setDemoFailure(null);
    try {
      finish(await startFreePlay(), false);
    } catch (error) {
      setDemoFailure(error);
    } finally {
      setDemoBusy(false);
    }
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the direction follows the page's.
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const rtl = document.documentElement.dir === 'rtl';
    const index = offered.indexOf(current);
    const next = offered[(index + (rtl ? -step : step) + offered.length) % offered.length] ?? 'username';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const close = () => void navigate({ to: '/' });

  return (
    <Popup
      open={open}
      onClose={close}
      title={second ? t('site:login.secondFactorTitle') : t('site:login')}
      closeLabel={t('common:close')}
      data-testid="login-popup"
    >
      {second ? (
        <SecondFactorForm step={second.step} onDone={(session) => finish(session, second.remember)} onBack={() => setSecond(null)} />
      ) : (
        <div className="flex flex-col gap-4">
          {offered.length > 1 ? (
            <div role="tablist" aria-label={t('site:login.methods')} className="flex gap-1 border-b border-border" onKeyDown={onTabKey}>
              {offered.map((x) => (
                <button
                  key={x}
                  ref={(el) => {
                    tabRefs.current[x] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`login-tab-${x}`}
                  aria-selected={x === current}
                  aria-controls={`login-panel-${x}`}
                  tabIndex={x === current ? 0 : -1}
                  onClick={() => setTab(x)}
                  className={cx(
                    '-mb-px min-h-11 border-b-2 px-3 text-sm font-medium',
                    x === current ? 'border-primary text-fg' : 'border-transparent text-fg-muted hover:text-fg',
                  )}
                  data-testid={`login-tab-${x}`}
                >
                  {t(`site:login.tab_${x}`)}
                </button>
              ))}
            </div>
          ) : null}
          <div
            role={offered.length > 1 ? 'tabpanel' : undefined}
            id={`login-panel-${current}`}
            aria-labelledby={offered.length > 1 ? `login-tab-${current}` : undefined}
          >
            {current === 'sms' ? <SmsLoginForm onResult={onResult} /> : <UsernameLoginForm onResult={onResult} />}
          </div>
          <SocialButtons />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <Link to="/forgotPassword" className="rounded-sm" data-testid="login-forgot">
              {t('site:login.forgot')}
            </Link>
            <span>
              {t('site:login.noAccount')}{' '}
              <Link to="/register" className="rounded-sm font-medium" data-testid="login-to-register">
                {t('site:register')}
              </Link>
            </span>
          </div>
          {whitelabel?.FREEPLAY ? (
            <div className="flex flex-col gap-2 border-t border-border pt-4">
              <ErrorBanner error={demoFailure} data-testid="free-demo-error" />
              <Button variant="secondary" onClick={() => void freeDemo()} loading={demoBusy} data-testid="free-demo">
                {demoBusy ? t('site:botCheckInProgress') : t('site:login.freeDemo')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Popup>
  );
};
