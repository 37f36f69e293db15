import { create } from 'zustand';
import { sessionStore } from './browser-storage.ts';

const SESSION_START_KEY = 'croupier.session-start';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStore.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

interface SessionStore {
  /** Start of the logged-in session (EE licence session timer), epoch ms. */
  sessionStartedAt: number | null;
  startSession: (now: number) => void;
  endSession: () => void;
}

/** Client-side session facts (promo codes from the query live in runtime/routing). The player itself is server data and lives in React Query. */
export const useSessionStore = create<SessionStore>()((set, get) => ({
  sessionStartedAt: readJson<number | null>(SESSION_START_KEY, null),
  startSession: (now) => {
    if (get().sessionStartedAt !== null) return;
    sessionStore.setItem(SESSION_START_KEY, JSON.stringify(now));
    set({ sessionStartedAt: now });
  },
  endSession: () => {
    if (get().sessionStartedAt === null && sessionStore.getItem(SESSION_START_KEY) === null) return;
    sessionStore.removeItem(SESSION_START_KEY);
    set({ sessionStartedAt: null });
  },
}));
