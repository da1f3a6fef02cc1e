import { useSyncExternalStore } from 'react';
import { installOffer, onInstallOfferChange } from '../../../pwa/install-prompt';

/** Whether the browser offers to install the site now (Chrome's beforeinstallprompt was caught). */
export const useInstallOffer = (): boolean =>
  useSyncExternalStore(
    onInstallOfferChange,
    () => installOffer() !== null,
    () => false,
  );
