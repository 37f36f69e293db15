import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkEmail,
  confirmEmail,
  confirmEmailQueryOptions,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  updateAuthDetails,
  type RegistrationUser,
  type SignInUser,
} from '../api/auth.ts';
import { getPlayerQueryOptions } from '../api/player.ts';
import type { Player } from '../api/types.ts';
import { clearPlayerData } from './player-scope.ts';
import { PLAYER_ROOT, queryKeys } from './query-keys.ts';

// Auth mutations keep the query cache in step with the session. Bus events (login, logout) are the
// session owner's to emit: these hooks only load or drop the player's data.

/** Signs in, then loads the player; resolves with the player (null if the session did not take). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Player | null, unknown, SignInUser>({
    mutationFn: async (user) => {
      await signIn(user);
      queryClient.removeQueries({ queryKey: PLAYER_ROOT });
      return queryClient.fetchQuery({ ...getPlayerQueryOptions(), staleTime: 0 });
    },
  });
}

/** Signs out and drops the player's data, even when the server call fails. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, void>({
    mutationFn: async () => {
      try {
        await signOut();
      } finally {
        clearPlayerData(queryClient);
      }
    },
  });
}

/** Registers; the new player's session is loaded on success. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation<Player, unknown, RegistrationUser>({
    mutationFn: register,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: PLAYER_ROOT });
      await queryClient.fetchQuery({ ...getPlayerQueryOptions(), staleTime: 0 });
    },
  });
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

/** Confirms an e-mail once per token; the confirmed player replaces the cached profile. */
export function useEmailConfirmation(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...confirmEmailQueryOptions(token ?? ''),
    enabled: Boolean(token),
    queryFn: async ({ signal }) => {
      const player = await confirmEmail(token ?? '', signal);
      queryClient.setQueryData(queryKeys.player.profile(), player);
      return player;
    },
  });
}

/** Completes missing auth fields; the answer is the updated player. */
export function useUpdateAuthDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuthDetails,
    onSuccess: (player) => queryClient.setQueryData(queryKeys.player.profile(), player),
  });
}
