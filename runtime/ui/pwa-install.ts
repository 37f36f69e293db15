// The browser offers installation once, early, through `beforeinstallprompt`; whoever wants to
// install later (header notice, install guide, sidebar, footer) needs that same deferred event.
// This module keeps it. It is free of React because the page's entry script loads it before the
// app (app/entry.ts), so that an early offer is not missed; components read it through
// `usePwaInstall` (use-pwa-install.ts).

/** The non-standard event of Chromium browsers (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Where the visitor is: decides which install instructions apply. */
export type PwaPlatform = 'ios' | 'android' | 'desktop';

export interface PwaInstallState {
  /** The browser's own install prompt can be shown now. */
  canPrompt: boolean;
  /** Running as the installed app (standalone display mode). */
  installed: boolean;
}

/**
 * What happens around installation, for the reports (runtime/pwa/pwa-reports.ts): the browser's
 * prompt shown and answered, and the app installed (`appinstalled`, whichever way it was).
 */
export type PwaInstallEvent = 'prompt_shown' | 'prompt_accepted' | 'prompt_dismissed' | 'installed';

let deferred: BeforeInstallPromptEvent | null = null;
/** Events before the reporter is there (it loads with the app) wait for it. */
const pendingEvents: PwaInstallEvent[] = [];
let reporter: ((event: PwaInstallEvent) => void) | null = null;

function emit(event: PwaInstallEvent): void {
  if (reporter) reporter(event);
  else pendingEvents.push(event);
}

/** Hands every install event, those that happened already first, to `listener` (one reporter per page). */
export function reportPwaInstallEvents(listener: (event: PwaInstallEvent) => void): void {
  reporter = listener;
  for (const event of pendingEvents.splice(0)) listener(event);
}
let state: PwaInstallState = { canPrompt: false, installed: false };
let listening = false;
const listeners = new Set<() => void>();

function setState(next: Partial<PwaInstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/** Starts listening for the browser's install offer; safe to call more than once. */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  state = { ...state, installed: isStandalone() };
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's mini-infobar away: the site offers installation itself.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setState({ canPrompt: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    setState({ canPrompt: false, installed: true });
    emit('installed');
  });
}

/** Shows the browser's install prompt; the offer is used up whatever the answer. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  setState({ canPrompt: false });
  emit('prompt_shown');
  await event.prompt();
  const { outcome } = await event.userChoice;
  emit(outcome === 'accepted' ? 'prompt_accepted' : 'prompt_dismissed');
  if (outcome === 'accepted') setState({ installed: true });
  return outcome;
}

/**
 * The platform's install instructions: iOS has no prompt (share sheet), Android and desktop do.
 * @example pwaPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)') // 'ios'
 */
export function pwaPlatform(userAgent: string): PwaPlatform {
  if (/iPad|iPhone|iPod/.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** Calls `listener` whenever the install state changes; returns the unsubscribe. */
export function subscribePwaInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page runs as the installed app (standalone display mode). */
export function runsInstalled(): boolean {
  return isStandalone();
}

/** Whether the app can be installed now, and whether it already is. */
export function pwaInstallState(): PwaInstallState {
  return state;
}

listenForInstallPrompt();
