// The installable app's part of the page, loaded by main.tsx in production builds once the page
// has loaded: nothing of it is in the lobby's first JS. It waits for the browser to be idle.
import { sendPwaEvent } from '../api/diagnostics.ts';
import { bus } from '../state/event-bus.ts';
import { sessionStore } from '../state/browser-storage.ts';
import { reportPwaInstallEvents, runsInstalled } from '../ui/pwa-install.ts';
import { startPwaReports } from './pwa-reports.ts';
import { whenIdle } from '../ui/when-idle.ts';
import { IDLE_TIMEOUT_MS, registerServiceWorker } from './register-service-worker.ts';

whenIdle(() => {
  registerServiceWorker();
  startPwaReports({
    send: (event) => void sendPwaEvent(event),
    installEvents: reportPwaInstallEvents,
    standalone: runsInstalled(),
    onLogin: (listener) => bus.on('login', ({ userId }) => listener(userId)),
    storage: sessionStore,
  });
}, IDLE_TIMEOUT_MS);
