import { Dialog } from '@gp/ui';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../i18n/locale';
import type { HallSocketState } from '../socket/use-hall-socket';
import { Header } from './header';

/**
 * The frame every shared game sits in: the header, the rules (with the game's RTP or house edge) in
 * a dialog, and the game below. A session the vendor no longer knows shows how to go on.
 */
export const HallShell = ({ connection, rules, children }: { connection: HallSocketState; rules: ReactNode; children: ReactNode }) => {
  const { t } = useLocale();
  const [help, setHelp] = useState(false);
  return (
    <div className="min-h-dvh">
      <Header onHelp={() => setHelp(true)} connection={connection} />
      <Dialog
        open={help}
        onOpenChange={setHelp}
        title={t('hall.rules')}
        actions={
          <button type="button" className="min-h-11 rounded-md border border-border px-4 font-semibold" onClick={() => setHelp(false)} data-testid="help-close">
            {t('hall.close')}
          </button>
        }
      >
        <div className="space-y-3 text-sm" data-testid="help">
          {rules}
        </div>
      </Dialog>
      {connection === 'ended' ? (
        <p role="alert" className="mx-auto max-w-xl p-6 text-center" data-testid="session-ended">
          {t('hall.sessionEnded')}
        </p>
      ) : (
        <main className="mx-auto max-w-6xl px-2 pb-6 pt-2 sm:px-3">{children}</main>
      )}
    </div>
  );
};
