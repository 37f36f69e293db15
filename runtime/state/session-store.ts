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

/** Why the player leaves: they signed out, or a call answered 401 (then the login opens). */
export interface LeaveRequest {
  /** Send DELETE /api/users/sign_out once the lobby shows. */
  signOut: boolean;
  /** Open the login popup over the lobby afterwards (spec §8: an auth error goes to login). */
  openLogin: boolean;
}

interface SessionStore {
  /** Start of the logged-in session (EE licence session timer), epoch ms. */
  sessionStartedAt: number | null;
  startSession: (now: number) => void;
  endSession: () => void;
  /** A sign-out or lost session under way (SessionEffects carries it out), else null. */
  leaving: LeaveRequest | null;
  /** Asks to leave the session; a request already under way is kept. */
  leave: (request: LeaveRequest) => void;
  /** Marks the leaving done. */
  left: () => void;
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
  leaving: null,
  leave: (request) => {
    if (get().leaving === null) set({ leaving: request });
  },
  left: () => set({ leaving: null }),
}));
