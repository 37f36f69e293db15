import { create } from 'zustand';

interface GameGuardStore {
  /** Whether a limit of the signed-in player stops play (spec §2 game guard). */
  limitReached: boolean;
  setLimitReached: (reached: boolean) => void;
}

/**
 * What the game guard reads: set by the signed-in player's effects (PlayerEffects, which load
 * with a player and follow their limits), so that a guest's lobby carries no limits code; false
 * for a guest and whenever no player is signed in.
 */
export const useGameGuardStore = create<GameGuardStore>()((set) => ({
  limitReached: false,
  setLimitReached: (limitReached) => set({ limitReached }),
}));
