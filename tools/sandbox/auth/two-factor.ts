import { one, type Queryable } from '../db/database.ts';
import { matchTotp } from './totp.ts';

/** The two-factor columns of a player. */
export interface TwoFactorRow {
  totp_secret: string | null;
  totp_last_step: string | number | null;
}

/**
 * Uses a code of the player's authenticator app: true when it is the code of now (one period of
 * drift either way) and of a later period than the last code used. Taking the period and checking
 * it are one statement: of two requests with one code, one wins.
 */
export async function consumeAuthenticatorCode(
  db: Queryable,
  playerId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await one<TwoFactorRow>(db, 'SELECT totp_secret, totp_last_step FROM players WHERE id = $1', [
    playerId,
  ]);
  if (!row?.totp_secret) return false;
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const step = matchTotp(row.totp_secret, code, now, lastStep);
  if (step === null) return false;
  const used = await one<{ id: number }>(
    db,
    `UPDATE players SET totp_last_step = $2
      WHERE id = $1 AND totp_secret = $3 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [playerId, step, row.totp_secret],
  );
  return used !== null;
}
