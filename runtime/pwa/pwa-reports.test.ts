import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage } from '../state/browser-storage.ts';
import type { PwaInstallEvent } from '../ui/pwa-install.ts';
import { startPwaReports, type PwaReportsInput } from './pwa-reports.ts';

function setUp(standalone: boolean, storage = createBrowserStorage(() => null)) {
  let installListener: (event: PwaInstallEvent) => void = () => undefined;
  let loginListener: (userId: number) => void = () => undefined;
  const input: PwaReportsInput = {
    send: vi.fn(),
    installEvents: (listener) => (installListener = listener),
    standalone,
    onLogin: (listener) => (loginListener = listener),
    storage,
  };
  startPwaReports(input);
  return {
    send: input.send,
    install: (event: PwaInstallEvent) => installListener(event),
    login: (userId: number) => loginListener(userId),
  };
}

describe('the reports of the installable app', () => {
  it('sends the prompt shown, accepted and dismissed, and the app installed', () => {
    const page = setUp(false);
    page.install('prompt_shown');
    page.install('prompt_dismissed');
    page.install('prompt_shown');
    page.install('prompt_accepted');
    page.install('installed');
    expect(vi.mocked(page.send).mock.calls.map(([event]) => event)).toEqual([
      'prompt_shown',
      'prompt_dismissed',
      'prompt_shown',
      'prompt_accepted',
      'install',
    ]);
  });

  it('reports no start in a browser tab', () => {
    const page = setUp(false);
    page.login(7);
    expect(page.send).not.toHaveBeenCalled();
  });

  it("reports the installed app's start once per session, and again when a player signs in inside it", () => {
    const storage = createBrowserStorage(() => null);
    const first = setUp(true, storage);
    expect(first.send).toHaveBeenCalledWith('open');
    first.login(7);
    first.login(7);
    expect(vi.mocked(first.send).mock.calls).toEqual([['open'], ['open']]);
    // A reload in the same session reports nothing again.
    const reloaded = setUp(true, storage);
    reloaded.login(7);
    expect(reloaded.send).not.toHaveBeenCalled();
    reloaded.login(8);
    expect(reloaded.send).toHaveBeenCalledWith('open');
  });
});
