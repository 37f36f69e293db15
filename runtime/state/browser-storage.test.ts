import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserStorage, type KeyValueStorage } from './browser-storage.ts';

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

/** What a browser with site data blocked does: touching the storage at all throws. */
const blocked = (): KeyValueStorage => {
  throw securityError();
};

/** A storage that reads but refuses every write (full, or Safari's old private mode). */
function fullStorage(): KeyValueStorage & { setItem: ReturnType<typeof vi.fn> } {
  const data = new Map([['kept', 'from before']]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: vi.fn(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }),
    removeItem: (key) => void data.delete(key),
  };
}

describe('browser storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores in the real storage when the browser allows it', () => {
    const storage = createBrowserStorage(() => window.localStorage);
    storage.setItem('croupier.test', 'a');
    expect(localStorage.getItem('croupier.test')).toBe('a');
    expect(storage.getItem('croupier.test')).toBe('a');
    storage.removeItem('croupier.test');
    expect(localStorage.getItem('croupier.test')).toBeNull();
  });

  it('keeps what the page stores for the visit when even reading the storage throws', () => {
    const storage = createBrowserStorage(blocked);
    expect(storage.getItem('croupier.flags')).toBeNull();
    storage.setItem('croupier.flags', '{"compPoints":true}');
    expect(storage.getItem('croupier.flags')).toBe('{"compPoints":true}');
    storage.removeItem('croupier.flags');
    expect(storage.getItem('croupier.flags')).toBeNull();
  });

  it('keeps a value in memory when the storage is full, and still reads what it held before', () => {
    const real = fullStorage();
    const storage = createBrowserStorage(() => real);
    expect(storage.getItem('kept')).toBe('from before');
    storage.setItem('new', 'value');
    expect(real.setItem).toHaveBeenCalled();
    expect(storage.getItem('new')).toBe('value');
    // A value that could not be written wins over an older one the storage still holds.
    storage.setItem('kept', 'newer');
    expect(storage.getItem('kept')).toBe('newer');
  });

  it('keeps a visit in memory when the window has no storage at all', () => {
    const storage = createBrowserStorage(() => undefined);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
  });
});

describe('the stores with site storage blocked', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('load and keep flags, the session timer and notifications for the visit instead of throwing', async () => {
    // As in a cross-site frame with third-party cookies blocked: the property getters throw.
    for (const name of ['localStorage', 'sessionStorage']) {
      vi.spyOn(window, name as 'localStorage', 'get').mockImplementation(() => {
        throw securityError();
      });
    }
    vi.resetModules();
    const { useFlagsStore } = await import('./flags-store.ts');
    const { useSessionStore } = await import('./session-store.ts');
    const { useNotificationsStore } = await import('./notifications-store.ts');
    const { localStore, sessionStore } = await import('./browser-storage.ts');

    useFlagsStore.getState().setOverride('compPoints', true);
    expect(useFlagsStore.getState().overrides).toEqual({ compPoints: true });
    expect(localStore.getItem('croupier.flags')).toBe('{"compPoints":true}');

    useSessionStore.getState().startSession(1_000);
    expect(sessionStore.getItem('croupier.session-start')).toBe('1000');
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState().sessionStartedAt).toBeNull();

    useNotificationsStore.getState().add({ key: 'personal:1', kind: 'personal', title: 'Hi', text: 'there' });
    expect(useNotificationsStore.getState().items.map((n) => n.key)).toEqual(['personal:1']);
  });
});
