import { useSyncExternalStore } from 'react';
import { hasInteracted, onFirstInteraction } from './first-interaction.ts';

/**
 * True once the player has interacted with the page; false on the server and while hydrating.
 * @example if (!useFirstInteraction()) return null; // the install offer waits for the player
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(onFirstInteraction, hasInteracted, () => false);
}
