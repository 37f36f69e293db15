import { defineConfig } from 'vite';

/**
 * The third build of `npm run build`: the service worker (runtime/pwa/service-worker.ts) as one
 * classic script with no imports, outside dist/ (the server writes the brand's configuration before
 * it and serves it at /sw.js: server/pwa/pwa-routes.ts). Built apart from the client so that
 * nothing of it can end up in a chunk the page loads, and nothing of the page's in it.
 */
export const SERVICE_WORKER_OUT_DIR = 'dist-sw';
/** The file the build writes into SERVICE_WORKER_OUT_DIR. */
export const SERVICE_WORKER_FILE = 'sw.js';

export default defineConfig({
  publicDir: false,
  build: {
    outDir: SERVICE_WORKER_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: 'runtime/pwa/service-worker.ts',
      formats: ['iife'],
      name: 'croupierServiceWorker',
      fileName: () => SERVICE_WORKER_FILE,
    },
  },
});
