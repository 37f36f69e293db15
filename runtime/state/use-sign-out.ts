import { useSessionStore } from './session-store.ts';

/**
 * The one sign-out of the balance dropdown, the sidebar and the profile (spec §2, §4): asks
 * SessionEffects to leave the session, which opens the lobby, sends `DELETE /api/users/sign_out`
 * and then drops everything of the player (see `useLeaveSession`). `pending` stays true until the
 * player is a guest, so a second press does nothing.
 * @example const signOut = useSignOutAndLeave(); <button onClick={signOut.run} disabled={signOut.pending} />
 */
export function useSignOutAndLeave(): { run: () => void; pending: boolean } {
  const leave = useSessionStore((s) => s.leave);
  const pending = useSessionStore((s) => s.leaving !== null);
  return { run: () => leave({ signOut: true, openLogin: false }), pending };
}
