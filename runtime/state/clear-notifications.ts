/**
 * Empties the player's stored notifications (kept in localStorage for two hours, spec §4), also
 * where no header runs the notifications feed. Loaded when needed: the lobby's first view does
 * not carry the store.
 */
export function clearNotifications(): Promise<void> {
  return import('./notifications-store.ts').then(({ useNotificationsStore }) =>
    useNotificationsStore.getState().clear(),
  );
}
