import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker.ts';

const container = (register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))) => ({
  register,
});

describe('the registration of the service worker', () => {
  it('registers /sw.js for the whole site on a secure page', () => {
    const serviceWorker = container();
    expect(registerServiceWorker({ isSecureContext: true, navigator: { serviceWorker } })).toBe(true);
    expect(serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('registers nothing on plain http or without service workers', () => {
    const serviceWorker = container();
    expect(registerServiceWorker({ isSecureContext: false, navigator: { serviceWorker } })).toBe(false);
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(registerServiceWorker({ isSecureContext: true, navigator: {} })).toBe(false);
  });

  it('keeps a failed registration from the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const serviceWorker = container(vi.fn(() => Promise.reject(new Error('blocked'))));
    expect(registerServiceWorker({ isSecureContext: true, navigator: { serviceWorker } })).toBe(true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
