import { useLeaveSession } from './use-leave-session.ts';

/**
 * Carries out a sign-out or a lost session while one is asked for (SessionEffects mounts it then):
 * the code loads when a player leaves, not with the lobby.
 */
export default function LeaveSession() {
  useLeaveSession();
  return null;
}
