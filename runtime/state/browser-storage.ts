/** The part of the Web Storage API the client uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Site storage that never throws. With cookies and site data blocked (third-party-cookie
 * blocking in a cross-site iframe, private modes, a sandboxed frame) even reading
 * `window.localStorage` throws a SecurityError, and a full storage throws on every write. What
 * could not be stored then lives in memory for the rest of the page's life: the site works for
 * the visit and forgets it afterwards, as a private window should.
 * @example createBrowserStorage(() => window.sessionStorage).setItem('k', 'v') // never throws
 */
export function createBrowserStorage(area: () => KeyValueStorage | null | undefined): KeyValueStorage {
  /** Values that could not be stored; they win over whatever the real storage holds. */
  const memory = new Map<string, string>();
  const storage = (): KeyValueStorage | null => {
    try {
      return area() ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        const real = storage();
        if (real) {
          real.setItem(key, value);
          memory.delete(key);
          return;
        }
      } catch {
        // Blocked or full: kept in memory below.
      }
      memory.set(key, value);
    },
    removeItem(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing was stored there that could be read back.
      }
    },
  };
}

/** A server render has no storage, and its memory would be shared by every visitor: it stores nothing. */
const NO_STORAGE: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

const inBrowser = typeof window !== 'undefined';

/** `localStorage` that never throws (memory for the visit when it is blocked). */
export const localStore: KeyValueStorage = inBrowser
  ? createBrowserStorage(() => window.localStorage)
  : NO_STORAGE;

/** `sessionStorage` that never throws (memory for the visit when it is blocked). */
export const sessionStore: KeyValueStorage = inBrowser
  ? createBrowserStorage(() => window.sessionStorage)
  : NO_STORAGE;
