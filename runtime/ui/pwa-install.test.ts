// @vitest-isolate: dispatches the browser's install offer, which the install state keeps for the page.
import { describe, expect, it, vi } from 'vitest';
import { promptInstall, pwaPlatform, type BeforeInstallPromptEvent } from './pwa-install.ts';

function installEvent(outcome: 'accepted' | 'dismissed'): BeforeInstallPromptEvent {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('PWA install', () => {
  it('tells iOS, Android and desktop apart by the user agent', () => {
    expect(pwaPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(pwaPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(pwaPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('desktop');
  });

  it('keeps the browser offer and shows it once when asked', async () => {
    expect(await promptInstall()).toBe('unavailable');
    const event = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await promptInstall()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await promptInstall()).toBe('unavailable');
  });
});

describe('PWA install events', () => {
  it('hands the prompt, its answer and the installation to the reporter, those before it first', async () => {
    const { reportPwaInstallEvents } = await import('./pwa-install.ts');
    const offer = installEvent('dismissed');
    window.dispatchEvent(offer);
    expect(await promptInstall()).toBe('dismissed');
    const events: string[] = [];
    reportPwaInstallEvents((event) => events.push(event));
    // The test before this one's accepted prompt waited for the reporter too.
    expect(events).toEqual(['prompt_shown', 'prompt_accepted', 'prompt_shown', 'prompt_dismissed']);
    window.dispatchEvent(new Event('appinstalled'));
    expect(events.at(-1)).toBe('installed');
    expect(events).toHaveLength(5);
  });
});
