// The page's entry script: small, so that it is in place at once. It starts the app (main.tsx
// and everything it imports) at once on a page the browser renders, and after the first paint on
// a page the server rendered, which shows and works without it until then.
import '../runtime/ui/theme.css';
import '../runtime/app/app.css';
import { listenForInstallPrompt } from '../runtime/ui/pwa-install.ts';
import { holdEarlyClicks } from '../runtime/app/early-clicks.ts';
import { startAfterPaint } from '../runtime/app/start-after-paint.ts';
import { addStartPreloads } from '../runtime/ssr/start-preloads.ts';
import { nextTask } from '../runtime/ui/next-task.ts';
import { openSiteStorage } from '../runtime/app/open-site-storage.ts';
import { warmIntl } from '../runtime/i18n/warm-intl.ts';

// The browser offers installation once, possibly before the app has started.
listenForInstallPrompt();

// The page's list links the app's chunks, a few per task (the build leaves these imports
// without Vite's own preload links: tools/build/preload-dependencies.ts). The framework runs in
// a task of its own, the other libraries in the next, the site storage opens in the one after
// (open-site-storage.ts), and the app runs after that.
// A worker loads the browser's number data meanwhile (runtime/i18n/warm-intl.ts).
const startApp = () => {
  warmIntl();
  addStartPreloads(document);
  import('./framework.ts')
    .then(nextTask)
    .then(() => import('./libraries.ts'))
    .then(nextTask)
    .then(() => openSiteStorage())
    .then(nextTask)
    .then(() => import('./main.tsx'))
    .catch((error: unknown) => console.error('The app failed to load', error));
};

const root = document.getElementById('root');
if (root?.hasAttribute('data-ssr')) {
  holdEarlyClicks(root);
  startAfterPaint(startApp);
} else {
  startApp();
}
