import { create } from 'zustand';
import { localStore } from './browser-storage.ts';

/** Feature flags of spec §6 that a tester can override locally (the /ffc page). */
export const FEATURE_FLAGS = [
  'techWork',
  'disableWww',
  'promoBannerInEnterButton',
  'compPoints',
  'abRegistration',
  'mysticJackpots',
  'testQuests',
  'allWidgets',
  'allProviders',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

const STORAGE_KEY = 'croupier.flags';

function readOverrides(): Record<string, boolean> {
  try {
    const raw = localStore.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

interface FlagsStore {
  overrides: Record<string, boolean>;
  setOverride: (flag: string, value: boolean | null) => void;
  clearOverrides: () => void;
}

/** Local flag overrides, kept in localStorage; server and brand flags come from config. */
export const useFlagsStore = create<FlagsStore>()((set, get) => ({
  overrides: readOverrides(),
  setOverride: (flag, value) => {
    const next = { ...get().overrides };
    if (value === null) delete next[flag];
    else next[flag] = value;
    localStore.setItem(STORAGE_KEY, JSON.stringify(next));
    set({ overrides: next });
  },
  clearOverrides: () => {
    localStore.removeItem(STORAGE_KEY);
    set({ overrides: {} });
  },
}));
