import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../auth/totp.ts';
import type { PlayerAgent } from './player-agent.ts';

/** What an authenticator app paired with a player knows: the secret, and the period of the code used. */
export interface Authenticator {
  secret: string;
  /** The time step whose code confirmed the set-up (used: it works no more). */
  usedStep: number;
}

/** The code an authenticator shows in time step `step` (codes of one step either side of now work). */
export const codeOfStep = (secret: string, step: number) =>
  totpCode(secret, step * TOTP_PERIOD_SECONDS * 1000);

/**
 * Switches two-factor sign-in on for the agent's signed-in player as the profile does: a new secret,
 * confirmed with the code of now.
 */
export async function enableTwoFactor(agent: PlayerAgent): Promise<Authenticator> {
  const setup = await agent.post<{ secret: string; otpauth_uri: string }>('/api/users/two_factor');
  if (setup.status !== 201) throw new Error(`two-factor set-up failed: ${setup.status} ${setup.text}`);
  const { secret } = setup.body;
  const usedStep = totpStep(Date.now());
  const confirmed = await agent.post('/api/users/two_factor/confirm', {
    user: { otp_attempt: codeOfStep(secret, usedStep) },
  });
  if (confirmed.status !== 200) {
    throw new Error(`two-factor confirmation failed: ${confirmed.status} ${confirmed.text}`);
  }
  return { secret, usedStep };
}
