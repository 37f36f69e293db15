import { hydrate } from '@tanstack/react-query';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createI18n } from '../i18n/create-i18n.ts';
import { warmIntl } from '../i18n/warm-intl.ts';
import { createQueryClient } from '../queries/query-client.ts';
import type { AnyWidgetDefinition } from '../slots/define-widget.ts';
import { beginHydration } from '../slots/page-hydration.ts';
import { registerWidgets } from '../slots/registry.ts';
import { loadWidgets } from '../slots/slot.tsx';
import { bus } from '../state/event-bus.ts';
import { App } from './app.tsx';
import { prefetchBoot, readBootPayload } from './boot-data.ts';
import { nextTask } from '../ui/next-task.ts';

const router = (site: ReactNode) => <BrowserRouter>{site}</BrowserRouter>;

/**
 * Starts the app in the browser with a widget catalogue (the build's own, app/main.tsx): renders the
 * page, or hydrates the one the server rendered with the server's cache.
 * @example startClient(widgets) // widgets of widgets/index.ts
 */
export function startClient(catalogue: readonly AnyWidgetDefinition[]): void {
  registerWidgets(catalogue);
  // The installable app (service worker, install reports), in production builds only: a chunk of its
  // own, loaded once the page has loaded, never in the task that runs the app (linking its chunks
  // was a sixth of that task); it waits for the browser to be idle (start-pwa.ts).
  if (import.meta.env.PROD) {
    const startPwa = () => void import('../pwa/start-pwa.ts');
    if (document.readyState === 'complete') void nextTask().then(startPwa);
    else addEventListener('load', startPwa, { once: true });
  }
  const queryClient = createQueryClient();
  const boot = readBootPayload(document);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // A page the server rendered (runtime/app/first-view-renderer.tsx) arrives with the server's cache:
  // the client's first render is the server's, and hydration attaches to the markup on screen.
  const rendered = boot?.ssr && root.hasAttribute('data-ssr') ? boot.ssr : null;

  if (rendered) {
    // The page is on screen and works as it is. Evaluating the app's code is one long task of its
    // own, so the server's cache, the first calls and hydration wait for the next ones, one task
    // each: together they were one more long task.
    void nextTask()
      .then(() => {
        hydrate(queryClient, rendered.queries);
        // What the server left out of the page is this page's to announce (a tester's notices).
        for (const problem of rendered.configProblems ?? []) bus.emit('config-invalid', problem);
        return nextTask();
      })
      .then(() => {
        prefetchBoot(queryClient, window.location, boot);
        return nextTask();
      })
      .then(async () => {
        // A page's first number format loads the browser's number data (30–50 ms, 120–200 ms at
        // 4× CPU slow-down). The entry's worker loads it off the main thread (warm-intl.ts); a
        // player's header shows the balance, so what is left of that first format comes here,
        // not in the render that hydrates the header. A guest's first view shows no amount.
        if (boot?.player) {
          await warmIntl().wait();
          Intl.NumberFormat(rendered.locale);
        }
        return nextTask();
      })
      .then(() =>
        // The server's words stay on screen until the browser has the same ones: no mismatch. The
        // code of the widgets it drew is in too: a widget suspending while hydrating would lose its
        // server markup to the first update that reached it. The widgets' imports start in a task
        // of their own: each links the chunks it needs.
        Promise.all([
          createI18n(rendered.locale, { waitForMessages: true, stepsInTasks: true }),
          nextTask().then(() => loadWidgets(rendered.widgets ?? [])),
          import('../slots/hydration-errors.ts'),
        ]),
      )
      .then(([i18n, , { hydrationErrorReporter }]) => {
        const { origin, host } = window.location;
        const request = { origin, host, device: rendered.device, i18n };
        // As a transition, hydration runs in slices that yield to the browser (a click meanwhile
        // is held by early-clicks.ts and replayed once its part is hydrated), and the widgets
        // hydrate one at a time (hydration-turns.ts).
        const onRecoverableError = hydrationErrorReporter(queryClient);
        beginHydration(root);
        startTransition(() => {
          hydrateRoot(root, <App queryClient={queryClient} request={request} router={router} />, {
            onRecoverableError,
          });
        });
      });
  } else {
    // Start the calls every page needs before React renders, so they overlap the JS parse.
    prefetchBoot(queryClient, window.location, boot);
    // A transition renders in slices that yield to the browser: no single long task for the first view.
    startTransition(() => createRoot(root).render(<App queryClient={queryClient} router={router} />));
  }
}
