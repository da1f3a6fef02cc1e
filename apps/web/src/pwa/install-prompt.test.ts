import { describe, expect, it, vi } from 'vitest';
import { catchInstallPrompt, installOffer, onInstallOfferChange, promptInstall } from './install-prompt';

describe('install prompt', () => {
  it("keeps the browser's offer until it is used or the app is installed", async () => {
    const target = new EventTarget();
    catchInstallPrompt(target as unknown as Window);
    const seen = vi.fn();
    const stop = onInstallOfferChange(seen);
    expect(installOffer()).toBeNull();
    expect(await promptInstall()).toBeNull();

    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(installOffer()).toBe(offer);
    expect(await promptInstall()).toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(installOffer()).toBeNull();

    target.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn(), userChoice: Promise.resolve({ outcome: 'dismissed' as const }) }));
    expect(installOffer()).not.toBeNull();
    target.dispatchEvent(new Event('appinstalled'));
    expect(installOffer()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(4);
    stop();
  });
});
