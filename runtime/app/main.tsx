import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme.css';
import './app.css';
import { createQueryClient } from '../queries/query-client.ts';
import { registerWidgets } from '../slots/registry.ts';
import { listenForInstallPrompt } from '../ui/pwa-install.ts';
import { App } from './app.tsx';
import { prefetchBoot, readBootPayload } from './boot-data.ts';
import { widgets } from './widget-catalog.ts';

registerWidgets(widgets);
// The browser offers installation once, possibly before any widget mounts.
listenForInstallPrompt();
const queryClient = createQueryClient();
// Start the calls every page needs before React renders, so they overlap the JS parse.
prefetchBoot(queryClient, window.location, readBootPayload(document));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition renders in slices that yield to the browser: no single long task for the first view.
startTransition(() => createRoot(root).render(<App queryClient={queryClient} />));
