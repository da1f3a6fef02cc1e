/**
 * The browser's own install offer (Chrome's beforeinstallprompt). It fires once, early, on any page,
 * so it is caught at start-up and kept here until the download page offers an "Install now" button.
 */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const catchInstallPrompt = (target: Pick<Window, 'addEventListener'> = window): void => {
  target.addEventListener('beforeinstallprompt', (event) => {
    offered = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
};

export const installOffer = (): InstallPromptEvent | null => offered;

export const onInstallOfferChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the browser's install dialog; the offer is used up either way. */
export const promptInstall = async (): Promise<'accepted' | 'dismissed' | null> => {
  const event = offered;
  if (!event) return null;
  offered = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
};
