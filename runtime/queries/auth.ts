import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  checkEmail,
  confirmEmail,
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactorSetup,
  confirmEmailQueryOptions,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signedInBy,
  signIn,
  type PasswordChange,
  type RegistrationUser,
  type SignInUser,
  type TwoFactorSetup,
} from '../api/auth.ts';
import type { Player } from '../api/types.ts';
import { dropOtherPlayerData, loadSessionPlayer, useKeyedMutation } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

// Auth mutations keep the query cache in step with the session. Bus events (login, logout) are the
// session owner's to emit: these hooks only load or drop the player's data.

/** Signs in, then loads the player; resolves with the player (null if the session did not take). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<Player | null, unknown, SignInUser>({
    mutationFn: async (user) => {
      await signIn(user);
      return loadSessionPlayer(queryClient);
    },
  });
}

/** Registers; no session follows (the mailed confirmation link signs the player in). */
export function useRegister() {
  // One account per press of the button, however often the request is sent.
  return useKeyedMutation<RegistrationUser, void>({ mutationFn: register, invalidates: [] });
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets a new password; the platform signs the player in, so that session is loaded too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: Parameters<typeof resetPassword>[0]) => {
      await resetPassword(user);
      await loadSessionPlayer(queryClient).catch(() => null);
    },
  });
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
      const answer = await confirmEmail(token ?? '', signal);
      // Opened in another browser than the one that asked for it, the link signs nobody in.
      if (!signedInBy(answer)) return answer;
      // The link may sign in another account than the cached one: none of its data may stay.
      const cached = queryClient.getQueryData<Player | null>(queryKeys.player.profile());
      if (cached && cached.id !== answer.id) dropOtherPlayerData(queryClient);
      queryClient.setQueryData(queryKeys.player.profile(), answer);
      return answer;
    },
  });
}

/** Changes the password from the profile; the answer (the player) replaces the cached profile. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<Player, unknown, PasswordChange>({
    mutationFn: changePassword,
    onSuccess: (player) => queryClient.setQueryData(queryKeys.player.profile(), player),
  });
}

/** Asks for a new authenticator secret; one per press of the button, however often it is sent. */
export function useStartTwoFactorSetup() {
  return useKeyedMutation<void, TwoFactorSetup>({
    mutationFn: (_variables, key) => startTwoFactorSetup(key),
    invalidates: [],
  });
}

/** Switches two-factor sign-in on with the first code of the new secret; the profile is read again. */
export function useConfirmTwoFactor() {
  return useKeyedMutation<string, Player>({
    mutationFn: (code, key) => confirmTwoFactor(code, key),
    invalidates: [queryKeys.player.profile()],
  });
}

/** Switches two-factor sign-in off with a fresh code; the answer replaces the cached profile. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation<Player, unknown, string>({
    mutationFn: disableTwoFactor,
    onSuccess: (player) => queryClient.setQueryData(queryKeys.player.profile(), player),
  });
}
