/** Where the server serves the worker (server/pwa/pwa-routes.ts): the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The part of the browser the registration reads. */
export interface ServiceWorkerHost {
  isSecureContext: boolean;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
}

/**
 * Registers the site's service worker, where one can run: a secure context (HTTPS, or localhost)
 * with service workers available. A failure is logged and changes nothing for the page.
 * @returns whether it asked the browser to register
 */
export function registerServiceWorker(host: ServiceWorkerHost = window): boolean {
  const container = host.navigator.serviceWorker;
  if (!host.isSecureContext || !container) return false;
  container
    .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => console.warn('The service worker was not registered', error));
  return true;
}

/** The longest the idle wait may take: a page that is never idle still gets its worker. */
export const IDLE_TIMEOUT_MS = 5000;
