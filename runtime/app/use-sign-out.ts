import { useNavigate } from 'react-router';
import { useSiteContext } from '../context/site-context-react.tsx';
import { useSignOut } from '../queries/auth.ts';
import { joinPrefix } from '../routing/locale-prefix.ts';
import { useModalStore } from '../state/modal-store.ts';
import { useSidebarStore } from '../state/sidebar-store.ts';
import { localePrefixOf } from '../ui/game-tile/game-links.ts';

/**
 * The one sign-out of the balance dropdown, the sidebar and the profile (spec §2, §4):
 * `DELETE /api/users/sign_out`, then the player's data goes (even when the call fails: the
 * player asked to leave), popups and the sidebar close and the lobby opens. The rest of the
 * clean-up (stores, session timer, header notices) follows the logout event (SessionEffects).
 * @example const signOut = useSignOutAndLeave(); <button onClick={signOut.run} disabled={signOut.pending} />
 */
export function useSignOutAndLeave(): { run: () => void; pending: boolean } {
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const closeAll = useModalStore((s) => s.closeAll);
  const hideSidebar = useSidebarStore((s) => s.hide);
  const mutation = useSignOut();
  const run = () => {
    if (mutation.isPending) return;
    const leave = () => {
      closeAll();
      hideSidebar();
      void navigate(joinPrefix(localePrefixOf(ctx), '/'));
    };
    mutation.mutate(undefined, { onSettled: leave });
  };
  return { run, pending: mutation.isPending };
}
