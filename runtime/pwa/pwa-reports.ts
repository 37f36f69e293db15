import type { PwaEvent } from '../api/diagnostics.ts';
import type { PwaInstallEvent } from '../ui/pwa-install.ts';
import type { KeyValueStorage } from '../state/browser-storage.ts';

/** The `event` of POST /api/pwa_events for each install event of the page (spec §7). */
export const PWA_EVENT_OF: Record<PwaInstallEvent, PwaEvent> = {
  prompt_shown: 'prompt_shown',
  prompt_accepted: 'prompt_accepted',
  prompt_dismissed: 'prompt_dismissed',
  installed: 'install',
};

/** Session key: the installed app's start was reported, as a guest (`guest`) or as player <id>. */
export const PWA_OPEN_REPORTED_KEY = 'croupier.pwa.open';

export interface PwaReportsInput {
  send: (event: PwaEvent) => void;
  /** Hands the page's install events to a listener (pwa-install.ts reportPwaInstallEvents). */
  installEvents: (listener: (event: PwaInstallEvent) => void) => void;
  /** The page runs as the installed app (display-mode standalone). */
  standalone: boolean;
  /** Calls back with the player's id at each sign-in (the bus's `login`). */
  onLogin: (listener: (userId: number) => void) => void;
  storage: KeyValueStorage;
}

/**
 * Reports the installable app's life to the platform: the install prompt shown, accepted or
 * dismissed, the app installed, and each start of the installed app (`open`) once per browser
 * session and once more when a player signs in inside it. The platform puts a signed-in player
 * who installs or opens the app into group 1401 (PWA native, spec §6), so a sign-in inside the
 * installed app is reported even when the start was reported as a guest.
 */
export function startPwaReports(input: PwaReportsInput): void {
  input.installEvents((event) => input.send(PWA_EVENT_OF[event]));
  if (!input.standalone) return;
  const reportOpen = (who: string) => {
    const reported = (input.storage.getItem(PWA_OPEN_REPORTED_KEY) ?? '').split(',').filter(Boolean);
    if (reported.includes(who)) return;
    input.storage.setItem(PWA_OPEN_REPORTED_KEY, [...reported, who].join(','));
    input.send('open');
  };
  // The page's cookie says who opens it: a player at once, a guest until they sign in.
  reportOpen('start');
  input.onLogin((userId) => reportOpen(String(userId)));
}
